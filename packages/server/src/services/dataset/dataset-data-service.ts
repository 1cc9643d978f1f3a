import {
  QueryObjectSchema,
  TYPE_GENERIC,
  type ColumnValuesQuery,
  type SamplesPayload,
  type SamplesResult,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/caller.js';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { ConnectionManager } from '../../engines/connection-manager.js';
import { badRequest } from '../../http/http-error.js';
import { compileQuery } from '../../query/compile-query.js';
import { executeQuery, toRecords } from '../../query/execute.js';
import { assertQuerySqlAllowed } from '../../query/query-sql-checks.js';
import { loadQueryDataset } from '../../query/query-dataset.js';
import { rlsPredicateFor } from '../../query/rls-service.js';
import { timeRangeResolver } from '../../query/time-range-resolver.js';
import { assertDatasetAccess } from './dataset-owners.js';
import { sourceSql } from './dataset-source.js';

export interface DatasetDataDeps {
  db: Kysely<DB>;
  connections: ConnectionManager;
  config: Config;
}

export interface SamplesRequest {
  page: number;
  perPage: number | undefined;
  payload: SamplesPayload;
}

/**
 * Superset's `POST /datasource/samples`: every column, the payload's filters and row-level
 * security, one page of rows (`per_page` capped by SAMPLES_ROW_LIMIT) and the total count.
 */
export const datasetSamples = async (
  deps: DatasetDataDeps,
  caller: Caller,
  datasetId: number,
  req: SamplesRequest,
): Promise<SamplesResult> => {
  const loaded = await loadQueryDataset(deps.db, datasetId);
  assertDatasetAccess(caller, loaded.ref);
  const cap = deps.config.samplesRowLimit;
  const perPage = Math.min(req.perPage ?? cap, cap);
  const open = await deps.connections.open(loaded.databaseId);
  const options = {
    dialect: open.spec.dialect,
    defaultRowLimit: perPage,
    maxRowLimit: perPage,
    resolveRange: timeRangeResolver(deps.config.timezone),
    rlsPredicate: await rlsPredicateFor(deps.db, datasetId, caller.roleIds),
  };
  const query = QueryObjectSchema.parse({
    columns: loaded.columns.map((c) => c.name),
    filters: req.payload.filters,
    extras: req.payload.extras ?? {},
    granularity: req.payload.granularity ?? null,
    time_range: req.payload.time_range ?? null,
    row_limit: perPage,
    row_offset: (req.page - 1) * perPage,
  });
  await assertQuerySqlAllowed(
    { db: deps.db, caller, open, loaded, allowAdhocSubquery: deps.config.allowAdhocSubquery },
    [query],
  );
  const page = compileQuery(query, loaded.dataset, options);
  const count = compileQuery({ ...query, is_rowcount: true }, loaded.dataset, options);
  const timeoutMs = deps.config.queryTimeoutSeconds * 1000;
  const name = open.row.database_name;
  const [rows, total] = await Promise.all([
    executeQuery(open.conn, name, page.sql, timeoutMs),
    executeQuery(open.conn, name, count.sql, timeoutMs),
  ]);
  return {
    data: toRecords(rows),
    colnames: rows.columns.map((c) => c.name),
    coltypes: rows.columns.map((c) => c.typeGeneric),
    rowcount: rows.rows.length,
    total_count: Number(total.rows[0]?.[0] ?? 0),
    page: req.page,
    per_page: perPage,
  };
};

/**
 * Distinct values of one column for filter selects, sorted. The dataset's fetch-values
 * predicate and row-level security apply (as in Superset's values_for_column); the search is a
 * case-insensitive contains written as a quoted literal, never spliced raw.
 */
export const columnValues = async (
  deps: DatasetDataDeps,
  caller: Caller,
  datasetId: number,
  columnName: string,
  q: ColumnValuesQuery,
): Promise<unknown[]> => {
  const loaded = await loadQueryDataset(deps.db, datasetId);
  assertDatasetAccess(caller, loaded.ref);
  const col = loaded.dataset.columns.get(columnName);
  if (!col) throw badRequest(`column: Column name ${columnName} does not exist`, 'column');
  const extra = await deps.db
    .selectFrom('datasets')
    .select('fetch_values_predicate')
    .where('id', '=', datasetId)
    .executeTakeFirstOrThrow();
  const open = await deps.connections.open(loaded.databaseId);
  await assertQuerySqlAllowed(
    { db: deps.db, caller, open, loaded, allowAdhocSubquery: deps.config.allowAdhocSubquery },
    [],
  );
  const { dialect } = open.spec;
  const expr = col.expression ? `(${col.expression})` : dialect.quoteIdentifier(col.name);
  const where: string[] = [];
  if (extra.fetch_values_predicate) where.push(`(${extra.fetch_values_predicate})`);
  const rls = await rlsPredicateFor(deps.db, datasetId, caller.roleIds);
  if (rls) where.push(`(${rls})`);
  if (q.search !== undefined && q.search !== '') {
    if (col.typeGeneric !== null && col.typeGeneric !== TYPE_GENERIC.STRING) {
      throw badRequest(`q.search: column '${columnName}' is not a text column and cannot be searched`, 'q.search');
    }
    where.push(dialect.ilike(expr, dialect.literal(`%${q.search}%`)));
  }
  const label = dialect.quoteIdentifier(col.name);
  const from = sourceSql(open, loaded.dataset);
  const sql = dialect.limit(
    `SELECT DISTINCT ${expr} AS ${label}\nFROM ${from}${where.length > 0 ? `\nWHERE ${where.join(' AND ')}` : ''}\nORDER BY ${label}`,
    q.limit,
  );
  const result = await executeQuery(open.conn, open.row.database_name, sql, deps.config.queryTimeoutSeconds * 1000);
  return result.rows.map((r) => r[0]);
};
