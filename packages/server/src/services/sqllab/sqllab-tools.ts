import {
  canUseDatabaseInSqlLab,
  splitStatements,
  SqlLabPermalinkStateSchema,
  sqlLabPermalinkUrl,
  TYPE_GENERIC,
  type SqlLabPermalinkState,
  type TypeGeneric,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import { format, type SqlLanguage } from 'sql-formatter';
import type { Caller } from '@tessera/core';
import type { DB } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../http/http-error.js';
import { prepareScript, prepareSql, runPlan, type PipelineDeps } from '../../query/pipeline.js';
import { toCsv } from '../../query/result-format.js';
import { KV_RESOURCE, decodeKey, kvCreate, kvGet } from '../shared/key-value-store.js';
import { getVisibleQuery } from './query-store.js';
import { loadResult, toStored, type StoredResult } from './sqllab-results.js';
import { loadSqlLabDatabase } from './sqllab-execute.js';

/** sql-formatter's language for each engine; the others format as standard SQL. */
const FORMAT_LANGUAGE: Record<string, SqlLanguage> = {
  duckdb: 'duckdb',
  postgresql: 'postgresql',
  mysql: 'mysql',
  sqlite: 'sqlite',
  trino: 'trino',
  clickhousedb: 'clickhouse',
};

/**
 * `POST /api/v1/sqllab/format_sql/`: the SQL in the engine's dialect (the database's, else `engine`).
 * Superset formats with sqlglot; text that does not tokenize comes back as a 400 naming `sql`.
 */
export const formatSql = async (
  db: Kysely<DB>,
  body: { sql: string; engine?: string | null | undefined; database_id?: number | null | undefined },
): Promise<string> => {
  let engine = body.engine ?? null;
  if (body.database_id) {
    const row = await db.selectFrom('databases').select('engine').where('id', '=', body.database_id).executeTakeFirst();
    if (!row) throw notFound('Database');
    engine = row.engine;
  }
  const language = (engine && FORMAT_LANGUAGE[engine]) || 'sql';
  try {
    // Template markers ({{ ... }}) are kept as they are, not formatted as SQL.
    return format(body.sql, { language, paramTypes: { custom: [{ regex: String.raw`\{\{[\s\S]*?\}\}` }] } });
  } catch (err) {
    throw badRequest(`sql: the SQL could not be formatted: ${err instanceof Error ? err.message : String(err)}`, 'sql');
  }
};

/**
 * `POST /api/v1/sqllab/estimate/` (Superset's QueryEstimationCommand): the engine's plan cost of
 * one SELECT, through the same access checks as running it.
 */
export const estimateQueryCost = async (
  deps: PipelineDeps,
  caller: Caller,
  body: { database_id: number; sql: string },
): Promise<Record<string, number>[]> => {
  await loadSqlLabDatabase(deps, caller, body.database_id);
  const statements = splitStatements(body.sql);
  const [only] = statements;
  if (statements.length !== 1 || !only || only.kind !== 'read') {
    throw badRequest('sql: cost estimation takes one SELECT statement', 'sql');
  }
  const plan = await prepareSql(deps, caller, {
    databaseId: body.database_id,
    sql: only.sql,
    schema: null,
    // As execute: catalog, file and extension reads are for Admins only.
    mode: 'write',
    explain: true,
  });
  const result = await runPlan(deps, plan);
  return plan.open.spec.queryCost?.parse(result) ?? [];
};

/** `POST /api/v1/sqllab/permalink`: the tab's state under a new key; opens at `/sqllab/p/{key}`. */
export const createSqlLabPermalink = async (
  db: Kysely<DB>,
  caller: Caller,
  state: SqlLabPermalinkState,
): Promise<{ key: string; url: string }> => {
  const key = await kvCreate(db, KV_RESOURCE.sqllabPermalink, state, caller.userId, null);
  return { key, url: sqlLabPermalinkUrl(key) };
};

/**
 * `GET /api/v1/sqllab/permalink/{key}`: the stored tab, for readers who may use its database in
 * SQL Lab (anyone else gets 404, so keys cannot be probed for SQL text).
 */
export const getSqlLabPermalink = async (
  db: Kysely<DB>,
  caller: Caller,
  key: string,
): Promise<SqlLabPermalinkState> => {
  const uuid = decodeKey(key);
  const entry = uuid ? await kvGet(db, KV_RESOURCE.sqllabPermalink, uuid) : null;
  const parsed = SqlLabPermalinkStateSchema.safeParse(entry?.value);
  if (!parsed.success) throw notFound('SQL Lab permalink');
  const row = await db
    .selectFrom('databases')
    .select(['id', 'database_name'])
    .where('id', '=', parsed.data.dbId)
    .executeTakeFirst();
  if (!row || !(caller.isAdmin || canUseDatabaseInSqlLab(caller.perms, { id: row.id, name: row.database_name }))) {
    throw notFound('SQL Lab permalink');
  }
  return parsed.data;
};

/**
 * `GET /api/v1/sqllab/export/{client_id}/` (Superset's SqlLabRestApi.export_csv): the query's rows
 * from the results backend; when they expired, a single SELECT runs again through the pipeline
 * (checked again for the caller). Scripts with several statements are never re-run.
 */
export const exportQueryCsv = async (
  deps: PipelineDeps,
  caller: Caller,
  clientId: string,
): Promise<{ csv: string; fileName: string }> => {
  const row = await getVisibleQuery(deps.db, caller, { clientId });
  let stored: StoredResult | null = row.results_key ? await loadResult(deps.cache, row.results_key, caller) : null;
  if (!stored) {
    const statements = splitStatements(row.executed_sql ?? '');
    const [only] = statements;
    if (statements.length !== 1 || !only || only.kind !== 'read' || row.select_as_cta === 1) {
      throw new HttpError(
        410,
        'Data could not be retrieved from the results backend. You need to re-run the original query.',
        'RESULTS_BACKEND_ERROR',
      );
    }
    const plan = await prepareScript(deps, caller, {
      databaseId: row.database_id,
      sql: only.sql,
      queryLimit: row.limit,
      maxRow: deps.config.sqllab.maxRow,
      ctas: null,
    });
    const [statement] = plan.statements;
    if (!statement) throw notFound('Query');
    stored = toStored(await runPlan(deps, statement), plan.limit, caller.userId);
  }
  const csv = toCsv({
    colnames: stored.columns.map((c) => c.name),
    coltypes: stored.columns.map((c) => (c.type_generic ?? TYPE_GENERIC.STRING) as TypeGeneric),
    data: stored.data,
  });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  return { csv, fileName: `sqllab_${row.client_id}_${stamp}.csv` };
};
