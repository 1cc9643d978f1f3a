import { TYPE_GENERIC, type TypeGeneric } from '@tessera/core';
import type { OpenDatabase } from '../../engines/connection-manager.js';
import { stripTrailingSemicolons } from '../../engines/sql-text.js';
import { QueryTimeoutError } from '../../engines/types.js';
import { HttpError, unprocessable } from '../../http/http-error.js';
import { virtualTableSql } from '../../query/pipeline.js';

export interface SourceColumn {
  name: string;
  type: string | null;
  typeGeneric: TypeGeneric;
}

export interface DatasetSource {
  schema: string | null;
  tableName: string;
  sql: string | null;
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** SQL with quoted text and comments blanked out, so keyword checks see only the statement's shape. */
const skeleton = (sql: string): string => {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] as string;
    if (ch === "'" || ch === '"' || ch === '`') {
      i += 1;
      while (i < sql.length && !(sql[i] === ch && sql[i + 1] !== ch)) i += sql[i] === ch ? 2 : 1;
      i += 1;
      out += ' ? ';
    } else if (ch === '-' && sql[i + 1] === '-') {
      while (i < sql.length && sql[i] !== '\n') i += 1;
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
      out += ' ';
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
};

// Statements (DDL, LOAD, PRAGMA ...) are already refused by the leading-keyword check; inside a
// SELECT only data-modifying CTEs and SELECT INTO can write.
const MUTATING = /\b(insert|update|delete|merge|upsert|into)\b/i;

/**
 * Superset accepts only one read-only SELECT as a virtual dataset ("Only SELECT statements are
 * allowed", "Only single queries supported"); the engine still has the last word on syntax.
 */
export const assertSingleSelect = (sql: string, field = 'sql'): void => {
  const shape = stripTrailingSemicolons(skeleton(sql)).trim();
  if (shape === '') throw unprocessable(`${field}: the SQL is empty`, field);
  if (shape.includes(';')) throw unprocessable(`${field}: Only single queries supported`, field);
  if (!/^(\(\s*)*(select|with|values)\b/i.test(shape) || MUTATING.test(shape)) {
    throw unprocessable(`${field}: Only SELECT statements are allowed`, field);
  }
};

/** The FROM target of a dataset: the quoted table, or the virtual SQL as a sub-query. */
export const sourceSql = (open: OpenDatabase, src: DatasetSource): string => {
  const q = open.spec.dialect.quoteIdentifier;
  if (src.sql) return virtualTableSql(src.sql);
  return src.schema ? `${q(src.schema)}.${q(src.tableName)}` : q(src.tableName);
};

const tableNotFound = (table: string, detail?: string): HttpError =>
  unprocessable(
    `table_name: Table [${table}] could not be found, please double check your database connection, schema, and table name${detail ? ` (${detail})` : ''}`,
    'table_name',
  );

/**
 * The columns a dataset's source has now: introspected for a table, or read from a one-row run
 * of the virtual SQL (engines report result types even without rows, one row helps SQLite).
 */
export const readSourceColumns = async (
  open: OpenDatabase,
  src: DatasetSource,
  timeoutMs: number,
): Promise<SourceColumn[]> => {
  if (!src.sql) {
    const schema = src.schema ?? open.spec.defaultSchema ?? '';
    let cols;
    try {
      cols = await open.conn.introspect.columns(schema, src.tableName);
    } catch (err) {
      throw tableNotFound(src.tableName, messageOf(err));
    }
    if (cols.length === 0) throw tableNotFound(src.tableName);
    return cols.map((c) => ({ name: c.name, type: c.type, typeGeneric: c.typeGeneric }));
  }
  assertSingleSelect(src.sql);
  const sql = open.spec.dialect.limit(`SELECT * FROM ${sourceSql(open, src)}`, 1);
  let result;
  try {
    result = await open.conn.execute(sql, { timeoutMs });
  } catch (err) {
    if (err instanceof QueryTimeoutError)
      throw new HttpError(408, `Query timeout: ${err.message}`, 'SQLLAB_TIMEOUT_ERROR');
    throw unprocessable(`sql: ${messageOf(err)}`, 'sql');
  }
  const seen = new Set<string>();
  for (const c of result.columns) {
    if (seen.has(c.name)) throw unprocessable(`sql: the query returns more than one column named '${c.name}'`, 'sql');
    seen.add(c.name);
  }
  return result.columns.map((c) => ({
    name: c.name,
    type: c.type || null,
    typeGeneric: c.typeGeneric ?? TYPE_GENERIC.STRING,
  }));
};
