import { APP_VIEW, isAdmin, type MeRoles } from '@tessera/core';
import { useCurrentUser } from '../../../../session/current-user';
import { hasPermission } from '../../../../session/permissions';

const hasRole = (me: Pick<MeRoles, 'roles'>, name: string): boolean =>
  Object.keys(me.roles).some((role) => role.toLowerCase() === name);

/**
 * Spec 02 §6: SQL Lab access is an admin, a role named sql_lab, or a grant of SQL Lab itself
 * (this app's can_sqllab, or Superset's menu_access on 'SQL Lab' in an imported role).
 */
export const canUseSqlLab = (me: Pick<MeRoles, 'roles'>): boolean =>
  isAdmin(Object.keys(me.roles)) ||
  hasRole(me, 'sql_lab') ||
  hasPermission(me, 'can_sqllab', APP_VIEW) ||
  hasPermission(me, 'menu_access', 'SQL Lab');

export const useCanUseSqlLab = (): boolean => canUseSqlLab(useCurrentUser());
