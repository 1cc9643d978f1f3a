import {
  buildQueryContext,
  columnsOf,
  flattenOperator,
  isTimeComparison,
  pivotOperator,
  resampleOperator,
  rollingWindowOperator,
  timeComparePivotOperator,
  timeCompareOperator,
  timeOffsetsOf,
  type FormData,
  type PostProcessingStep,
  type QueryContextInput,
} from '@tessera/core';
import { readBoolean } from '../form-data';
import { timeAxisColumn, withTimeAxis } from './time-axis';

/** The legacy `contribution` checkbox: each time grain's values as shares of its total. */
const contributionStep = (fd: FormData): PostProcessingStep | undefined =>
  readBoolean(fd, 'contribution', false) ? { operation: 'contribution', options: { orientation: 'row' } } : undefined;

/**
 * Superset's rose query (its NVD3 time-series pipeline on the chart-data API): the time column
 * at its grain and the group-by as columns, pivoted on time, then resample, rolling window, time
 * comparison and contribution, flattened into one column per series.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base, merged) => {
    const fd = withTimeAxis(merged);
    const groupby = columnsOf(fd['groupby']);
    const time = timeAxisColumn(fd);
    const query = { ...base, columns: [...(time === undefined ? [] : [time]), ...groupby], series_columns: groupby };
    const comparing = isTimeComparison(fd, query);
    return [
      {
        ...query,
        time_offsets: comparing ? timeOffsetsOf(fd) : [],
        post_processing: [
          comparing ? timeComparePivotOperator(fd, query) : pivotOperator(fd, query),
          resampleOperator(fd, query),
          rollingWindowOperator(fd, query),
          timeCompareOperator(fd, query),
          contributionStep(fd),
          flattenOperator(fd, query),
        ].filter((step) => step !== undefined),
      },
    ];
  });
