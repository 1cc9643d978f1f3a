import type { TimeGrain } from '@tessera/core';
import type { SqlValue } from './types.js';

/** Quotes an identifier by wrapping it in `quote` and doubling embedded quote characters. */
export const quoteIdentifierWith =
  (quote: '"' | '`') =>
  (name: string): string => {
    if (name.length === 0) throw new Error('An identifier cannot be empty');
    assertNoNul(name);
    return `${quote}${name.replaceAll(quote, quote + quote)}${quote}`;
  };

export function assertNoNul(text: string): void {
  if (text.includes('\0')) throw new Error('NUL characters are not allowed in SQL text');
}

/** Standard SQL string literal: only the single quote needs doubling. */
export const standardString = (value: string): string => {
  assertNoNul(value);
  return `'${value.replaceAll("'", "''")}'`;
};

/** For engines that read backslash as an escape inside strings (MySQL, ClickHouse). */
export const backslashString = (value: string): string => {
  assertNoNul(value);
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * `YYYY-MM-DD HH:MM:SS[.mmm]` in UTC. Milliseconds are written only when non-zero so the text
 * compares equal to second-precision values stored as text (SQLite).
 */
export function formatUtcTimestamp(value: Date): string {
  const ms = value.getTime();
  if (Number.isNaN(ms)) throw new Error('Invalid Date cannot be written as a timestamp literal');
  const year = value.getUTCFullYear();
  if (year < 1 || year > 9999) throw new Error(`Year ${year} is outside the range of SQL timestamps`);
  const base =
    `${pad(year, 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())} ` +
    `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  const millis = value.getUTCMilliseconds();
  return millis === 0 ? base : `${base}.${pad(millis, 3)}`;
}

export function numberLiteral(value: number | bigint): string {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new Error(`${value} cannot be written as a SQL literal`);
  }
  const text = String(value);
  // Parentheses keep `a - -1` from turning into the comment `a --1` when spliced without spaces.
  return text.startsWith('-') ? `(${text})` : text;
}

export interface LiteralStyle {
  string: (value: string) => string;
  timestamp: (value: Date) => string;
  booleans?: { true: string; false: string };
}

export const makeLiteral =
  (style: LiteralStyle) =>
  (value: SqlValue): string => {
    if (value === null) return 'NULL';
    if (typeof value === 'string') return style.string(value);
    if (typeof value === 'number' || typeof value === 'bigint') return numberLiteral(value);
    if (typeof value === 'boolean') {
      const words = style.booleans ?? { true: 'TRUE', false: 'FALSE' };
      return value ? words.true : words.false;
    }
    if (value instanceof Date) return style.timestamp(value);
    throw new Error(`Unsupported literal value of type ${typeof value}`);
  };

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
}

/** Drops trailing semicolons and whitespace so a clause can be appended to user SQL. */
export const stripTrailingSemicolons = (sql: string): string => sql.replace(/[\s;]+$/, '');

/**
 * Appends LIMIT/OFFSET on a new line, so a trailing `-- comment` in `sql` cannot swallow it.
 * Trino wants OFFSET before LIMIT; everyone else accepts LIMIT n OFFSET m.
 */
export function appendLimit(
  sql: string,
  limit: number,
  offset?: number,
  order: 'limit-offset' | 'offset-limit' = 'limit-offset',
): string {
  assertCount('limit', limit);
  if (offset !== undefined) assertCount('offset', offset);
  const base = stripTrailingSemicolons(sql);
  const offsetClause = offset ? `OFFSET ${offset}` : '';
  const clauses = order === 'offset-limit' ? [offsetClause, `LIMIT ${limit}`] : [`LIMIT ${limit}`, offsetClause];
  return `${base}\n${clauses.filter((c) => c !== '').join(' ')}`;
}

export type GrainTemplates = Record<TimeGrain, (expr: string) => string>;

/** Looks a grain up at run time too, since grains arrive from user form data. */
export function applyGrain(templates: GrainTemplates, grain: TimeGrain, expr: string): string {
  const template = Object.hasOwn(templates, grain) ? templates[grain] : undefined;
  if (template === undefined) throw new Error(`Unknown time grain '${String(grain)}'`);
  return template(expr);
}
