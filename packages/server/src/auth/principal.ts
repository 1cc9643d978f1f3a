import { PermissionSet, type PermissionTuple } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { TtlMemo } from '../lib/ttl-memo.js';
import type { AuthUser, RolePermissions } from './caller.js';

/** A user with their roles and the permissions those grant: what a caller is built from. */
export type Principal = RolePermissions & { user: AuthUser };

/** What loading a principal needs of the process context (AppContext provides it). */
export interface PrincipalSource {
  meta: { db: Kysely<DB> };
  memo: { principals: TtlMemo<number, Principal | null> };
}

export const permissionsOfRoles = async (db: Kysely<DB>, roleIds: readonly number[]): Promise<PermissionTuple[]> => {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('role_permission_views as rp')
    .innerJoin('permission_views as pv', 'pv.id', 'rp.permission_view_id')
    .innerJoin('permissions as p', 'p.id', 'pv.permission_id')
    .innerJoin('view_menus as v', 'v.id', 'pv.view_menu_id')
    .select(['p.name as permission', 'v.name as view_menu'])
    .where('rp.role_id', 'in', roleIds)
    .distinct()
    .execute();
  return rows.map((r) => [r.permission, r.view_menu] as const);
};

export const loadUserPermissions = async (db: Kysely<DB>, userId: number): Promise<RolePermissions> => {
  const roles = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.name'])
    .where('ur.user_id', '=', userId)
    .execute();
  const pairs = await permissionsOfRoles(
    db,
    roles.map((r) => r.id),
  );
  return { roles, pairs, set: new PermissionSet(pairs) };
};

export const loadPublicPermissions = async (db: Kysely<DB>): Promise<RolePermissions> => {
  const role = await db.selectFrom('roles').select(['id', 'name']).where('name', '=', 'Public').executeTakeFirst();
  const roles = role ? [role] : [];
  const pairs = await permissionsOfRoles(
    db,
    roles.map((r) => r.id),
  );
  return { roles, pairs, set: new PermissionSet(pairs) };
};

const loadActiveUser = async (db: Kysely<DB>, id: number): Promise<AuthUser | null> => {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'email', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.active !== 1) return null;
  return { id: row.id, username: row.username, first_name: row.first_name, last_name: row.last_name, email: row.email };
};

/** An active user with their roles and permissions, read afresh; null for an unknown or inactive user. */
export const loadPrincipal = async (db: Kysely<DB>, id: number): Promise<Principal | null> => {
  const user = await loadActiveUser(db, id);
  return user ? { ...(await loadUserPermissions(db, user.id)), user } : null;
};

/** A user with their roles and permissions, memoised briefly (see AppContext.memo). */
export const principal = (ctx: PrincipalSource, id: number): Promise<Principal | null> =>
  ctx.memo.principals.get(id, () => loadPrincipal(ctx.meta.db, id));

const PUBLIC_KEY = 0;

/** The Public role as a principal (user id 0), memoised like a user: anonymous callers get its grants. */
export const publicPrincipal = (ctx: PrincipalSource): Promise<Principal | null> =>
  ctx.memo.principals.get(PUBLIC_KEY, async () => ({
    ...(await loadPublicPermissions(ctx.meta.db)),
    user: { id: PUBLIC_KEY, username: '', first_name: '', last_name: '', email: '' },
  }));
