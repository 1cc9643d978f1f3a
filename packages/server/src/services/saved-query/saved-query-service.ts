import { randomUUID } from 'node:crypto';
import {
  canAccessDatabase,
  naturalTime,
  type Caller,
  type ListQuery,
  type PermissionSet,
  type SavedQuery,
  type SavedQueryCreate,
  type SavedQueryUpdate,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound, nowIso, unprocessable } from '../../http/http-error.js';
import { userRef } from '../shared/list/row-helpers.js';
import { runList } from '../shared/list/run-list.js';
import { savedQueryListResource } from './saved-query-list-resource.js';
import { changedAudit, createdAudit } from '../shared/audit.js';

const rowsQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('saved_queries as s')
    .innerJoin('databases as d', 'd.id', 's.database_id')
    .leftJoin('users as cb', 'cb.id', 's.created_by_fk')
    .leftJoin('users as mb', 'mb.id', 's.changed_by_fk')
    .selectAll('s')
    .select([
      'd.database_name',
      'cb.id as cb_id',
      'cb.first_name as cb_first',
      'cb.last_name as cb_last',
      'mb.id as mb_id',
      'mb.first_name as mb_first',
      'mb.last_name as mb_last',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

const toApi = (r: Row): SavedQuery => ({
  id: r.id,
  uuid: r.uuid,
  label: r.label,
  description: r.description,
  catalog: r.catalog,
  schema: r.schema,
  sql: r.sql,
  template_parameters: r.template_parameters,
  extra_json: r.extra_json,
  database: { id: r.database_id, database_name: r.database_name },
  db_id: r.database_id,
  user_id: r.user_id,
  created_by: userRef(r.cb_id, r.cb_first, r.cb_last),
  changed_by: userRef(r.mb_id, r.mb_first, r.mb_last),
  created_on: r.created_on,
  changed_on: r.changed_on,
  changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
});

/** `GET /api/v1/saved_query/`: the caller's saved queries (all of them for admins), in SQL. */
export const listSavedQueries = async (
  db: Kysely<DB>,
  caller: Caller,
  q: ListQuery,
): Promise<{ result: SavedQuery[]; count: number; ids: number[] }> => {
  const page = await runList(db, savedQueryListResource, q, caller);
  const rows = page.ids.length === 0 ? [] : await rowsQuery(db).where('s.id', 'in', page.ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result = page.ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toApi(r)] : [];
  });
  return { result, count: page.count, ids: page.ids };
};

/** One saved query the caller may see; someone else's answers 404, as Superset's base filter does. */
export const getSavedQuery = async (db: Kysely<DB>, caller: Caller, id: number): Promise<SavedQuery> => {
  // The list's visibility rule on the joined row: an anonymous caller (no id) owns nothing.
  const row = await rowsQuery(db)
    .where('s.id', '=', id)
    .$if(!caller.isAdmin, (qb) => qb.where('s.created_by_fk', '=', caller.userId ?? -1))
    .executeTakeFirst();
  if (!row) throw notFound('Saved query');
  return toApi(row);
};

/** The database must exist and be one the caller may use (422 naming db_id otherwise). */
const checkDatabase = async (db: Kysely<DB>, perms: PermissionSet, dbId: number): Promise<void> => {
  const row = await db
    .selectFrom('databases')
    .select(['id', 'database_name'])
    .where('id', '=', dbId)
    .executeTakeFirst();
  if (!row || !canAccessDatabase(perms, { id: row.id, name: row.database_name }))
    throw unprocessable('db_id: Database does not exist', 'db_id');
};

const columnsOf = (body: SavedQueryUpdate) => ({
  database_id: body.db_id,
  label: body.label,
  description: body.description,
  catalog: body.catalog,
  schema: body.schema,
  sql: body.sql,
  template_parameters: body.template_parameters,
  extra_json: body.extra_json,
});

/** `POST /api/v1/saved_query/`: owned by the caller. */
export const createSavedQuery = async (
  db: Kysely<DB>,
  caller: Caller,
  body: SavedQueryCreate,
): Promise<{ id: number; result: SavedQueryCreate }> => {
  await checkDatabase(db, caller.perms, body.db_id);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('saved_queries')
      .values({
        database_id: body.db_id,
        label: body.label,
        sql: body.sql,
        description: body.description ?? null,
        catalog: body.catalog ?? null,
        schema: body.schema ?? null,
        template_parameters: body.template_parameters ?? null,
        extra_json: body.extra_json ?? null,
        uuid: randomUUID(),
        user_id: caller.userId,
        ...createdAudit(caller.userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { id, result: body };
};

/** `PUT /api/v1/saved_query/{pk}`: only the owner (or an admin) sees, and so changes, a saved query. */
export const updateSavedQuery = async (
  db: Kysely<DB>,
  caller: Caller,
  id: number,
  body: SavedQueryUpdate,
): Promise<{ id: number; result: SavedQueryUpdate }> => {
  await getSavedQuery(db, caller, id);
  if (body.db_id !== undefined) await checkDatabase(db, caller.perms, body.db_id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('saved_queries')
      .set({ ...columnsOf(body), ...changedAudit(caller.userId) })
      .where('id', '=', id)
      .execute();
  });
  return { id, result: body };
};

/** Single and bulk delete: every id must be one of the caller's (404 otherwise) before any is removed. */
export const deleteSavedQueries = async (db: Kysely<DB>, caller: Caller, ids: readonly number[]): Promise<number> => {
  const unique = [...new Set(ids)];
  for (const id of unique) await getSavedQuery(db, caller, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('saved_queries').where('id', 'in', unique).execute();
  });
  return unique.length;
};
