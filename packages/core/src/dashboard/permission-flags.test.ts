import { describe, expect, it } from 'vitest';
import { PermissionSet, datasourcePermView } from '../security/permissions.js';
import { BUILTIN_ROLE_PERMISSIONS } from '../security/roles.js';
import { dashboardPermissionFlags, dashboardViewerFromRoles } from './permission-flags.js';

const dashboard = { owners: [{ id: 7 }] };
const viewer = (role: keyof typeof BUILTIN_ROLE_PERMISSIONS, userId: number | null = 1) =>
  dashboardViewerFromRoles(userId, { [role]: BUILTIN_ROLE_PERMISSIONS[role] });

describe("dashboardPermissionFlags (Superset's hydrateDashboard)", () => {
  it('lets an Admin edit any dashboard', () => {
    expect(dashboardPermissionFlags(viewer('Admin'), dashboard)).toEqual({
      edit: true,
      save_dash: true,
      share_dashboard: true,
      explore: true,
      share_chart: true,
      csv: true,
      slice: true,
    });
  });
  it('lets Alpha and Gamma edit only dashboards they own, and save a copy of any', () => {
    for (const role of ['Alpha', 'Gamma'] as const) {
      expect(dashboardPermissionFlags(viewer(role), dashboard)).toMatchObject({ edit: false, save_dash: true });
      expect(dashboardPermissionFlags(viewer(role, 7), dashboard)).toMatchObject({ edit: true, save_dash: true });
    }
  });
  it('gives an owner without can_write on Dashboard no edit', () => {
    const reader = dashboardViewerFromRoles(7, { Reader: [['can_read', 'Dashboard']] });
    expect(dashboardPermissionFlags(reader, dashboard)).toEqual({
      edit: false,
      save_dash: false,
      share_dashboard: false,
      explore: false,
      share_chart: false,
      csv: false,
      slice: false,
    });
  });
  it('reads each app permission on its own', () => {
    const perms = new PermissionSet([
      ['can_csv', 'Tessera'],
      ['can_read', 'Chart'],
      ['can_read', 'Explore'],
      ['datasource_access', datasourcePermView('examples', 'flights', 3)],
    ]);
    expect(dashboardPermissionFlags({ userId: 2, isAdmin: false, perms }, dashboard)).toEqual({
      edit: false,
      save_dash: false,
      share_dashboard: false,
      explore: false,
      share_chart: false,
      csv: true,
      slice: true,
    });
  });
  it('treats the Public role (anonymous, no user id) as no owner, and admin role names without case', () => {
    expect(dashboardPermissionFlags(viewer('Public', null), dashboard).edit).toBe(false);
    expect(dashboardViewerFromRoles(3, { admin: [] }).isAdmin).toBe(true);
    expect(dashboardViewerFromRoles(3, { Gamma: [] }).isAdmin).toBe(false);
  });
});
