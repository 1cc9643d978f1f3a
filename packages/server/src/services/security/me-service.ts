import type { Caller, Me, MeRoles } from '@tessera/core';
import type { Kysely } from 'kysely';
import { permissionsOfRoles } from '../../auth/principal.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/http-error.js';

export const getMe = async (db: Kysely<DB>, userId: number): Promise<Me> => {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'email', 'active'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('User');
  const { active, ...rest } = row;
  return { ...rest, is_active: active === 1, is_anonymous: false };
};

const DATA_PERMISSIONS = new Set(['datasource_access', 'schema_access', 'database_access', 'catalog_access']);

/** Superset's shape: role name -> [permission, view] pairs, and data grants grouped by kind. */
export const getMeRoles = async (db: Kysely<DB>, caller: Caller, userId: number): Promise<MeRoles> => {
  const me = await getMe(db, userId);
  const roles: MeRoles['roles'] = {};
  for (const role of caller.roles) {
    roles[role.name] = (await permissionsOfRoles(db, [role.id])).map(([p, v]) => [p, v] as [string, string]);
  }
  const permissions: MeRoles['permissions'] = {};
  for (const [p, v] of caller.perms) {
    if (DATA_PERMISSIONS.has(p)) permissions[p] = [...(permissions[p] ?? []), v];
  }
  return { ...me, roles, permissions };
};
