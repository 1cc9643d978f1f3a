import type { PostProcessingStep } from '../query/query-object.js';
import { labelOfColumn, labelOfMetric } from '../query/query-object.js';
import type { SupersetQueryObject } from './build-query-context.js';
import { columnsOf, metricsOf } from './build-query-context.js';
import type { FormData } from './plugin.js';
import { getXAxisLabel } from './x-axis.js';

/**
 * Superset's post-processing operator factories (chart-controls' operators): each reads form
 * data and the query object and returns one step, or undefined when it does not apply.
 */
export type PostProcessingFactory = (fd: FormData, query: SupersetQueryObject) => PostProcessingStep | undefined;

export const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;
export type ComparisonType = (typeof COMPARISON_TYPES)[number];

/** The comparison type; 'absolute' is the legacy charts' name for a difference. */
export const comparisonTypeOf = (fd: FormData): ComparisonType | undefined => {
  const value = fd['comparison_type'] === 'absolute' ? 'difference' : fd['comparison_type'];
  return COMPARISON_TYPES.find((c) => c === value);
};

export const timeOffsetsOf = (fd: FormData): string[] => {
  const value = fd['time_compare'];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list.filter((v): v is string => typeof v === 'string' && v !== '');
};

/**
 * The period-over-period big number's comparison period (Superset's ComparisonTimeRangeType,
 * `time_comparison`) as a time offset: a year, month or week back, the time filter's own length
 * back ('inherit', the 'r' default), or back to a chosen start date ('c', `start_date_offset`).
 */
export const comparisonOffsetOf = (fd: FormData): string => {
  switch (fd['time_comparison']) {
    case 'y':
      return '1 year ago';
    case 'm':
      return '1 month ago';
    case 'w':
      return '1 week ago';
    case 'c':
      return typeof fd['start_date_offset'] === 'string' && fd['start_date_offset'] !== ''
        ? fd['start_date_offset']
        : 'inherit';
    default:
      return 'inherit';
  }
};

const metricLabels = (query: SupersetQueryObject): string[] => metricsOf(query.metrics).map(labelOfMetric);

const seriesLabels = (query: SupersetQueryObject): string[] =>
  columnsOf(query.series_columns ?? query.columns).map(labelOfColumn);

/** `<metric>__<offset>` → `<metric>`, the columns a time comparison adds to each metric. */
export const getMetricOffsetsMap = (fd: FormData, query: SupersetQueryObject): Map<string, string> => {
  const map = new Map<string, string>();
  for (const metric of metricLabels(query)) {
    for (const offset of timeOffsetsOf(fd)) map.set(`${metric}__${offset}`, metric);
  }
  return map;
};

export const isTimeComparison = (fd: FormData, query: SupersetQueryObject): boolean =>
  comparisonTypeOf(fd) !== undefined && getMetricOffsetsMap(fd, query).size > 0;

const meanOf = (labels: Iterable<string>) => Object.fromEntries([...labels].map((l) => [l, { operator: 'mean' }]));

export const pivotOperator: PostProcessingFactory = (fd, query) => {
  const metrics = metricLabels(query);
  if (metrics.length === 0) return undefined;
  return {
    operation: 'pivot',
    options: {
      index: [getXAxisLabel(fd)],
      columns: seriesLabels(query),
      aggregates: meanOf(metrics),
      drop_missing_columns: !fd['show_empty_columns'],
    },
  };
};

export const timeComparePivotOperator: PostProcessingFactory = (fd, query) => {
  if (!isTimeComparison(fd, query)) return undefined;
  const offsets = getMetricOffsetsMap(fd, query);
  return {
    operation: 'pivot',
    options: {
      index: [getXAxisLabel(fd)],
      columns: seriesLabels(query),
      drop_missing_columns: !fd['show_empty_columns'],
      aggregates: meanOf(new Set([...offsets.values(), ...offsets.keys()])),
    },
  };
};

const toInt = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

export const ROLLING_TYPES = ['mean', 'sum', 'std', 'cumsum'] as const;

export const rollingWindowOperator: PostProcessingFactory = (fd, query) => {
  const rollingType = fd['rolling_type'];
  const offsets = getMetricOffsetsMap(fd, query);
  const columns = isTimeComparison(fd, query) ? [...offsets.values(), ...offsets.keys()] : metricLabels(query);
  const columnsMap = Object.fromEntries(columns.map((c) => [c, c]));
  if (rollingType === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns: columnsMap } };
  if (rollingType !== 'mean' && rollingType !== 'sum' && rollingType !== 'std') return undefined;
  return {
    operation: 'rolling',
    options: {
      rolling_type: rollingType,
      window: toInt(fd['rolling_periods'], 1),
      min_periods: toInt(fd['min_periods'], 0),
      columns: columnsMap,
    },
  };
};

export const timeCompareOperator: PostProcessingFactory = (fd, query) => {
  const comparison = comparisonTypeOf(fd);
  if (!isTimeComparison(fd, query) || comparison === 'values' || comparison === undefined) return undefined;
  const offsets = getMetricOffsetsMap(fd, query);
  return {
    operation: 'compare',
    options: {
      source_columns: [...offsets.values()],
      compare_columns: [...offsets.keys()],
      compare_type: comparison,
      drop_original_columns: true,
    },
  };
};

export const resampleOperator: PostProcessingFactory = (fd) => {
  const zeroFill = fd['resample_method'] === 'zerofill';
  const method = zeroFill ? 'asfreq' : fd['resample_method'];
  const rule = fd['resample_rule'];
  if (typeof method !== 'string' || method === '' || typeof rule !== 'string' || rule === '') return undefined;
  return { operation: 'resample', options: { method, rule, fill_value: zeroFill ? 0 : null } };
};

/**
 * Drops the metric level from series names when one metric is split by dimensions and
 * `truncate_metric` is on ('SUM(sales), Planes' → 'Planes'); with 'actual values' comparisons
 * the shifted metric is renamed to its offset ('SUM(sales)__1 year ago' → '1 year ago').
 */
export const renameOperator: PostProcessingFactory = (fd, query) => {
  const [metric, ...otherMetrics] = metricLabels(query);
  const comparison = comparisonTypeOf(fd);
  const derived = isTimeComparison(fd, query) && comparison !== 'values';
  if (metric === undefined || otherMetrics.length > 0 || seriesLabels(query).length === 0) return undefined;
  if (derived || !fd['truncate_metric']) return undefined;
  const pairs: [string, string | null][] = [];
  if (isTimeComparison(fd, query) && comparison === 'values') {
    const offsets = timeOffsetsOf(fd);
    for (const withOffset of getMetricOffsetsMap(fd, query).keys()) {
      const offset = offsets.find((o) => withOffset.endsWith(`__${o}`));
      if (offset) pairs.push([withOffset, offset]);
    }
  }
  pairs.push([metric, null]);
  return { operation: 'rename', options: { columns: Object.fromEntries(pairs), level: 0, inplace: true } };
};

export const contributionOperator = (
  fd: FormData,
  _query: SupersetQueryObject,
  timeShifts: string[] = [],
): PostProcessingStep | undefined => {
  const mode = fd['contributionMode'];
  if (mode !== 'row' && mode !== 'column') return undefined;
  return {
    operation: 'contribution',
    options: { orientation: mode, ...(timeShifts.length > 0 && { time_shifts: timeShifts }) },
  };
};

/** Sorts the x-axis by itself or by a metric; only without dimensions (one series per metric). */
export const sortOperator: PostProcessingFactory = (fd, query) => {
  const sortBy = fd['x_axis_sort'];
  const ascending = fd['x_axis_sort_asc'];
  const xAxis = getXAxisLabel(fd);
  const groupby = Array.isArray(fd['groupby']) ? fd['groupby'] : [];
  if (typeof sortBy !== 'string' || typeof ascending !== 'boolean' || groupby.length > 0) return undefined;
  if (sortBy === xAxis) return { operation: 'sort', options: { is_sort_index: true, ascending } };
  if (!metricLabels(query).includes(sortBy)) return undefined;
  return { operation: 'sort', options: { by: sortBy, ascending } };
};

export const flattenOperator: PostProcessingFactory = () => ({ operation: 'flatten' });
