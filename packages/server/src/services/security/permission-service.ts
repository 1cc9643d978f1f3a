import { BUILTIN_ROLES, BUILTIN_ROLE_PERMISSIONS, type PermissionTuple } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Conn = Kysely<DB> | Transaction<DB>;

/** Returns the id of a (permission, view) pair, creating the names and the pair on first use. */
export const ensurePermissionView = async (db: Conn, permission: string, viewMenu: string): Promise<number> => {
  const existing = await db
    .selectFrom('permission_views as pv')
    .innerJoin('permissions as p', 'p.id', 'pv.permission_id')
    .innerJoin('view_menus as v', 'v.id', 'pv.view_menu_id')
    .select('pv.id')
    .where('p.name', '=', permission)
    .where('v.name', '=', viewMenu)
    .executeTakeFirst();
  if (existing) return existing.id;
  const ensureName = async (table: 'permissions' | 'view_menus', name: string): Promise<number> => {
    const row = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
    if (row) return row.id;
    const inserted = await db.insertInto(table).values({ name }).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  };
  const permissionId = await ensureName('permissions', permission);
  const viewMenuId = await ensureName('view_menus', viewMenu);
  const inserted = await db
    .insertInto('permission_views')
    .values({ permission_id: permissionId, view_menu_id: viewMenuId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
};

/** Sets a role's grants to exactly `pairs`. */
export const setRolePermissions = async (
  db: Conn,
  roleId: number,
  pairs: readonly PermissionTuple[],
): Promise<void> => {
  const ids: number[] = [];
  for (const [permission, view] of pairs) ids.push(await ensurePermissionView(db, permission, view));
  await db.deleteFrom('role_permission_views').where('role_id', '=', roleId).execute();
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    await db
      .insertInto('role_permission_views')
      .values(unique.map((id) => ({ role_id: roleId, permission_view_id: id })))
      .execute();
  }
};

export const grantPermission = async (
  db: Conn,
  roleId: number,
  permission: string,
  viewMenu: string,
): Promise<void> => {
  const pvId = await ensurePermissionView(db, permission, viewMenu);
  const exists = await db
    .selectFrom('role_permission_views')
    .select('role_id')
    .where('role_id', '=', roleId)
    .where('permission_view_id', '=', pvId)
    .executeTakeFirst();
  if (!exists)
    await db.insertInto('role_permission_views').values({ role_id: roleId, permission_view_id: pvId }).execute();
};

/**
 * Re-syncs built-in roles to their definitions (like `superset init`). Public is created
 * once and then left to the admin, since opening anonymous access is their decision.
 */
export const syncBuiltinRoles = async (db: Kysely<DB>): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    for (const name of BUILTIN_ROLES) {
      let role = await trx.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
      const created = !role;
      if (!role)
        role = await trx.insertInto('roles').values({ name, builtin: 1 }).returning('id').executeTakeFirstOrThrow();
      if (name !== 'Public' || created) await setRolePermissions(trx, role.id, BUILTIN_ROLE_PERMISSIONS[name]);
    }
  });
};
