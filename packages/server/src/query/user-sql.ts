import type { QueryColumn, QueryMetric, QueryObject } from '@tessera/core';
import type { SqlFragmentKind, SqlParser, SqlTableRef } from '../engines/sql-parser.js';
import { badRequest } from '../http/http-error.js';
import { tableAccessDenied, tableName } from './sql-access.js';
import { lexicalProblem } from './sql-guard.js';

/** One piece of SQL a user wrote into a query object, with the field it came from. */
export interface UserSqlFragment {
  field: string;
  sql: string;
  kind: SqlFragmentKind;
}

/**
 * Every user-written SQL fragment of a query object, named by field: adhoc columns (dimensions,
 * series, filter subjects), SQL metrics, extras.where / extras.having and ORDER BY targets.
 * An adhoc column whose text is a dataset column name is that column, as the compiler reads it.
 */
export const collectUserSql = (q: QueryObject, datasetColumns: ReadonlyMap<string, unknown>): UserSqlFragment[] => {
  const out: UserSqlFragment[] = [];
  const column = (c: QueryColumn | undefined, field: string, kind: SqlFragmentKind = 'expression') => {
    if (c !== undefined && typeof c !== 'string' && !datasetColumns.has(c.sqlExpression)) {
      out.push({ field: `${field}.sqlExpression`, sql: c.sqlExpression, kind });
    }
  };
  const metric = (m: QueryMetric | null | undefined, field: string) => {
    if (m && typeof m !== 'string' && m.expressionType === 'SQL') {
      out.push({ field: `${field}.sqlExpression`, sql: m.sqlExpression, kind: 'expression' });
    }
  };
  q.columns.forEach((c, i) => column(c, `columns.${i}`));
  (q.groupby ?? []).forEach((c, i) => column(c, `groupby.${i}`));
  (q.series_columns ?? []).forEach((c, i) => column(c, `series_columns.${i}`));
  (q.metrics ?? []).forEach((m, i) => metric(m, `metrics.${i}`));
  metric(q.series_limit_metric, 'series_limit_metric');
  metric(q.timeseries_limit_metric, 'timeseries_limit_metric');
  q.filters.forEach((f, i) => column(f.col, `filters.${i}.col`));
  if (q.extras.where) out.push({ field: 'extras.where', sql: q.extras.where, kind: 'predicate' });
  if (q.extras.having) out.push({ field: 'extras.having', sql: q.extras.having, kind: 'predicate' });
  // As the compiler reads ORDER BY targets: SQL-typed ones are metrics, other adhoc ones columns.
  q.orderby.forEach(([target], i) => {
    if (typeof target === 'string' || 'aggregate' in target) return;
    if (target.expressionType === 'SQL') {
      out.push({ field: `orderby.${i}.sqlExpression`, sql: target.sqlExpression, kind: 'orderby' });
    } else column(target, `orderby.${i}`, 'orderby');
  });
  return out;
};

export interface UserSqlPolicy {
  /** Superset's ALLOW_ADHOC_SUBQUERY: sub-queries, table reads and table functions in adhoc SQL. */
  allowSubqueries: boolean;
  /** The tables among `refs` the caller may not read; consulted only when sub-queries are allowed. */
  unreadable: (refs: readonly SqlTableRef[]) => Promise<SqlTableRef[]>;
}

/** Superset's message when ALLOW_ADHOC_SUBQUERY is off. */
const NO_SUBQUERIES = 'Custom SQL fields cannot contain sub-queries.';

/**
 * Judges each fragment with the engine's own parser before anything is compiled: it must be one
 * expression (or predicate, or ORDER BY term) of that dialect; it may never touch the catalog,
 * files or other servers; sub-queries, table reads and table functions need ALLOW_ADHOC_SUBQUERY,
 * and then only tables the caller may read. Parses are cached, so a repeated query costs nothing.
 */
export const checkUserSql = async (
  fragments: readonly UserSqlFragment[],
  parser: SqlParser,
  policy: UserSqlPolicy,
): Promise<void> => {
  for (const { field, sql, kind } of fragments) {
    const fail = (why: string) => badRequest(`${field}: the SQL expression ${why}`, field);
    const problem = lexicalProblem(sql);
    if (problem) throw fail(problem);
    const parsed = await parser.parseFragment(sql, kind);
    if (!parsed.ok) throw fail(`does not parse as one ${parser.dialect} ${kind}: ${parsed.reason}`);
    const { tree } = parsed;
    const catalog = [
      ...tree.tables.filter((t) => parser.isCatalogTable(t)).map(tableName),
      ...[...tree.functions, ...tree.tableFunctions].filter((f) => parser.isCatalogFunction(f)),
    ];
    if (catalog.length > 0) {
      throw fail(`may not read the database catalog, files or other servers (${[...new Set(catalog)].join(', ')})`);
    }
    const reads = tree.subqueries > 0 || tree.tables.length > 0 || tree.tableFunctions.length > 0;
    if (!reads) continue;
    if (!policy.allowSubqueries) throw badRequest(`${field}: ${NO_SUBQUERIES}`, field);
    const denied = await policy.unreadable(tree.tables);
    if (denied.length > 0) throw tableAccessDenied(field, denied);
  }
};
