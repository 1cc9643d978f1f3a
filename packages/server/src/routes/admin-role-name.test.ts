import { ADMIN_ROLE, BUILTIN_ROLE_PERMISSIONS } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';
import { setRolePermissions } from '../services/security/permission-service.js';
import { createRole } from '../services/security/role-service.js';

interface UserList {
  result: { id: number; username: string; roles: { id: number; name: string }[] }[];
}

// Spec 02 §6: an admin is anyone holding a role named admin, in any case. A custom role spelt
// 'admin' (with Admin's grants) must count wherever the server asks "is this caller an admin".
describe('a role named admin in another case', () => {
  let t: TestApp;
  let admin: TestClient;
  let lower: { client: TestClient; id: number };
  let owner: TestClient;
  let other: TestClient;
  let lowerRoleId: number;
  let adminRoleId: number;
  let gammaRoleId: number;
  let dashboardId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const role = await createRole(t.ctx.meta.db, 'admin');
    lowerRoleId = role.id;
    await setRolePermissions(t.ctx.meta.db, role.id, BUILTIN_ROLE_PERMISSIONS.Admin);
    lower = await signedInUser(t, 'lowercase', ['admin']);
    owner = (await signedInUser(t, 'owner', ['Gamma'])).client;
    other = (await signedInUser(t, 'other', ['Gamma'])).client;
    const created = await owner.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: 'Owned draft' });
    expect(created.status).toBe(201);
    dashboardId = created.body.id;
    const roles = await admin.get<{ result: { id: number; name: string }[] }>('/api/v1/security/roles/');
    adminRoleId = roles.body.result.find((r) => r.name === ADMIN_ROLE)?.id ?? 0;
    gammaRoleId = roles.body.result.find((r) => r.name === 'Gamma')?.id ?? 0;
  });
  afterAll(async () => t?.close());

  it('is an admin for the admin-only example status', async () => {
    expect((await lower.client.get('/api/v1/examples/status/')).status).toBe(200);
    expect((await other.get('/api/v1/examples/status/')).status).toBe(403);
  });

  it("sees and edits another user's draft dashboard, as an admin does", async () => {
    expect((await other.get(`/api/v1/dashboard/${dashboardId}`)).status).toBe(404);
    expect((await lower.client.get(`/api/v1/dashboard/${dashboardId}`)).status).toBe(200);
    const list = await lower.client.get<{ ids: number[] }>('/api/v1/dashboard/');
    expect(list.body.ids).toContain(dashboardId);
    const edit = await lower.client.put(`/api/v1/dashboard/${dashboardId}`, { dashboard_title: 'Renamed' });
    expect(edit.status).toBe(200);
    // Anyone else does not even see it (Superset's base filter answers 404 before ownership).
    expect((await other.put(`/api/v1/dashboard/${dashboardId}`, { dashboard_title: 'Nope' })).status).toBe(404);
  });

  it('counts for the last-admin rule: a second admin lets the first go, the last one stays', async () => {
    const users = await admin.get<UserList>('/api/v1/security/users/');
    const builtin = users.body.result.find((u) => u.username === 'admin');
    // Another admin (the lowercase one) remains, so the built-in admin may lose the Admin role.
    const demote = await lower.client.put(`/api/v1/security/users/${builtin?.id}`, { roles: [lowerRoleId] });
    expect(demote.status).toBe(200);
    const gone = await lower.client.put(`/api/v1/security/users/${builtin?.id}`, { active: false });
    expect(gone.status).toBe(200);
    // Now the lowercase admin is the last one: giving up every admin role is refused ...
    const drop = await lower.client.put<{ message: string }>(`/api/v1/security/users/${lower.id}`, {
      roles: [gammaRoleId],
    });
    expect(drop.status).toBe(400);
    expect(drop.body.message).toContain('The last active admin cannot be removed');
    // ... while trading it for the differently spelt Admin role keeps an admin, so it is allowed.
    const swap = await lower.client.put(`/api/v1/security/users/${lower.id}`, { roles: [adminRoleId] });
    expect(swap.status).toBe(200);
  });
});
