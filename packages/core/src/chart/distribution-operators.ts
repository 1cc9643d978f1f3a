import type { PostProcessingStep, QueryColumn } from '../query/query-object.js';
import { labelOfColumn, labelOfMetric } from '../query/query-object.js';
import type { SupersetQueryObject } from './build-query-context.js';
import { columnsOf, metricsOf } from './build-query-context.js';
import type { FormData } from './plugin.js';

/**
 * Superset's post-processing operators of the distribution charts (chart-controls' rankOperator,
 * boxplotOperator and histogramOperator): each reads form data and the query object and returns
 * one step the server's post-processing runs.
 */

/** A form-data value that may be one column or a list of them, as a list (Superset's ensureIsArray). */
export const ensureColumns = (value: unknown): QueryColumn[] =>
  columnsOf(Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);

const columnLabels = (value: unknown): string[] => ensureColumns(value).map(labelOfColumn);

export interface RankOptions {
  metric: string;
  /** The column(s) ranks are computed within; all rows when unset. */
  group_by?: string | string[];
}

/** Superset's rankOperator: `rank` = the metric's percentile rank (within each group). */
export const rankOperator = (options: RankOptions): PostProcessingStep => ({
  operation: 'rank',
  options: { metric: options.metric, ...(options.group_by !== undefined && { group_by: options.group_by }) },
});

/** The whisker choices of the box plot's `whiskerOptions` control, as Superset saves them. */
export const WHISKER_OPTIONS = ['Tukey', 'Min/max (no outliers)', '2/98 percentiles', '9/91 percentiles'] as const;

const PERCENTILES = /^(\d+)\/(\d+) percentiles$/;

/**
 * Superset's boxplotOperator: whiskers by Tukey's rule (1.5 IQR), the extremes, or an 'a/b
 * percentiles' pair; the metrics are summarised per groupby value. Undefined without
 * `whiskerOptions`; an unknown choice is an error, as in Superset.
 */
export const boxplotOperator = (fd: FormData, query: SupersetQueryObject): PostProcessingStep | undefined => {
  const choice = fd['whiskerOptions'];
  if (choice === undefined || choice === null || choice === '') return undefined;
  const base = {
    groupby: columnLabels(fd['groupby']),
    metrics: metricsOf(query.metrics).map(labelOfMetric),
  };
  if (choice === 'Tukey') return { operation: 'boxplot', options: { whisker_type: 'tukey', ...base } };
  if (choice === 'Min/max (no outliers)')
    return { operation: 'boxplot', options: { whisker_type: 'min/max', ...base } };
  const match = typeof choice === 'string' ? PERCENTILES.exec(choice) : null;
  if (match === null) throw new Error(`Unsupported whisker type: ${String(choice)}`);
  const percentiles = [Number(match[1]), Number(match[2])];
  return { operation: 'boxplot', options: { whisker_type: 'percentile', percentiles, ...base } };
};

/** Superset's histogramOperator: counts of `column` in `bins` equal-width bins (5 when not a number) per groupby. */
export const histogramOperator = (fd: FormData): PostProcessingStep => {
  const bins = Number(fd['bins']);
  const [column = ''] = columnLabels(fd['column']);
  return {
    operation: 'histogram',
    options: {
      column,
      groupby: columnLabels(fd['groupby']),
      bins: Number.isNaN(bins) ? 5 : bins,
      ...(typeof fd['cumulative'] === 'boolean' && { cumulative: fd['cumulative'] }),
      ...(typeof fd['normalize'] === 'boolean' && { normalize: fd['normalize'] }),
    },
  };
};
