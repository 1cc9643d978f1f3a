import {
  DATA_ACCESS_PERMISSIONS,
  databasePermView,
  datasourcePermView,
  schemaPermView,
  type DataAccessPermission,
  type DatasetRef,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ensurePermissionView } from './permission-service.js';

// Superset's per-object data-access permissions (security manager's database_after_insert/update/
// delete and dataset_after_insert/update/delete hooks): every database, schema and dataset owns a
// view menu named as core's *PermView builds it, created, renamed and deleted with its object in the
// caller's transaction, so the roles page offers exactly the objects that exist and a grant survives
// a rename. Every write path (API, import, examples, start-up sync) goes through this module.

type Conn = Kysely<DB> | Transaction<DB>;

export interface DatabasePermTarget {
  id: number;
  name: string;
}

export type DatasetPermTarget = Pick<DatasetRef, 'id' | 'tableName' | 'schema' | 'databaseName'>;

const viewId = async (db: Conn, name: string): Promise<number | null> =>
  (await db.selectFrom('view_menus').select('id').where('name', '=', name).executeTakeFirst())?.id ?? null;

/** Deletes a view menu with its (permission, view) pairs and every role's grant of them. */
const dropView = async (db: Conn, id: number): Promise<void> => {
  const pairs = db.selectFrom('permission_views').select('id').where('view_menu_id', '=', id);
  await db.deleteFrom('role_permission_views').where('permission_view_id', 'in', pairs).execute();
  await db.deleteFrom('permission_views').where('view_menu_id', '=', id).execute();
  await db.deleteFrom('view_menus').where('id', '=', id).execute();
};

/**
 * Renames a view menu so its grants follow the object. When the new name already exists (a role
 * was given it by name before the object had it), the old grants move onto it.
 */
const renameView = async (db: Conn, permission: DataAccessPermission, from: string, to: string): Promise<void> => {
  if (from === to) return;
  const fromId = await viewId(db, from);
  const toId = await viewId(db, to);
  if (fromId === null) {
    await ensurePermissionView(db, permission, to);
    return;
  }
  if (toId === null) {
    await db.updateTable('view_menus').set({ name: to }).where('id', '=', fromId).execute();
    return;
  }
  const target = await ensurePermissionView(db, permission, to);
  const granted = await db
    .selectFrom('role_permission_views as rp')
    .innerJoin('permission_views as pv', 'pv.id', 'rp.permission_view_id')
    .select('rp.role_id')
    .where('pv.view_menu_id', '=', fromId)
    .where('rp.role_id', 'not in', (eb) =>
      eb.selectFrom('role_permission_views').select('role_id').where('permission_view_id', '=', target),
    )
    .distinct()
    .execute();
  if (granted.length > 0) {
    await db
      .insertInto('role_permission_views')
      .values(granted.map((g) => ({ role_id: g.role_id, permission_view_id: target })))
      .execute();
  }
  await dropView(db, fromId);
};

/** The schema_access view names of one database (`[db].[schema]`), as Superset matches `[db].[%]`. */
const schemaViewsOf = async (db: Conn, databaseName: string): Promise<{ id: number; name: string }[]> => {
  const prefix = `[${databaseName}].[`;
  const rows = await db
    .selectFrom('view_menus as v')
    .innerJoin('permission_views as pv', 'pv.view_menu_id', 'v.id')
    .innerJoin('permissions as p', 'p.id', 'pv.permission_id')
    .select(['v.id', 'v.name'])
    .where('p.name', '=', 'schema_access')
    .execute();
  return rows.filter((r) => r.name.startsWith(prefix));
};

/** A new database: `database_access on [db].(id:N)`, and `schema_access` on the schemas it was found to have. */
export const addDatabasePerms = async (
  db: Conn,
  database: DatabasePermTarget,
  schemas: readonly string[] = [],
): Promise<void> => {
  await ensurePermissionView(db, 'database_access', databasePermView(database.name, database.id));
  for (const schema of schemas) await ensurePermissionView(db, 'schema_access', schemaPermView(database.name, schema));
};

/**
 * A renamed database renames its own view, its schemas' and its datasets' (Superset's
 * _update_vm_database_access and _update_vm_datasources_access), keeping every grant.
 */
export const renameDatabasePerms = async (db: Conn, id: number, from: string, to: string): Promise<void> => {
  await renameView(db, 'database_access', databasePermView(from, id), databasePermView(to, id));
  if (from === to) return;
  const prefix = `[${from}].[`;
  for (const view of await schemaViewsOf(db, from)) {
    await renameView(db, 'schema_access', view.name, `[${to}].[${view.name.slice(prefix.length)}`);
  }
  const datasets = await db.selectFrom('datasets').select(['id', 'table_name']).where('database_id', '=', id).execute();
  for (const ds of datasets) {
    await renameView(
      db,
      'datasource_access',
      datasourcePermView(from, ds.table_name, ds.id),
      datasourcePermView(to, ds.table_name, ds.id),
    );
  }
};

/** A deleted database takes its database and schema views, and their grants, with it. */
export const removeDatabasePerms = async (db: Conn, database: DatabasePermTarget): Promise<void> => {
  const own = await viewId(db, databasePermView(database.name, database.id));
  if (own !== null) await dropView(db, own);
  const others = await db.selectFrom('databases').select('id').where('database_name', '=', database.name).execute();
  // Another database of the same name (possible only transiently, inside an import) keeps the schemas.
  if (others.some((o) => o.id !== database.id)) return;
  for (const view of await schemaViewsOf(db, database.name)) await dropView(db, view.id);
};

/** A new dataset: `datasource_access on [db].[table](id:N)` and its schema's `schema_access`. */
export const addDatasetPerms = async (db: Conn, ds: DatasetPermTarget): Promise<void> => {
  await ensurePermissionView(db, 'datasource_access', datasourcePermView(ds.databaseName, ds.tableName, ds.id));
  if (ds.schema !== null && ds.schema !== '') {
    await ensurePermissionView(db, 'schema_access', schemaPermView(ds.databaseName, ds.schema));
  }
};

/** A renamed or moved dataset keeps its grants under the new name; a new schema gets its permission. */
export const updateDatasetPerms = async (db: Conn, before: DatasetPermTarget, after: DatasetPermTarget) => {
  await renameView(
    db,
    'datasource_access',
    datasourcePermView(before.databaseName, before.tableName, before.id),
    datasourcePermView(after.databaseName, after.tableName, after.id),
  );
  await addDatasetPerms(db, after);
};

/** A deleted dataset takes its datasource view and its grants; the schema's stays, as in Superset. */
export const removeDatasetPerms = async (db: Conn, ds: DatasetPermTarget): Promise<void> => {
  const own = await viewId(db, datasourcePermView(ds.databaseName, ds.tableName, ds.id));
  if (own !== null) await dropView(db, own);
};

/**
 * Creates the data-access permissions every existing database, schema and dataset should have
 * (Superset's `superset init` → create_missing_perms), so stores written before registration
 * existed offer them too. Idempotent: one read when nothing is missing.
 */
export const syncDataAccessPerms = async (db: Kysely<DB>): Promise<number> => {
  const databases = await db.selectFrom('databases').select(['id', 'database_name']).execute();
  const datasets = await db
    .selectFrom('datasets as d')
    .innerJoin('databases as db', 'db.id', 'd.database_id')
    .select(['d.id', 'd.table_name', 'd.schema', 'db.database_name'])
    .execute();
  const wanted = new Map<string, readonly [DataAccessPermission, string]>();
  const want = (permission: DataAccessPermission, view: string) =>
    wanted.set(`${permission}\u0000${view}`, [permission, view]);
  for (const d of databases) want('database_access', databasePermView(d.database_name, d.id));
  for (const ds of datasets) {
    want('datasource_access', datasourcePermView(ds.database_name, ds.table_name, ds.id));
    if (ds.schema !== null && ds.schema !== '') want('schema_access', schemaPermView(ds.database_name, ds.schema));
  }
  const existing = await db
    .selectFrom('permission_views as pv')
    .innerJoin('permissions as p', 'p.id', 'pv.permission_id')
    .innerJoin('view_menus as v', 'v.id', 'pv.view_menu_id')
    .select(['p.name as permission', 'v.name as view_menu'])
    .where('p.name', 'in', [...DATA_ACCESS_PERMISSIONS])
    .execute();
  for (const e of existing) wanted.delete(`${e.permission}\u0000${e.view_menu}`);
  if (wanted.size === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (const [permission, view] of wanted.values()) await ensurePermissionView(trx, permission, view);
  });
  return wanted.size;
};
