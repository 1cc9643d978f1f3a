import type { MeRoles } from '@tessera/core';

/** Whether any of the user's roles grants `permission` on `viewMenu` (e.g. can_read on User). */
export const hasPermission = (me: Pick<MeRoles, 'roles'>, permission: string, viewMenu: string): boolean =>
  Object.values(me.roles).some((pairs) => pairs.some(([p, v]) => p === permission && v === viewMenu));
