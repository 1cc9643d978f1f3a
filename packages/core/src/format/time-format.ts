import { timeFormatLocale, type TimeLocaleDefinition } from 'd3-time-format';
import { DEFAULT_FORMAT_LOCALE } from './format-locales.js';

let utcFormat = timeFormatLocale(DEFAULT_FORMAT_LOCALE.time).utcFormat;

/** Superset's adaptive date formats; anything else is a d3-time-format specifier (UTC). */
export const SMART_DATE_ID = 'smart_date';
export const SMART_DATE_DETAILED_ID = 'smart_date_detailed';
export const SMART_DATE_VERBOSE_ID = 'smart_date_verbose';
export const DEFAULT_TIME_FORMAT = SMART_DATE_ID;

/** The date formats offered in controls (spec 02 §9), value and English label. */
export const D3_TIME_FORMAT_OPTIONS: readonly (readonly [format: string, label: string])[] = [
  [SMART_DATE_ID, 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

export type TimeFormatter = (value: number | Date | null | undefined) => string;

/** The coarsest calendar boundary a moment sits on, which picks the adaptive format. */
type Precision = 'millisecond' | 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const precisionOf = (d: Date): Precision => {
  if (d.getUTCMilliseconds() !== 0) return 'millisecond';
  if (d.getUTCSeconds() !== 0) return 'second';
  if (d.getUTCMinutes() !== 0) return 'minute';
  if (d.getUTCHours() !== 0) return 'hour';
  if (d.getUTCDate() !== 1) return d.getUTCDay() === 0 ? 'week' : 'day';
  if (d.getUTCMonth() !== 0) return 'month';
  return 'year';
};

const multiFormat = (formats: Record<Precision, string>): ((d: Date) => string) => {
  const compiled = Object.fromEntries(
    Object.entries(formats).map(([precision, spec]) => [precision, utcFormat(spec)]),
  ) as Record<Precision, (d: Date) => string>;
  return (d) => compiled[precisionOf(d)](d);
};

const ADAPTIVE: Record<string, Record<Precision, string>> = {
  [SMART_DATE_ID]: {
    millisecond: '.%Lms',
    second: ':%Ss',
    minute: '%I:%M',
    hour: '%I %p',
    day: '%a %d',
    week: '%b %d',
    month: '%B',
    year: '%Y',
  },
  [SMART_DATE_DETAILED_ID]: {
    millisecond: '%Y-%m-%d %H:%M:%S.%L',
    second: '%Y-%m-%d %H:%M:%S',
    minute: '%Y-%m-%d %H:%M',
    hour: '%Y-%m-%d %H:%M',
    day: '%Y-%m-%d',
    week: '%Y-%m-%d',
    month: '%Y-%m-%d',
    year: '%Y',
  },
  [SMART_DATE_VERBOSE_ID]: {
    millisecond: '.%L',
    second: '%a %b %d, %I:%M:%S %p',
    minute: '%a %b %d, %I:%M %p',
    hour: '%a %b %d, %I %p',
    day: '%a %b %-e',
    week: '%a %b %-e',
    month: '%b %Y',
    year: '%Y',
  },
};

const toFormatter =
  (run: (d: Date) => string): TimeFormatter =>
  (value) => {
    if (value === null || value === undefined) return String(value);
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : run(date);
  };

const cache = new Map<string, TimeFormatter>();

/** Month and day names for every formatter made from now on (the UI locale's). */
export const setTimeFormatLocale = (definition: TimeLocaleDefinition): void => {
  utcFormat = timeFormatLocale(definition).utcFormat;
  cache.clear();
};

/** A UTC formatter for a Superset date format; empty or missing means smart_date. */
export const getTimeFormatter = (format?: string | null): TimeFormatter => {
  const key = format === undefined || format === null || format.trim() === '' ? DEFAULT_TIME_FORMAT : format;
  const cached = cache.get(key);
  if (cached) return cached;
  const adaptive = ADAPTIVE[key];
  const formatter = toFormatter(adaptive ? multiFormat(adaptive) : utcFormat(key));
  cache.set(key, formatter);
  return formatter;
};

export const formatTime = (format: string | null | undefined, value: number | Date | null | undefined): string =>
  getTimeFormatter(format)(value);

const MINUTE = '%Y-%m-%d %H:%M';
const SECOND = '%Y-%m-%d %H:%M:%S';
const DAY = '%Y-%m-%d';

/** One fixed format per time grain: a monthly point reads 'Mar 2024', a quarterly one '2024 Q1'. */
const GRAIN_FORMATS: Record<string, string> = {
  PT1S: SECOND,
  PT5S: SECOND,
  PT30S: SECOND,
  PT1M: MINUTE,
  PT5M: MINUTE,
  PT10M: MINUTE,
  PT15M: MINUTE,
  PT30M: MINUTE,
  PT1H: '%Y-%m-%d %H:00',
  PT6H: '%Y-%m-%d %H:00',
  P1D: DAY,
  P1W: DAY,
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  P1Y: '%Y',
  '1969-12-28T00:00:00Z/P1W': DAY,
  '1969-12-29T00:00:00Z/P1W': DAY,
  'P1W/1970-01-03T00:00:00Z': DAY,
  'P1W/1970-01-04T00:00:00Z': DAY,
};

/** The format for values truncated to a time grain; unknown grains get smart_date_detailed. */
export const getTimeFormatterForGranularity = (grain?: string | null): TimeFormatter =>
  getTimeFormatter((grain && GRAIN_FORMATS[grain]) || SMART_DATE_DETAILED_ID);

/**
 * Tooltips and labels of single points: the adaptive default becomes the grain's own format
 * (every point of a monthly series reads 'Mar 2024'); an explicit format is used as given.
 */
export const getTimeFormatterForPoint = (format: string | null | undefined, grain?: string | null): TimeFormatter =>
  format === undefined || format === null || format === '' || format === SMART_DATE_ID
    ? getTimeFormatterForGranularity(grain)
    : getTimeFormatter(format);
