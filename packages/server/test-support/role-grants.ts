import type { TestClient } from './test-app.js';

/**
 * Gives `userId` the Gamma role plus a new role holding `permissions` (pairs of permission and
 * view menu, e.g. datasource_access on `[db].[table](id:1)`), through the security API.
 */
export const grantRole = async (
  admin: TestClient,
  userId: number,
  roleName: string,
  permissions: readonly (readonly [string, string])[],
): Promise<void> => {
  const role = await admin.post<{ id: number }>('/api/v1/security/roles/', { name: roleName });
  if (role.status !== 201) throw new Error(`creating role ${roleName}: ${role.status}`);
  const set = await admin.put(`/api/v1/security/roles/${role.body.id}/permissions`, {
    permissions: permissions.map(([permission, view_menu]) => ({ permission, view_menu })),
  });
  if (set.status !== 200) throw new Error(`granting ${roleName}: ${set.status} ${JSON.stringify(set.body)}`);
  const roles = await admin.get<{ result: { id: number; name: string }[] }>('/api/v1/security/roles/');
  const gamma = roles.body.result.find((r) => r.name === 'Gamma');
  const put = await admin.put(`/api/v1/security/users/${userId}`, { roles: [gamma?.id, role.body.id] });
  if (put.status !== 200) throw new Error(`assigning ${roleName}: ${put.status}`);
};
