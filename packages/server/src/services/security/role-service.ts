import type { PermissionPair, Role } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { setRolePermissions } from './permission-service.js';

export const listRoles = async (db: Kysely<DB>): Promise<Role[]> => {
  const roles = await db.selectFrom('roles').selectAll().orderBy('id').execute();
  const grants = await db
    .selectFrom('role_permission_views as rp')
    .innerJoin('permission_views as pv', 'pv.id', 'rp.permission_view_id')
    .innerJoin('permissions as p', 'p.id', 'pv.permission_id')
    .innerJoin('view_menus as v', 'v.id', 'pv.view_menu_id')
    .select(['rp.role_id', 'pv.id', 'p.name as permission', 'v.name as view_menu'])
    .orderBy('v.name')
    .orderBy('p.name')
    .execute();
  const counts = await db
    .selectFrom('user_roles')
    .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('role_id')
    .execute();
  return roles.map((r) => ({
    id: r.id,
    name: r.name,
    builtin: r.builtin === 1,
    permissions: grants
      .filter((g) => g.role_id === r.id)
      .map(({ id, permission, view_menu }) => ({ id, permission, view_menu })),
    user_count: Number(counts.find((c) => c.role_id === r.id)?.n ?? 0),
  }));
};

export const getRole = async (db: Kysely<DB>, id: number): Promise<Role> => {
  const role = (await listRoles(db)).find((r) => r.id === id);
  if (!role) throw notFound('Role');
  return role;
};

const checkName = async (db: Kysely<DB>, name: string, exceptId?: number): Promise<void> => {
  let q = db.selectFrom('roles').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict('A role with this name already exists', 'name');
};

export const createRole = async (db: Kysely<DB>, name: string): Promise<Role> => {
  await checkName(db, name);
  const row = await db.insertInto('roles').values({ name, builtin: 0 }).returning('id').executeTakeFirstOrThrow();
  return getRole(db, row.id);
};

export const renameRole = async (db: Kysely<DB>, id: number, name: string): Promise<Role> => {
  const role = await getRole(db, id);
  if (role.builtin) throw badRequest('Built-in roles cannot be renamed', 'name');
  await checkName(db, name, id);
  await db.updateTable('roles').set({ name }).where('id', '=', id).execute();
  return getRole(db, id);
};

export const deleteRole = async (db: Kysely<DB>, id: number): Promise<void> => {
  const role = await getRole(db, id);
  if (role.builtin) throw badRequest('Built-in roles cannot be deleted');
  await db.deleteFrom('roles').where('id', '=', id).execute();
};

export const updateRolePermissions = async (db: Kysely<DB>, id: number, pairs: PermissionPair[]): Promise<Role> => {
  await getRole(db, id);
  await db.transaction().execute((trx) =>
    setRolePermissions(
      trx,
      id,
      pairs.map((p) => [p.permission, p.view_menu] as const),
    ),
  );
  return getRole(db, id);
};
