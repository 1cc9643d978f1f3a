import { labelOfColumn, labelOfMetric } from '../query/query-object.js';
import { metricsOf } from './build-query-context.js';
import type { ControlChoices, ControlContext, FormData } from './plugin.js';
import { getXAxisColumn, getXAxisLabel, isXAxisSet } from './x-axis.js';

/**
 * Superset's isTemporalColumn for the x-axis: a dataset column marked temporal. No x-axis means the
 * legacy time column, which is temporal; an adhoc SQL x-axis or a column the dataset lacks is not.
 * Without a dataset nothing can be told, and the time controls stay.
 */
export const isTemporalXAxis = (fd: FormData, { datasource }: ControlContext): boolean => {
  if (!isXAxisSet(fd) || datasource === null) return true;
  const column = getXAxisColumn(fd);
  const name = column === undefined ? null : typeof column === 'string' ? column : column.sqlExpression;
  return datasource.columns.some((c) => c.column_name === name && c.is_dttm === true);
};

/** Superset's time_grain_sqla visibility on the generic x-axis charts: only for a temporal x-axis. */
export const showsTimeGrain = (fd: FormData, context: ControlContext): boolean => isTemporalXAxis(fd, context);

const hasDimensions = (fd: FormData): boolean => Array.isArray(fd['groupby']) && fd['groupby'].length > 0;

/**
 * Superset's xAxisSortVisibility: a categorical x-axis and no dimensions (the sort post-processing
 * cannot order several series), for x_axis_sort and x_axis_sort_asc.
 */
export const showsXAxisSort = (fd: FormData, context: ControlContext): boolean =>
  isXAxisSet(fd) && !isTemporalXAxis(fd, context) && !hasDimensions(fd);

/**
 * The x_axis_sort choices (Superset's XAxisSortControl options): the x-axis itself, sorting by
 * label, then each metric, sorting by value; verbose names as labels.
 */
export const xAxisSortChoices = (fd: FormData, { datasource }: ControlContext): ControlChoices => {
  const xAxis = getXAxisLabel(fd);
  const column = getXAxisColumn(fd);
  const verbose = datasource?.columns.find((c) => column !== undefined && c.column_name === labelOfColumn(column));
  const metrics = metricsOf(fd['metrics']).map(labelOfMetric);
  return [[xAxis, verbose?.verbose_name ?? xAxis], ...metrics.filter((m) => m !== xAxis).map((m) => [m, m] as const)];
};
