import { makeCaller, PermissionSet, type Caller, type CallerRole, type PermissionTuple } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { TtlMemo } from '../lib/ttl-memo.js';
import type { AuthUser } from './caller.js';

/**
 * A user record with the Caller built from their roles and grants, memoised together so a
 * request builds no Caller of its own. `user` is null for the Public role (nobody signed in).
 */
export interface Principal {
  user: AuthUser | null;
  caller: Caller;
}

/** Roles and the permission pairs they grant, as loaded before a Caller is made of them. */
interface RolePermissions {
  roles: CallerRole[];
  set: PermissionSet;
}

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

const loadUserPermissions = async (db: Kysely<DB>, userId: number): Promise<RolePermissions> => {
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
  return { roles, set: new PermissionSet(pairs) };
};

const loadPublicPermissions = async (db: Kysely<DB>): Promise<RolePermissions> => {
  const role = await db.selectFrom('roles').select(['id', 'name']).where('name', '=', 'Public').executeTakeFirst();
  const roles = role ? [role] : [];
  const pairs = await permissionsOfRoles(
    db,
    roles.map((r) => r.id),
  );
  return { roles, set: new PermissionSet(pairs) };
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
  if (!user) return null;
  const { roles, set } = await loadUserPermissions(db, user.id);
  return { user, caller: makeCaller(user, roles, set) };
};

/** A user with their roles and permissions, memoised briefly (see AppContext.memo). */
export const principal = (ctx: PrincipalSource, id: number): Promise<Principal | null> =>
  ctx.memo.principals.get(id, () => loadPrincipal(ctx.meta.db, id));

const PUBLIC_KEY = 0;

/** The Public role as a guest principal (memo key 0), memoised like a user: anonymous callers get its grants. */
export const publicPrincipal = (ctx: PrincipalSource): Promise<Principal | null> =>
  ctx.memo.principals.get(PUBLIC_KEY, async () => {
    const { roles, set } = await loadPublicPermissions(ctx.meta.db);
    return { user: null, caller: makeCaller(null, roles, set) };
  });
