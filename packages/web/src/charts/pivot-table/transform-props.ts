import {
  columnsOf,
  formatNumber,
  getColorFormatters,
  getTimeFormatterForPoint,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  readRules,
  toAggregateFunction,
  toPivotOrder,
  fractionOf,
  type ChartProps,
  type PivotValue,
} from '@tessera/core';
import { verboseNameOf } from '../datasource-meta';
import { readBoolean, readString } from '../form-data';
import type { PivotAxisSettings, PivotTransformedProps } from './types';

/** Superset's GenericDataType TEMPORAL in chart-data `coltypes`. */
const TEMPORAL = 2;

/** Fractions read as percentages, whatever the value format (Superset's fraction aggregators). */
const FRACTION_FORMAT = '.1%';

/**
 * Superset's pivot table transformProps: the query's rows with the pivot settings. Transpose
 * swaps the groupings; metrics go on columns or rows (metricsLayout), outermost unless combined
 * (combineMetric); row totals are a column and column totals a row, as Superset names them.
 */
export const transformProps = (chartProps: ChartProps): PivotTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, datasource } = chartProps;
  const result = queriesData[0];
  const records = result?.data ?? [];
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === TEMPORAL));
  const metrics = metricsOf(fd['metrics']).map(labelOfMetric);
  const groupbyRows = columnsOf(fd['groupbyRows']).map(labelOfColumn);
  const groupbyColumns = columnsOf(fd['groupbyColumns']).map(labelOfColumn);
  const transpose = readBoolean(fd, 'transposePivot', false);
  const [rowColumns, colColumns] = transpose ? [groupbyColumns, groupbyRows] : [groupbyRows, groupbyColumns];
  const aggregateFunction = toAggregateFunction(fd['aggregateFunction']);
  const rows: PivotAxisSettings = {
    columns: rowColumns,
    order: toPivotOrder(fd['rowOrder']),
    subtotals: readBoolean(fd, 'rowSubTotals', false),
    subtotalsFirst: readBoolean(fd, 'rowSubtotalPosition', false),
    total: readBoolean(fd, 'colTotals', false),
  };
  const cols: PivotAxisSettings = {
    columns: colColumns,
    order: toPivotOrder(fd['colOrder']),
    subtotals: readBoolean(fd, 'colSubTotals', false),
    subtotalsFirst: readBoolean(fd, 'colSubtotalPosition', false),
    total: readBoolean(fd, 'rowTotals', false),
  };
  const dateFormat = readString(fd, 'date_format', 'smart_date');
  const dateFormatter = getTimeFormatterForPoint(dateFormat, readString(fd, 'time_grain_sqla') || null);
  const valueFormat = fractionOf(aggregateFunction) ? FRACTION_FORMAT : readString(fd, 'valueFormat', 'SMART_NUMBER');
  const formatValue = (value: PivotValue): string =>
    value === null ? '' : typeof value === 'number' ? formatNumber(valueFormat, value) : value;
  return {
    width,
    height,
    theme,
    records,
    settings: {
      rows,
      cols,
      metrics,
      aggregateFunction,
      metricsOnRows: fd['metricsLayout'] === 'ROWS',
      metricsFirst: !readBoolean(fd, 'combineMetric', false),
      labelOf: (column, value) => {
        if (value === null || value === undefined) return 'NULL';
        if (temporal.has(column) && (typeof value === 'number' || typeof value === 'string'))
          return dateFormatter(new Date(value));
        return String(value);
      },
    },
    rowTitles: rowColumns.map((c) => verboseNameOf(datasource, c)),
    colTitles: colColumns.map((c) => verboseNameOf(datasource, c)),
    metricNames: metrics.map((m) => verboseNameOf(datasource, m)),
    formatValue,
    colorFormatters: getColorFormatters(readRules(fd['conditional_formatting']), records),
  };
};
