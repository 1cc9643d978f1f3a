import type { Caller, ListQuery, QueryListItem, SqlLabExecutionResponse, SqlLabQuery } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { HttpError, nowIso } from '../../http/http-error.js';
import type { CacheStore } from '../../query/query-cache.js';
import { runList } from '../shared/list/run-list.js';
import { queryListResource } from './query-list-resource.js';
import { getVisibleQuery, queriesWithNames, toQueryDict, type QueryWithNames } from './query-store.js';
import type { RunningQueries } from './sqllab-run.js';
import { executionResponse, loadResult, type ResultPage } from './sqllab-results.js';

const ms = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** One query as `GET /api/v1/query/{pk}` and the list answer it (Superset's QueryRestApi show/list columns). */
export const toQueryApi = (r: QueryWithNames): QueryListItem => ({
  id: r.id,
  client_id: r.client_id,
  changed_on: r.changed_on,
  database: { id: r.database_id, database_name: r.database_name },
  user: r.user_id === null ? null : { id: r.user_id, username: r.username },
  end_time: ms(r.end_time),
  start_time: ms(r.start_time),
  error_message: r.error_message,
  executed_sql: r.executed_sql,
  limit: r.limit,
  limiting_factor: r.limiting_factor,
  progress: r.progress,
  results_key: r.results_key,
  rows: r.rows,
  catalog: r.catalog,
  schema: r.schema,
  select_as_cta: r.select_as_cta === 1,
  select_sql: r.select_sql,
  sql: r.sql,
  sql_editor_id: r.sql_editor_id,
  status: r.status,
  tab_name: r.tab_name,
  tmp_schema_name: r.tmp_schema_name,
  tmp_table_name: r.tmp_table_name,
  tracking_url: null,
});
export type QueryApi = QueryListItem;

/** `GET /api/v1/query/`: the caller's query history (everyone's for Admins), Superset's rison list. */
export const listQueries = async (
  db: Kysely<DB>,
  ctx: Caller,
  q: ListQuery,
): Promise<{ result: QueryApi[]; count: number; ids: number[] }> => {
  const page = await runList(db, queryListResource, q, ctx);
  const rows = page.ids.length === 0 ? [] : await queriesWithNames(db).where('q.id', 'in', page.ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result = page.ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toQueryApi(r)] : [];
  });
  return { result, count: page.count, ids: page.ids };
};

export const showQuery = async (db: Kysely<DB>, ctx: Caller, id: number): Promise<QueryApi> =>
  toQueryApi(await getVisibleQuery(db, ctx, { id }));

/**
 * `GET /api/v1/query/updated_since`: the caller's queries changed since a time, which SQL Lab polls
 * (Superset's QueryAutoRefresh) to follow async queries. Only the caller's own, Admins included.
 */
export const queriesUpdatedSince = async (
  db: Kysely<DB>,
  userId: number | null,
  lastUpdatedMs: number,
): Promise<SqlLabQuery[]> => {
  if (userId === null) return [];
  const rows = await queriesWithNames(db)
    .where('q.user_id', '=', userId)
    .where('q.changed_on', '>=', new Date(lastUpdatedMs).toISOString())
    .orderBy('q.changed_on')
    .limit(1000)
    .execute();
  return rows.map(toQueryDict);
};

/**
 * `POST /api/v1/query/stop` (Superset's QueryDAO.stop_query): marks the query stopped and cancels it
 * on the engine, at once when it runs in this process, otherwise when its run sees the row.
 */
export const stopQuery = async (
  db: Kysely<DB>,
  running: RunningQueries,
  ctx: Caller,
  clientId: string,
): Promise<void> => {
  const row = await getVisibleQuery(db, ctx, { clientId });
  if (['pending', 'running', 'fetching', 'scheduled'].includes(row.status)) {
    const now = nowIso();
    await db
      .updateTable('queries')
      .set({ status: 'stopped', end_time: now, changed_on: now })
      .where('id', '=', row.id)
      .execute();
  }
  running.abort(row.id);
};

/** `GET /api/v1/sqllab/results/`: a finished query's rows from the results backend, by its key. */
export const sqlLabResults = async (
  db: Kysely<DB>,
  cache: CacheStore,
  ctx: Caller,
  key: string,
  page: ResultPage,
): Promise<SqlLabExecutionResponse> => {
  const row = await queriesWithNames(db)
    .where('q.results_key', '=', key)
    .$if(!ctx.isAdmin, (qb) => qb.where('q.user_id', '=', ctx.userId ?? -1))
    .executeTakeFirst();
  const stored = row ? await loadResult(cache, key, ctx) : null;
  // Superset's 410: the key is unknown, expired or someone else's (not told apart, so keys cannot be probed).
  if (!row || !stored) {
    throw new HttpError(
      410,
      'Data could not be retrieved from the results backend. You need to re-run the original query.',
      'RESULTS_BACKEND_ERROR',
    );
  }
  return executionResponse(toQueryDict(row), stored, page);
};
