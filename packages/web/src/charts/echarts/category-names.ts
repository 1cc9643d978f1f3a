import {
  getTimeFormatter,
  isCrossFilterValue,
  TYPE_GENERIC,
  type ChartDataResult,
  type CrossFilterValue,
} from '@tessera/core';

/** How a missing dimension value is shown (Superset's NULL_STRING). */
export const NULL_NAME = '<NULL>';

/** A dimension value as a cross-filter carries it: scalars as they are, anything else as text. */
export const toFilterValue = (value: unknown): CrossFilterValue => (isCrossFilterValue(value) ? value : String(value));

export type CategoryNamer = (value: unknown, column: string) => string;

/**
 * Superset's formatSeriesName for dimension values: null as '<NULL>', the values of temporal
 * columns (by the result's coltypes) through the chosen date format, anything else as text.
 */
export const categoryNamer = (result: ChartDataResult | undefined, dateFormat: string): CategoryNamer => {
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === TYPE_GENERIC.TEMPORAL));
  const formatDate = getTimeFormatter(dateFormat);
  return (value, column) => {
    if (value === null || value === undefined) return NULL_NAME;
    return temporal.has(column) && typeof value === 'number' ? formatDate(value) : String(value);
  };
};

/** A row's metric value: numbers (and numeric text) count, anything else is 0, as Superset's charts read them. */
export const metricValue = (value: unknown): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};
