import {
  databasePermView,
  datasourcePermView,
  schemaPermView,
  type DataAccessTarget,
  type PermissionView,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const key = (permission: string, view: string): string => `${permission}\u0000${view}`;

/**
 * The database, schema and table each data-access permission of an existing object opens, keyed by
 * (permission, view). Schemas registered without a dataset (found when their database was added)
 * are matched to their database by the `[db].[` prefix of their name.
 */
const dataAccessTargets = async (
  db: Kysely<DB>,
  schemaViews: readonly string[],
): Promise<Map<string, DataAccessTarget>> => {
  const targets = new Map<string, DataAccessTarget>();
  const databases = await db.selectFrom('databases').select(['id', 'database_name']).execute();
  for (const d of databases) {
    targets.set(key('database_access', databasePermView(d.database_name, d.id)), {
      database: d.database_name,
      schema: null,
      table: null,
    });
  }
  const byLongestName = [...databases].sort((a, b) => b.database_name.length - a.database_name.length);
  for (const view of schemaViews) {
    const owner = byLongestName.find((d) => view.startsWith(`[${d.database_name}].[`) && view.endsWith(']'));
    if (owner === undefined) continue;
    const schema = view.slice(owner.database_name.length + 4, -1);
    targets.set(key('schema_access', view), { database: owner.database_name, schema, table: null });
  }
  const datasets = await db
    .selectFrom('datasets as d')
    .innerJoin('databases as db', 'db.id', 'd.database_id')
    .select(['d.id', 'd.table_name', 'd.schema', 'db.database_name'])
    .execute();
  for (const ds of datasets) {
    const schema = ds.schema === null || ds.schema === '' ? null : ds.schema;
    targets.set(key('datasource_access', datasourcePermView(ds.database_name, ds.table_name, ds.id)), {
      database: ds.database_name,
      schema,
      table: ds.table_name,
    });
    if (schema !== null) {
      targets.set(key('schema_access', schemaPermView(ds.database_name, schema)), {
        database: ds.database_name,
        schema,
        table: null,
      });
    }
  }
  return targets;
};

/** Every (permission, view) pair, data-access ones carrying the object they open. */
export const listPermissionCatalog = async (db: Kysely<DB>): Promise<PermissionView[]> => {
  const rows = await db
    .selectFrom('permission_views as pv')
    .innerJoin('permissions as p', 'p.id', 'pv.permission_id')
    .innerJoin('view_menus as v', 'v.id', 'pv.view_menu_id')
    .select(['pv.id', 'p.name as permission', 'v.name as view_menu'])
    .orderBy('v.name')
    .orderBy('p.name')
    .execute();
  const schemaViews = rows.filter((r) => r.permission === 'schema_access').map((r) => r.view_menu);
  const targets = await dataAccessTargets(db, schemaViews);
  return rows.map((row) => {
    const target = targets.get(key(row.permission, row.view_menu));
    return target === undefined ? row : { ...row, target };
  });
};
