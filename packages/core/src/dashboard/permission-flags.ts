import { canEditOwned, isAdmin, type Caller } from '../security/caller.js';
import { APP_VIEW, EXPLORE_VIEWS, PermissionSet, type PermissionTuple } from '../security/permissions.js';

/** Who looks at a dashboard: as much of the Caller as the flags need (the web has no role ids). */
export type DashboardViewer = Pick<Caller, 'userId' | 'isAdmin' | 'perms'>;

/** The viewer from `/api/v1/me/roles/`'s roles (role name → its permission pairs), as the web holds them. */
export const dashboardViewerFromRoles = (
  userId: number | null,
  roles: Readonly<Record<string, readonly PermissionTuple[]>>,
): DashboardViewer => ({
  userId,
  isAdmin: isAdmin(Object.keys(roles)),
  perms: new PermissionSet(Object.values(roles).flat()),
});

/** Spec 01 §3's permission flags, named as Superset's dashboardInfo carries them in comments below. */
export interface DashboardPermissionFlags {
  /** dash_edit_perm: edit mode, publish, properties. */
  edit: boolean;
  /** dash_save_perm: 'Save as' a copy. */
  save_dash: boolean;
  /** dash_share_perm: dashboard permalinks. */
  share_dashboard: boolean;
  /** superset_can_explore: 'Edit chart' and view query / as table. */
  explore: boolean;
  /** superset_can_share: chart permalinks. */
  share_chart: boolean;
  /** superset_can_csv: CSV / XLSX downloads. */
  csv: boolean;
  /** slice_can_edit: open the saved chart. */
  slice: boolean;
}

/**
 * The flags Superset's hydrateDashboard derives (spec 01 §6), from one place for server and web:
 * - edit: can_write Dashboard and (Admin or an owner) — canUserEditDashboard;
 * - save_dash: can_write Dashboard — canUserSaveAsDashboard, which replaced Superset's old
 *   can_save_dash (Tessera's roles carry no can_save_dash; DASHBOARD_RBAC off, Superset's default);
 * - share_dashboard, explore, share_chart, csv: can_share_dashboard, can_explore, can_share_chart,
 *   can_csv on the app view (Superset's 'Superset' view is Tessera's APP_VIEW);
 * - slice: Superset's can_slice opened a saved chart in explore; Tessera's equivalent is
 *   can_read on Explore with can_read on Chart.
 */
export const dashboardPermissionFlags = (
  viewer: DashboardViewer,
  dashboard: { owners: readonly { id: number }[] },
): DashboardPermissionFlags => {
  const has = (permission: string, view: string): boolean => viewer.perms.has(permission, view);
  const canWrite = has('can_write', 'Dashboard');
  return {
    edit: canWrite && canEditOwned(viewer, dashboard.owners.map((o) => o.id)),
    save_dash: canWrite,
    share_dashboard: has('can_share_dashboard', APP_VIEW),
    explore: has('can_explore', APP_VIEW),
    share_chart: has('can_share_chart', APP_VIEW),
    csv: has('can_csv', APP_VIEW),
    slice: has('can_read', EXPLORE_VIEWS.explore) && has('can_read', 'Chart'),
  };
};
