import type { GuestGrant } from './guest-token.js';
import { canAccessDataset, type DatasetRef, PermissionSet, type PermissionTuple } from './permissions.js';

/** The built-in role that may do everything; how it is spelt when Tessera creates or looks it up. */
export const ADMIN_ROLE = 'Admin';

/** A role as the API hands it out: a name (the keys of `/api/v1/me/roles/`) or a row with one. */
export type RoleLike = string | { readonly name: string };

const ADMIN_NAME = ADMIN_ROLE.toLowerCase();

/**
 * Spec 02 §6: an admin is anyone holding a role named admin, in any case (Superset's
 * permissionUtils.isUserAdmin lowercases the role names before comparing).
 */
export const isAdmin = (roles: readonly RoleLike[]): boolean =>
  roles.some((role) => (typeof role === 'string' ? role : role.name).toLowerCase() === ADMIN_NAME);

export interface CallerRole {
  id: number;
  name: string;
}

/** Who is asking: the one shape request authentication builds and every service takes. */
export interface Caller {
  /** Null for nobody signed in (the Public role's grants) and for system work such as the examples. */
  userId: number | null;
  username: string | null;
  roles: readonly CallerRole[];
  /** The roles' ids, for dashboard role grants and row-level security. */
  roleIds: readonly number[];
  /** The (permission, view) pairs the roles grant. */
  perms: PermissionSet;
  /** isAdmin(roles): Superset's is_admin, who may read and edit anything. */
  isAdmin: boolean;
  /**
   * Nobody signed in: Superset's anonymous user holding AUTH_ROLE_PUBLIC's grants, or the bearer
   * of an embedded dashboard's guest token (then `embed` says what it may read).
   */
  guest: boolean;
  /** A guest token's grant (Superset's GuestUser); null for everyone else. */
  embed: GuestGrant | null;
}

/** A Caller from a user (null when nobody signed in), their roles and the pairs those grant. */
export const makeCaller = (
  user: { id: number; username: string } | null,
  roles: readonly CallerRole[],
  perms: PermissionSet | Iterable<PermissionTuple>,
): Caller => ({
  userId: user?.id ?? null,
  username: user?.username ?? null,
  roles,
  roleIds: roles.map((role) => role.id),
  perms: perms instanceof PermissionSet ? perms : new PermissionSet(perms),
  isAdmin: isAdmin(roles),
  guest: user === null,
  embed: null,
});

/**
 * The caller of a guest token: no user, no roles, only the reads its grant names (Superset gives
 * guests GUEST_ROLE_NAME's grants; here the grant itself is the whole of what a guest may do).
 */
export const makeGuestCaller = (grant: GuestGrant): Caller => ({
  userId: null,
  username: grant.username,
  roles: [],
  roleIds: [],
  perms: new PermissionSet([]),
  isAdmin: false,
  guest: true,
  embed: grant,
});

/**
 * Superset's raise_for_ownership / check_ownership: an admin edits anything, anyone else only
 * what they own. Nobody signed in owns nothing.
 */
export const canEditOwned = (caller: Pick<Caller, 'userId' | 'isAdmin'>, ownerIds: readonly number[]): boolean =>
  caller.isAdmin || (caller.userId !== null && ownerIds.includes(caller.userId));

/**
 * canAccessDataset for a caller: a guest reads exactly the datasets of its token's dashboards
 * (Superset's has_guest_access), whatever grants a role would give.
 */
export const callerCanReadDataset = (caller: Pick<Caller, 'perms' | 'userId' | 'embed'>, ds: DatasetRef): boolean =>
  caller.embed ? caller.embed.datasetIds.has(ds.id) : canAccessDataset(caller.perms, caller.userId, ds);
