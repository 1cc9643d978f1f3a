import {
  buildQueryContext,
  columnsOf,
  contributionOperator,
  flattenOperator,
  getXAxisColumn,
  isTimeComparison,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeComparePivotOperator,
  timeCompareOperator,
  timeOffsetsOf,
  type BuildQuery,
  type QueryColumn,
} from '@tessera/core';

/**
 * Superset's time-series query: the x-axis (a BASE_AXIS column with the time grain) and the
 * dimensions as columns, then the server-side pipeline that turns rows into one column per
 * series: pivot → rolling → compare → resample → rename → contribution → sort → flatten.
 */
export const buildTimeseriesQuery: BuildQuery = (formData) =>
  buildQueryContext(formData, (base, fd) => {
    const groupby = columnsOf(fd['groupby']);
    const xAxis = getXAxisColumn(fd);
    const columns: QueryColumn[] = [...(xAxis === undefined ? [] : [xAxis]), ...groupby];
    const query = { ...base, columns, series_columns: groupby };
    const comparing = isTimeComparison(fd, query);
    const timeOffsets = comparing ? timeOffsetsOf(fd) : [];
    return [
      {
        ...query,
        ...(xAxis === undefined && { is_timeseries: true }),
        time_offsets: timeOffsets,
        post_processing: [
          comparing ? timeComparePivotOperator(fd, query) : pivotOperator(fd, query),
          rollingWindowOperator(fd, query),
          timeCompareOperator(fd, query),
          resampleOperator(fd, query),
          renameOperator(fd, query),
          contributionOperator(fd, query, timeOffsets),
          sortOperator(fd, query),
          flattenOperator(fd, query),
        ].filter((step) => step !== undefined),
      },
    ];
  });
