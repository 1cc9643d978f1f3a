import nodeSqlParser from 'node-sql-parser';
import { badRequest } from '../http/http-error.js';

// A CommonJS package: its named exports only exist on the default export under Node's ESM.
const parser = new nodeSqlParser.Parser();

/** Removes quoted strings and identifiers so structural checks see only SQL syntax. */
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
        if (sql[i] === '\\' && close !== '"') i += 2;
        else if (sql[i] === close && sql[i + 1] === close) i += 2;
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

/**
 * Checks a user-written SQL fragment (adhoc column, metric, WHERE or HAVING) before it is
 * spliced into a query: one expression, no statement separator, no comment that could cut
 * the rest of the query, balanced parentheses, and no sub-select. Syntax errors are left
 * to the engine so the user sees the engine's own message.
 */
export const assertSafeExpression = (sql: string, field: string): void => {
  const { rest, error } = stripQuoted(sql);
  const fail = (why: string) => {
    throw badRequest(`${field}: the SQL expression ${why}`, field);
  };
  if (error) fail(error);
  if (rest.includes(';')) fail('may not contain more than one statement');
  if (!balanced(rest)) fail('has unbalanced parentheses');
  if (/\bselect\b/i.test(rest)) fail('may not contain a sub-select');
  try {
    const ast = parser.astify(`SELECT ${sql} AS __tessera_expr FROM __tessera_table`, { database: 'postgresql' });
    const text = JSON.stringify(ast);
    if ((text.match(/"type":"select"/g) ?? []).length > 1 || text.includes('"ast"'))
      fail('may not contain a sub-select');
  } catch (err) {
    if (err instanceof Error && err.message.startsWith(`${field}:`)) throw err;
  }
};
