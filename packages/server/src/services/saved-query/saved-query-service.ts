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

import { runList } from '../shared/list/run-list.js';
import { savedQueryListResource } from './saved-query-list-resource.js';
import { changedAudit, createdAudit } from '../shared/audit.js';
import { withAuditUser, withAuditUsers, type AuditUsers } from '../shared/audit-users.js';

const rowsQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('saved_queries as s')
    .innerJoin('databases as d', 'd.id', 's.database_id')
    .selectAll('s')
    .select(['d.database_name']);

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number] & AuditUsers;

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
  created_by: r.created_by,
  changed_by: r.changed_by,
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
  const rows =
    page.ids.length === 0 ? [] : await withAuditUsers(db, await rowsQuery(db).where('s.id', 'in', page.ids).execute());
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
  return toApi(await withAuditUser(db, row));
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
