import { badRequest } from '../http/http-error.js';

/**
 * Removes quoted strings and identifiers so structural checks see only SQL syntax. A backslash
 * right before a quote is refused: engines disagree on whether it escapes the quote (MySQL and
 * ClickHouse do, PostgreSQL, SQLite, Trino and DuckDB do not), so without it every engine, every
 * parser and this scan end each literal at the same place.
 */
const stripQuoted = (sql: string): { rest: string; error: string | null } => {
  let rest = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] as string;
    if (ch === "'" || ch === '"' || ch === '`') {
      const close = ch;
      i += 1;
      let closed = false;
      while (i < sql.length) {
        if (sql[i] === '\\' && (sql[i + 1] === "'" || sql[i + 1] === '"' || sql[i + 1] === '`')) {
          return { rest, error: 'may not contain a backslash before a quote' };
        }
        if (sql[i] === close && sql[i + 1] === close) i += 2;
        else if (sql[i] === close) {
          closed = true;
          i += 1;
          break;
        } else i += 1;
      }
      if (!closed) return { rest, error: 'has an unterminated quote' };
      rest += ' ? ';
      continue;
    }
    if ((ch === '-' && sql[i + 1] === '-') || (ch === '/' && sql[i + 1] === '*') || ch === '#') {
      return { rest, error: 'may not contain comments' };
    }
    // PostgreSQL and DuckDB dollar-quoted strings ($$...$$, $tag$...$tag$) would hide text from this scan.
    if (ch === '$' && /^\$[A-Za-z_]*\$/.test(sql.slice(i))) return { rest, error: 'may not contain dollar quotes' };
    rest += ch;
    i += 1;
  }
  return { rest, error: null };
};

const balanced = (s: string): boolean => {
  let depth = 0;
  for (const ch of s) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
};

/** Why a user fragment cannot be spliced into a query, judged from its tokens alone; null when it can. */
export const lexicalProblem = (sql: string): string | null => {
  const { rest, error } = stripQuoted(sql);
  if (error) return error;
  if (rest.includes(';')) return 'may not contain more than one statement';
  if (!balanced(rest)) return 'has unbalanced parentheses';
  return null;
};

/**
 * The compiler's last line on a user-written fragment (adhoc column, metric, WHERE or HAVING):
 * one statement, no comment that could cut the rest of the query, balanced parentheses, quotes
 * every engine reads alike. What the fragment reads (sub-queries, tables, catalog functions) is
 * judged before compiling, by the engine's own parser (user-sql.ts, which every query path runs).
 */
export const assertSafeExpression = (sql: string, field: string): void => {
  const problem = lexicalProblem(sql);
  if (problem) throw badRequest(`${field}: the SQL expression ${problem}`, field);
};
