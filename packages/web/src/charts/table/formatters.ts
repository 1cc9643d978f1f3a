import {
  formatRawNumber,
  getNumberFormatter,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  SMART_DATE_ID,
  type CurrencyFormat,
} from '@tessera/core';

/** A cell formatter: table cells hold any JSON value, not only numbers and dates. */
export type ValueFormatter = (value: unknown) => string;

const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export const toText: ValueFormatter = asText;

const symbols = new Map<string, string>();

/** The symbol Intl prints for an ISO currency code ('USD' → '$'); an unknown code prints as itself. */
export const currencySymbol = (code: string): string => {
  const known = symbols.get(code);
  if (known !== undefined) return known;
  let symbol = code;
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(1);
    symbol = parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    // Not an ISO 4217 code: show the text the user chose.
  }
  symbols.set(code, symbol);
  return symbol;
};

export interface NumberFormatOptions {
  /** The format of numbers between -1 and 1 (Superset's small number format). */
  small?: string | null;
  currency?: CurrencyFormat | null;
}

/** Superset's CurrencyFormatter: the formatted number with the symbol before or after it. */
const withCurrency = (format: (value: number) => string, currency: CurrencyFormat | null | undefined) => {
  const code = currency?.symbol;
  if (!code) return format;
  const symbol = currencySymbol(code);
  return currency.symbolPosition === 'suffix'
    ? (value: number) => `${format(value)} ${symbol}`
    : (value: number) => `${symbol} ${format(value)}`;
};

export const numberFormatter = (spec?: string | null, options: NumberFormatOptions = {}): ValueFormatter => {
  const format = withCurrency(getNumberFormatter(spec), options.currency);
  const small = options.small ? withCurrency(getNumberFormatter(options.small), options.currency) : format;
  return (value) => {
    if (typeof value !== 'number') return asText(value);
    return Math.abs(value) < 1 ? small(value) : format(value);
  };
};

/** A numeric column with no format of its own: raw digits with the locale's decimal mark (core's formatRawNumber). */
export const plainNumber: ValueFormatter = (value) =>
  typeof value === 'number' ? formatRawNumber(value) : asText(value);

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
