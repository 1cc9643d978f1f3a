import type { PermissionSet, PermissionTuple } from '@tessera/core';

/** A signed-in, active user as requests and memos carry them. */
export interface AuthUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** A principal's roles and the (permission, view) pairs they grant. */
export interface RolePermissions {
  roles: { id: number; name: string }[];
  pairs: PermissionTuple[];
  set: PermissionSet;
}

export interface RequestAuth {
  user: AuthUser | null;
  roles: { id: number; name: string }[];
  pairs: readonly (readonly [string, string])[];
  perms: PermissionSet;
  via: 'session' | 'token' | 'anonymous';
  sessionToken: string | null;
  csrfToken: string | null;
}

/** Who is asking, as the services need it. */
export interface Caller {
  userId: number | null;
  perms: PermissionSet;
  /** Superset's is_admin: a member of the Admin role, who may edit anything. */
  isAdmin: boolean;
  roleIds: number[];
}

export const callerOf = (auth: RequestAuth): Caller => ({
  userId: auth.user?.id ?? null,
  perms: auth.perms,
  isAdmin: auth.roles.some((r) => r.name === 'Admin'),
  roleIds: auth.roles.map((r) => r.id),
});
