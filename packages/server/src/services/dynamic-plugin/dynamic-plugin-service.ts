import {
  bundleUrlProblem,
  type Caller,
  type DynamicPlugin,
  type DynamicPluginRead,
  type DynamicPluginUpdate,
  type DynamicPluginWrite,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { changedAudit, createdAudit } from '../shared/audit.js';

type Conn = Kysely<DB> | Transaction<DB>;

const pluginNotFound = () => notFound('Dynamic plugin');

const rowsQuery = (db: Conn) => db.selectFrom('dynamic_plugins').select(['id', 'name', 'key', 'bundle_url']);

/** The bundle must be same-origin or on an allowed host (the page's CSP allows no other script). */
const checkBundleUrl = (url: string | undefined, allowedHosts: readonly string[]): void => {
  if (url === undefined) return;
  const problem = bundleUrlProblem(url, allowedHosts);
  if (problem !== null) throw badRequest(`bundle_url: ${problem}`, 'bundle_url');
};

/** Superset's unique name and key: a second plugin with either is refused before the insert fails. */
const checkUnique = async (trx: Conn, body: DynamicPluginUpdate, exceptId: number | null): Promise<void> => {
  for (const field of ['key', 'name'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    let q = trx.selectFrom('dynamic_plugins').select('id').where(field, '=', value);
    if (exceptId !== null) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw conflict(`${field}: A plugin with this ${field} already exists`, field);
  }
};

/** `GET /dynamic-plugins/api/read`: every registered plugin, oldest first (Superset's DynamicPluginsView.read). */
export const readDynamicPlugins = async (db: Kysely<DB>): Promise<DynamicPluginRead> => {
  const result = await rowsQuery(db).orderBy('id').execute();
  return { result, count: result.length };
};

/** `GET /dynamic-plugins/api/get/{pk}` (FAB's api_get). */
export const getDynamicPlugin = async (db: Kysely<DB>, id: number): Promise<DynamicPlugin> => {
  const row = await rowsQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw pluginNotFound();
  return row;
};

/** `POST /dynamic-plugins/api/create` (FAB's api_create). */
export const createDynamicPlugin = async (
  db: Kysely<DB>,
  caller: Caller,
  allowedHosts: readonly string[],
  body: DynamicPluginWrite,
): Promise<DynamicPlugin> => {
  checkBundleUrl(body.bundle_url, allowedHosts);
  const id = await db.transaction().execute(async (trx) => {
    await checkUnique(trx, body, null);
    const row = await trx
      .insertInto('dynamic_plugins')
      .values({ ...body, ...createdAudit(caller.userId) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { id, ...body };
};

/** `PUT /dynamic-plugins/api/update/{pk}` (FAB's api_update): absent fields are kept; 404 when missing. */
export const updateDynamicPlugin = async (
  db: Kysely<DB>,
  caller: Caller,
  allowedHosts: readonly string[],
  id: number,
  body: DynamicPluginUpdate,
): Promise<DynamicPlugin> => {
  checkBundleUrl(body.bundle_url, allowedHosts);
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('dynamic_plugins').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw pluginNotFound();
    await checkUnique(trx, body, id);
    await trx
      .updateTable('dynamic_plugins')
      .set({ ...body, ...changedAudit(caller.userId) })
      .where('id', '=', id)
      .execute();
    return rowsQuery(trx).where('id', '=', id).executeTakeFirstOrThrow();
  });
};

/** `DELETE /dynamic-plugins/api/delete/{pk}` (FAB's api_delete); charts of its key then draw as unsupported. */
export const deleteDynamicPlugin = async (db: Kysely<DB>, id: number): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('dynamic_plugins').where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw pluginNotFound();
  });
};
