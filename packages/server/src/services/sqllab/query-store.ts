import {
  LIMITING_FACTORS,
  QUERY_STATUSES,
  type LimitingFactor,
  type QueryStatus,
  type SqlLabQuery,
} from '@tessera/core';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { QueriesTable } from '../../db/sqllab-schema.js';
import { notFound, nowIso } from '../../http/http-error.js';

export type QueryRow = Selectable<QueriesTable>;

/** A query row with its database's and user's names, as to_dict needs them. */
export interface QueryWithNames extends QueryRow {
  database_name: string;
  username: string | null;
}

const ms = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

const parseExtra = (json: string | null): Record<string, unknown> => {
  if (!json) return {};
  try {
    const v: unknown = JSON.parse(json);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const statusOf = (s: string): QueryStatus =>
  (QUERY_STATUSES as readonly string[]).includes(s) ? (s as QueryStatus) : 'failed';
const factorOf = (s: string | null): LimitingFactor | null =>
  s !== null && (LIMITING_FACTORS as readonly string[]).includes(s) ? (s as LimitingFactor) : null;

/** Superset's Query.to_dict(): what execute, results and updated_since answer, field for field. */
export const toQueryDict = (r: QueryWithNames): SqlLabQuery => ({
  changed_on: r.changed_on,
  changedOn: ms(r.changed_on),
  dbId: r.database_id,
  db: r.database_name,
  endDttm: ms(r.end_time),
  errorMessage: r.error_message,
  executedSql: r.executed_sql,
  id: r.client_id,
  queryId: r.id,
  limit: r.limit,
  limitingFactor: factorOf(r.limiting_factor),
  progress: r.progress,
  rows: r.rows,
  catalog: r.catalog,
  schema: r.schema,
  ctas: r.select_as_cta === 1,
  serverId: r.id,
  sql: r.sql,
  sqlEditorId: r.sql_editor_id,
  startDttm: ms(r.start_time),
  state: statusOf(r.status),
  tab: r.tab_name,
  tempSchema: r.tmp_schema_name,
  tempTable: r.tmp_table_name,
  userId: r.user_id,
  user: r.username,
  resultsKey: r.results_key,
  trackingUrl: null,
  extra: parseExtra(r.extra_json),
});

/** The query rows joined with their database and user names. */
export const queriesWithNames = (db: Kysely<DB>) =>
  db
    .selectFrom('queries as q')
    .innerJoin('databases as d', 'd.id', 'q.database_id')
    .leftJoin('users as u', 'u.id', 'q.user_id')
    .selectAll('q')
    .select(['d.database_name', 'u.username']);

export const insertQuery = async (db: Kysely<DB>, values: Insertable<QueriesTable>): Promise<number> => {
  const row = await db.insertInto('queries').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

/** Updates a query and stamps changed_on, which updated_since polls on. */
export const updateQuery = async (db: Kysely<DB>, id: number, values: Updateable<QueriesTable>): Promise<void> => {
  await db
    .updateTable('queries')
    .set({ ...values, changed_on: nowIso() })
    .where('id', '=', id)
    .execute();
};

/**
 * Updates a query unless it was stopped meanwhile (answers whether it did): a stop wins over a late
 * start, success or failure, so the UI shows what the user asked for (Superset checks for
 * QueryStatus.STOPPED the same way).
 */
export const updateUnlessStopped = async (
  db: Kysely<DB>,
  id: number,
  values: Updateable<QueriesTable>,
): Promise<boolean> => {
  const res = await db
    .updateTable('queries')
    .set({ ...values, changed_on: nowIso() })
    .where('id', '=', id)
    .where('status', '!=', 'stopped')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
};

export const getQueryById = async (db: Kysely<DB>, id: number): Promise<QueryWithNames | null> =>
  (await queriesWithNames(db).where('q.id', '=', id).executeTakeFirst()) ?? null;

/** A query the caller may see: their own, or any for Admins; someone else's answers 404. */
export const getVisibleQuery = async (
  db: Kysely<DB>,
  who: { userId: number | null; isAdmin: boolean },
  where: { id: number } | { clientId: string },
): Promise<QueryWithNames> => {
  const row = await queriesWithNames(db)
    .$if('id' in where, (qb) => qb.where('q.id', '=', (where as { id: number }).id))
    .$if('clientId' in where, (qb) => qb.where('q.client_id', '=', (where as { clientId: string }).clientId))
    .$if(!who.isAdmin, (qb) => qb.where('q.user_id', '=', who.userId ?? -1))
    .executeTakeFirst();
  if (!row) throw notFound('Query');
  return row;
};
