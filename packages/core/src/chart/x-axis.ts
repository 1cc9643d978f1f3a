import type { AdhocColumn, QueryColumn } from '../query/query-object.js';
import { labelOfColumn } from '../query/query-object.js';
import type { FormData } from './plugin.js';

/** The legacy name of the time column in results when no x-axis is chosen. */
export const DTTM_ALIAS = '__timestamp';

const isAdhocColumn = (value: unknown): value is AdhocColumn =>
  typeof value === 'object' && value !== null && typeof (value as AdhocColumn).sqlExpression === 'string';

export const isXAxisSet = (fd: FormData): boolean =>
  (typeof fd['x_axis'] === 'string' && fd['x_axis'] !== '') || isAdhocColumn(fd['x_axis']);

const timeGrainOf = (fd: FormData): string | undefined =>
  typeof fd['time_grain_sqla'] === 'string' && fd['time_grain_sqla'] !== '' ? fd['time_grain_sqla'] : undefined;

/**
 * A chart saved before Superset 4 (before generic chart axes) names its time column in
 * `granularity_sqla` and has no `x_axis`: Superset's x-axis fallback draws it over that column.
 */
const legacyTimeColumn = (fd: FormData): string | undefined => {
  const column = fd['granularity_sqla'];
  return typeof column === 'string' && column !== '' ? column : undefined;
};

/**
 * The x-axis as Superset queries it: an adhoc BASE_AXIS column carrying the time grain, so the
 * server truncates it (key order as Superset sends it).
 */
export const getXAxisColumn = (fd: FormData): QueryColumn | undefined => {
  const xAxis = isXAxisSet(fd) ? fd['x_axis'] : legacyTimeColumn(fd);
  if (typeof xAxis === 'string' && xAxis !== '') {
    return {
      timeGrain: timeGrainOf(fd),
      columnType: 'BASE_AXIS',
      sqlExpression: xAxis,
      label: xAxis,
      expressionType: 'SQL',
    };
  }
  if (isAdhocColumn(xAxis)) return { ...xAxis, timeGrain: timeGrainOf(fd), columnType: 'BASE_AXIS' };
  return undefined;
};

/** The x-axis column's name in results. */
export const getXAxisLabel = (fd: FormData): string => {
  const column = getXAxisColumn(fd);
  return column === undefined ? DTTM_ALIAS : labelOfColumn(column);
};
