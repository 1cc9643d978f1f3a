import { getNumberFormatter, getTimeFormatter, getTimeFormatterForGranularity, SMART_DATE_ID } from '@tessera/core';

/** A cell formatter: table cells hold any JSON value, not only numbers and dates. */
export type ValueFormatter = (value: unknown) => string;

const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export const toText: ValueFormatter = asText;

export const numberFormatter = (spec?: string | null): ValueFormatter => {
  const format = getNumberFormatter(spec);
  return (value) => (typeof value === 'number' ? format(value) : asText(value));
};

const timeFormatterOf =
  (format: (value: number | Date) => string): ValueFormatter =>
  (value) =>
    typeof value === 'number' || value instanceof Date ? format(value) : asText(value);

/**
 * Superset's table rules: the adaptive format follows the time grain, else the column's own
 * format, else numeric timestamps print as database date-times and anything else as is.
 */
export const tableTimeFormatter = (
  format: string,
  custom: string | undefined,
  grain: string | undefined,
  numeric: boolean,
): ValueFormatter => {
  if (format !== SMART_DATE_ID) return timeFormatterOf(getTimeFormatter(format));
  if (grain) return timeFormatterOf(getTimeFormatterForGranularity(grain));
  if (custom) return timeFormatterOf(getTimeFormatter(custom));
  return numeric ? timeFormatterOf(getTimeFormatter(DATABASE_DATETIME)) : toText;
};
