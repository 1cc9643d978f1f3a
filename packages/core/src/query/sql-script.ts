/**
 * SQL Lab scripts as statements: split on `;` outside strings, quoted identifiers, comments and
 * dollar quotes (Superset's SQLScript), and each statement's first keyword, which decides whether it
 * reads (the engine's parser then names its tables), writes (DML/DDL: only where the database has
 * allow_dml) or does something else (SET, PRAGMA, ATTACH, COPY, INSTALL ...: Admin only).
 */

export type StatementKind = 'read' | 'mutating' | 'other';

export interface ScriptStatement {
  /** The statement's text without its terminating `;`, trimmed. */
  sql: string;
  kind: StatementKind;
  /** The first keyword, upper case ('' when the statement starts with a parenthesis). */
  keyword: string;
}

/** Keywords that start a query the engine's parser reads (DuckDB's FROM-first form included). */
const READ_KEYWORDS = new Set(['SELECT', 'WITH', 'FROM', 'VALUES', 'TABLE', '(']);
/** Superset's is_mutating: statements that change data or the schema. */
const MUTATING_KEYWORDS = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'REPLACE',
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'RENAME',
  'GRANT',
  'REVOKE',
  'COMMENT',
]);

/** Where a quoted run ending at `close` ends, or -1 when it is not closed. */
const endOfQuoted = (sql: string, start: number, close: string): number => {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === close && sql[i + 1] === close) i += 2;
    else if (sql[i] === close) return i + 1;
    else i += 1;
  }
  return -1;
};

/** The index after a comment, string, quoted name or dollar-quoted body starting at `i`; `i` when none does. */
const skipQuoted = (sql: string, i: number): number => {
  const ch = sql[i];
  if (ch === '-' && sql[i + 1] === '-') {
    const nl = sql.indexOf('\n', i);
    return nl === -1 ? sql.length : nl + 1;
  }
  if (ch === '/' && sql[i + 1] === '*') {
    const end = sql.indexOf('*/', i + 2);
    return end === -1 ? sql.length : end + 2;
  }
  if (ch === "'" || ch === '"' || ch === '`') {
    const end = endOfQuoted(sql, i, ch);
    return end === -1 ? sql.length : end;
  }
  if (ch === '$') {
    const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0];
    if (tag) {
      const end = sql.indexOf(tag, i + tag.length);
      return end === -1 ? sql.length : end + tag.length;
    }
  }
  return i;
};

/** The statement's text with comments removed (strings kept), for keyword and LIMIT checks. */
export const stripComments = (sql: string): string => {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const next = skipQuoted(sql, i);
    if (next === i) {
      out += sql[i];
      i += 1;
    } else {
      const piece = sql.slice(i, next);
      out += piece.startsWith('--') || piece.startsWith('/*') ? ' ' : piece;
      i = next;
    }
  }
  return out;
};

const firstKeyword = (sql: string): string => {
  const text = stripComments(sql).trimStart();
  if (text.startsWith('(')) return '(';
  return (/^[A-Za-z_]+/.exec(text)?.[0] ?? '').toUpperCase();
};

/** The statement's code alone: strings, quoted names, dollar bodies and comments blanked. */
const codeOnly = (sql: string): string => {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const next = skipQuoted(sql, i);
    if (next === i) {
      out += sql[i];
      i += 1;
    } else {
      out += ' ';
      i = next;
    }
  }
  return out;
};

/**
 * A query that writes: `SELECT ... INTO` (a new table in PostgreSQL and DuckDB, a server file with
 * MySQL's INTO OUTFILE), a data-modifying CTE (`WITH d AS (DELETE ... RETURNING *) SELECT ...`), or
 * a locking `FOR UPDATE`. Such a "read" is judged as the write it is (Superset's is_mutating).
 */
const writesInto = (sql: string): boolean =>
  /\b(INTO|INSERT|UPDATE|DELETE|MERGE|UPSERT|TRUNCATE|DROP|ALTER|CREATE|GRANT|REVOKE)\b/i.test(codeOnly(sql));

const kindOf = (keyword: string, sql: string): StatementKind => {
  if (READ_KEYWORDS.has(keyword)) return writesInto(sql) ? 'mutating' : 'read';
  if (MUTATING_KEYWORDS.has(keyword)) return 'mutating';
  return 'other';
};

/** Where each `;`-separated part of a script starts and ends (the `;` excluded), empties included. */
const statementSpans = (script: string): [from: number, to: number][] => {
  const spans: [number, number][] = [];
  let start = 0;
  let i = 0;
  while (i < script.length) {
    const next = skipQuoted(script, i);
    if (next !== i) {
      i = next;
      continue;
    }
    if (script[i] === ';') {
      spans.push([start, i]);
      start = i + 1;
    }
    i += 1;
  }
  spans.push([start, script.length]);
  return spans;
};

const isBlank = (sql: string): boolean => stripComments(sql).trim() === '';

/** The statements of a script, in order; empty statements (`;;`, comments alone) are dropped. */
export const splitStatements = (script: string): ScriptStatement[] =>
  statementSpans(script)
    .map(([from, to]) => script.slice(from, to).trim())
    .filter((sql) => !isBlank(sql))
    .map((sql) => {
      const keyword = firstKeyword(sql);
      return { sql, kind: kindOf(keyword, sql), keyword: keyword === '(' ? '' : keyword };
    });

/**
 * The statement under the cursor at `offset` (SQL Lab's 'Run current statement', Ctrl+Shift+Enter,
 * and the type-ahead preview), trimmed, with where it sits in the script. A cursor just after a
 * `;` (or in blank text after it) belongs to the statement before, as Superset's editor reads it.
 */
export const statementAt = (script: string, offset: number): { sql: string; from: number; to: number } | null => {
  const spans = statementSpans(script).filter(([from, to]) => !isBlank(script.slice(from, to)));
  const span = spans.filter(([from]) => from < offset).at(-1) ?? spans[0];
  if (span === undefined) return null;
  const text = script.slice(span[0], span[1]);
  const lead = text.length - text.trimStart().length;
  const sql = text.trim();
  return { sql, from: span[0] + lead, to: span[0] + lead + sql.length };
};

/**
 * The row limit a query sets itself: a trailing `LIMIT n` (optionally `OFFSET m`) of the outer
 * query, outside comments and strings; null when there is none (Superset's ParsedQuery.limit).
 */
export const trailingLimit = (sql: string): number | null => {
  const text = stripComments(sql).trim();
  const m = /\bLIMIT\s+(\d+)(?:\s+OFFSET\s+\d+)?\s*$/i.exec(text) ?? /\bLIMIT\s+\d+\s*,\s*(\d+)\s*$/i.exec(text);
  if (!m) return null;
  // A LIMIT inside a trailing parenthesised sub-query belongs to it, not to the outer query.
  const before = text.slice(0, m.index);
  const opened = (before.match(/\(/g) ?? []).length - (before.match(/\)/g) ?? []).length;
  return opened === 0 ? Number(m[1]) : null;
};

/** Superset's LimitingFactor: what capped the rows of a SQL Lab query. */
export const LIMITING_FACTORS = ['UNKNOWN', 'NOT_LIMITED', 'QUERY', 'DROPDOWN', 'QUERY_AND_DROPDOWN'] as const;
export type LimitingFactor = (typeof LIMITING_FACTORS)[number];

/**
 * The limit a SQL Lab query runs under and what imposes it (Superset's SqlJsonExecutionContext):
 * the smaller of the query's own LIMIT and the limit picked in the editor, both capped by the
 * server's SQL_MAX_ROW. After the run, a result that did not reach the limit is NOT_LIMITED.
 */
export const sqlLabLimit = (
  queryLimit: number | null,
  sqlLimit: number | null,
  maxRow: number,
): { limit: number; factor: LimitingFactor } => {
  const dropdown = queryLimit !== null && queryLimit > 0 ? Math.min(queryLimit, maxRow) : null;
  if (sqlLimit !== null && dropdown !== null) {
    if (sqlLimit < dropdown) return { limit: sqlLimit, factor: 'QUERY' };
    if (sqlLimit > dropdown) return { limit: dropdown, factor: 'DROPDOWN' };
    return { limit: dropdown, factor: 'QUERY_AND_DROPDOWN' };
  }
  if (dropdown !== null) return { limit: dropdown, factor: 'DROPDOWN' };
  if (sqlLimit !== null) return { limit: Math.min(sqlLimit, maxRow), factor: 'QUERY' };
  return { limit: maxRow, factor: 'UNKNOWN' };
};
