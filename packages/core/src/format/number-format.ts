import { formatLocale, type FormatLocaleDefinition } from 'd3-format';
import { DEFAULT_FORMAT_LOCALE } from './format-locales.js';
import { formatDuration } from './duration-format.js';

/** Superset's named number formats; anything else is a d3-format specifier. */
export const NUMBER_FORMATS = {
  SMART_NUMBER: 'SMART_NUMBER',
  SMART_NUMBER_SIGNED: 'SMART_NUMBER_SIGNED',
  DURATION: 'DURATION',
  DURATION_SUB: 'DURATION_SUB',
  ORIGINAL_VALUE: '~g',
  INTEGER: ',d',
  PERCENT: ',.1%',
  PERCENT_CHANGE: '.1%',
} as const;

export const DEFAULT_NUMBER_FORMAT = NUMBER_FORMATS.SMART_NUMBER;

/** The number formats offered in controls (spec 02 §9), value and English label. */
export const D3_FORMAT_OPTIONS: readonly (readonly [format: string, label: string])[] = [
  [NUMBER_FORMATS.SMART_NUMBER, 'Adaptive formatting'],
  [NUMBER_FORMATS.ORIGINAL_VALUE, 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.1f', ',.1f (12345.432 => 12,345.4)'],
  [',.2f', ',.2f (12345.432 => 12,345.43)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  [NUMBER_FORMATS.DURATION, 'Duration in ms (66000 => 1m 6s)'],
  [NUMBER_FORMATS.DURATION_SUB, 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
];

export type NumberFormatter = (value: number | null | undefined) => string;

// Superset's formatters (d3-format 1.x) print an ASCII hyphen; d3-format 3 defaults to U+2212.
let locale = formatLocale(DEFAULT_FORMAT_LOCALE.number);
let siFormat = locale.format('.3~s');
let twoDecimals = locale.format('.2~f');
let fourDecimals = locale.format('.4~f');
let decimalMark = DEFAULT_FORMAT_LOCALE.number.decimal;

/** SMART_NUMBER: SI units above 1000 (with B for billions), fixed decimals below, µ for the tiny. */
const smartNumber = (value: number): string => {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1000) return siFormat(value).replace('G', 'B');
  if (abs >= 1) return twoDecimals(value);
  if (abs >= 0.001) return fourDecimals(value);
  if (abs > 0.000001) return `${siFormat(value * 1_000_000)}µ`;
  return siFormat(value);
};

const createFormatFunction = (format: string): ((value: number) => string) => {
  switch (format) {
    case NUMBER_FORMATS.SMART_NUMBER:
      return smartNumber;
    case NUMBER_FORMATS.SMART_NUMBER_SIGNED:
      return (value) => `${value > 0 ? '+' : ''}${smartNumber(value)}`;
    case NUMBER_FORMATS.DURATION:
      return (value) => formatDuration(value);
    case NUMBER_FORMATS.DURATION_SUB:
      return (value) => formatDuration(value, { subMilliseconds: true });
    default:
      try {
        return locale.format(format);
      } catch {
        return (value) => `${value} (Invalid format: ${format})`;
      }
  }
};

const cache = new Map<string, NumberFormatter>();

/** Decimal and thousands separators for every formatter made from now on (the UI locale's). */
export const setNumberFormatLocale = (definition: FormatLocaleDefinition): void => {
  locale = formatLocale(definition);
  siFormat = locale.format('.3~s');
  twoDecimals = locale.format('.2~f');
  fourDecimals = locale.format('.4~f');
  decimalMark = definition.decimal;
  cache.clear();
};

/** A formatter for a Superset number format; empty or missing means SMART_NUMBER. */
export const getNumberFormatter = (format?: string | null): NumberFormatter => {
  const key = format === undefined || format === null || format.trim() === '' ? DEFAULT_NUMBER_FORMAT : format;
  const cached = cache.get(key);
  if (cached) return cached;
  const run = createFormatFunction(key);
  const formatter: NumberFormatter = (value) => {
    if (value === null || value === undefined || Number.isNaN(value)) return String(value);
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return run(value);
  };
  cache.set(key, formatter);
  return formatter;
};

/**
 * A number as the database gave it (every digit, no grouping: years and ids stay whole, as
 * Superset shows unformatted columns) but with the UI locale's decimal mark ('1234,5' in French).
 */
export const formatRawNumber = (value: number): string => String(value).replace('.', decimalMark);

export const formatNumber = (format: string | null | undefined, value: number | null | undefined): string =>
  getNumberFormatter(format)(value);

export const isPercentFormat = (format: string | null | undefined): boolean =>
  typeof format === 'string' && format.trim().endsWith('%');

export interface NumberFormatContext {
  /** `comparison_type` of a time comparison: percentage change is a ratio, shown as a percentage. */
  comparisonType?: string | null;
  /** `contributionMode`: shares of a row or column total. */
  contributionMode?: string | null;
}

/**
 * The format a chart should use for its values: percentage changes and contributions are
 * fractions, so a non-percent format is replaced by '.1%' (a percent format the user chose stays).
 */
export const resolveNumberFormat = (format: string | null | undefined, ctx: NumberFormatContext = {}): string => {
  const chosen = format === undefined || format === null || format === '' ? DEFAULT_NUMBER_FORMAT : format;
  const isFraction = ctx.comparisonType === 'percentage' || Boolean(ctx.contributionMode);
  return isFraction && !isPercentFormat(chosen) ? NUMBER_FORMATS.PERCENT_CHANGE : chosen;
};
