import { datasourcePermView } from '@tessera/core';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ensurePermissionView } from '../security/permission-service.js';

/**
 * Superset registers `datasource_access` on each dataset's view menu when the dataset is
 * created, renames it with the dataset and removes it (with its grants) on delete, so the role
 * editor offers exactly the datasets that exist.
 */
export const addDatasetPerm = async (trx: Transaction<DB>, database: string, table: string, id: number) => {
  await ensurePermissionView(trx, 'datasource_access', datasourcePermView(database, table, id));
};

export const renameDatasetPerm = async (
  trx: Transaction<DB>,
  database: string,
  from: string,
  to: string,
  id: number,
): Promise<void> => {
  const next = datasourcePermView(database, to, id);
  const taken = await trx.selectFrom('view_menus').select('id').where('name', '=', next).executeTakeFirst();
  if (taken) return;
  await trx
    .updateTable('view_menus')
    .set({ name: next })
    .where('name', '=', datasourcePermView(database, from, id))
    .execute();
};

export const removeDatasetPerm = async (trx: Transaction<DB>, database: string, table: string, id: number) => {
  const view = await trx
    .selectFrom('view_menus')
    .select('id')
    .where('name', '=', datasourcePermView(database, table, id))
    .executeTakeFirst();
  if (!view) return;
  const pvs = trx.selectFrom('permission_views').select('id').where('view_menu_id', '=', view.id);
  await trx.deleteFrom('role_permission_views').where('permission_view_id', 'in', pvs).execute();
  await trx.deleteFrom('permission_views').where('view_menu_id', '=', view.id).execute();
  await trx.deleteFrom('view_menus').where('id', '=', view.id).execute();
};
