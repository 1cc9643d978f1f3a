import { isEpochDateFormat, parseDateFormat, type DateDirective, type DateFormatPart } from '@tessera/core';

/**
 * The pieces engines build a python_date_format parser from. Which pieces an engine uses, and
 * the SQL around them, is in its own spec (Superset keeps epoch_to_dttm per engine spec too).
 */
export type TemporalFormat =
  { kind: 'epoch_s' } | { kind: 'epoch_ms' } | { kind: 'pattern'; format: string; parts: DateFormatPart[] };

/** Reads a python_date_format; null for a pattern with a directive no engine here reads. */
export const readTemporalFormat = (format: string): TemporalFormat | null => {
  if (isEpochDateFormat(format)) return format === 'epoch_s' ? { kind: 'epoch_s' } : { kind: 'epoch_ms' };
  const parts = parseDateFormat(format);
  return parts ? { kind: 'pattern', format, parts } : null;
};

const has = (parts: readonly DateFormatPart[], ...directives: DateDirective[]): boolean =>
  parts.some((p) => 'directive' in p && directives.includes(p.directive));

/**
 * Strict parsers (MySQL's STR_TO_DATE gives 2024-00-00 for '%Y') need a month and a day: a
 * pattern without them reads the value with `suffix` appended, so '%Y' reads '2024|01|01'.
 */
export const withMonthAndDay = (parts: readonly DateFormatPart[]): { parts: DateFormatPart[]; suffix: string } => {
  const out = [...parts];
  let suffix = '';
  if (!has(parts, 'm', 'b', 'B', 'j')) {
    out.push({ text: '|' }, { directive: 'm' });
    suffix += '|01';
  }
  if (!has(parts, 'd', 'j')) {
    out.push({ text: '|' }, { directive: 'd' });
    suffix += '|01';
  }
  return { parts: out, suffix };
};

const MYSQL_CODES: Record<DateDirective, string> = {
  Y: '%Y',
  y: '%y',
  m: '%m',
  d: '%d',
  H: '%H',
  I: '%h',
  M: '%i',
  S: '%s',
  f: '%f',
  p: '%p',
  b: '%b',
  B: '%M',
  j: '%j',
};

/** The pattern in MySQL's codes, which Trino's date_parse and ClickHouse's parseDateTime share. */
export const mysqlStylePattern = (parts: readonly DateFormatPart[]): string =>
  parts.map((p) => ('text' in p ? p.text.replaceAll('%', '%%') : MYSQL_CODES[p.directive])).join('');

const POSTGRES_CODES: Record<DateDirective, string> = {
  Y: 'YYYY',
  y: 'YY',
  m: 'MM',
  d: 'DD',
  H: 'HH24',
  I: 'HH12',
  M: 'MI',
  S: 'SS',
  f: 'US',
  p: 'AM',
  b: 'Mon',
  B: 'FMMonth',
  j: 'DDD',
};

/** The pattern as a PostgreSQL TO_TIMESTAMP template; text that could read as a field is double-quoted. */
export const postgresPattern = (parts: readonly DateFormatPart[]): string =>
  parts
    .map((p) => {
      if ('directive' in p) return POSTGRES_CODES[p.directive];
      return /[A-Za-z0-9"\\]/.test(p.text) ? `"${p.text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : p.text;
    })
    .join('');

const WIDTHS: Partial<Record<DateDirective, number>> = { Y: 4, y: 2, m: 2, d: 2, H: 2, M: 2, S: 2, f: 6 };

/**
 * Where each field sits in a value, for engines with no date parser (SQLite): 1-based start and
 * length. Null when a field has no fixed width (month names, 12-hour clock, day of year).
 */
export const fixedWidthFields = (
  parts: readonly DateFormatPart[],
): { directive: DateDirective; start: number; length: number }[] | null => {
  const fields: { directive: DateDirective; start: number; length: number }[] = [];
  let at = 1;
  for (const p of parts) {
    if ('text' in p) {
      at += p.text.length;
      continue;
    }
    const length = WIDTHS[p.directive];
    if (length === undefined) return null;
    fields.push({ directive: p.directive, start: at, length });
    at += length;
  }
  return fields;
};
