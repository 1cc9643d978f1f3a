import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerExamples } from '../examples/register-examples.js';
import { exampleTable as table } from '../../test-support/chart-fixtures.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

describe('role-based access for a Gamma user', () => {
  let t: TestApp;
  let admin: TestClient;
  let gamma: TestClient;
  let flightsId: number;
  let carsId: number;

  beforeAll(async () => {
    t = await startTestApp();
    await registerExamples(t.ctx.meta.db, '/tmp/unused.duckdb', [table('flights'), table('cars')]);
    admin = await signedInAdmin(t);
    gamma = (await signedInUser(t, 'gina', ['Gamma'])).client;
    const list = await admin.get<{ result: { id: number; table_name: string }[] }>('/api/v1/dataset/');
    flightsId = list.body.result.find((d) => d.table_name === 'flights')?.id ?? 0;
    carsId = list.body.result.find((d) => d.table_name === 'cars')?.id ?? 0;
  });
  afterAll(async () => t?.close());

  it('is refused user and role administration with 403', async () => {
    expect((await gamma.get('/api/v1/security/users/')).status).toBe(403);
    expect((await gamma.post('/api/v1/security/users/', { username: 'x' })).status).toBe(403);
    expect((await gamma.get('/api/v1/security/roles/')).status).toBe(403);
  });

  it('sees no dataset and gets 403 on one it was not granted', async () => {
    const list = await gamma.get<{ count: number }>('/api/v1/dataset/');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(0);
    expect((await gamma.get(`/api/v1/dataset/${flightsId}`)).status).toBe(403);
  });

  it('gets 200 once datasource_access is granted through a role, and only on that dataset', async () => {
    const role = await admin.post<{ id: number }>('/api/v1/security/roles/', { name: 'flights_readers' });
    expect(role.status).toBe(201);
    const grant = await admin.put(`/api/v1/security/roles/${role.body.id}/permissions`, {
      permissions: [{ permission: 'datasource_access', view_menu: `[examples].[flights](id:${flightsId})` }],
    });
    expect(grant.status).toBe(200);
    const users = await admin.get<{ result: { id: number; username: string; roles: { id: number }[] }[] }>(
      '/api/v1/security/users/',
    );
    const gina = users.body.result.find((u) => u.username === 'gina');
    const update = await admin.put(`/api/v1/security/users/${gina?.id}`, {
      roles: [...(gina?.roles.map((r) => r.id) ?? []), role.body.id],
    });
    expect(update.status).toBe(200);

    const one = await gamma.get<{ result: { table_name: string; columns: unknown[]; metrics: unknown[] } }>(
      `/api/v1/dataset/${flightsId}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.result.table_name).toBe('flights');
    expect(one.body.result.columns).toHaveLength(1);
    expect((await gamma.get(`/api/v1/dataset/${carsId}`)).status).toBe(403);
    const list = await gamma.get<{ count: number; result: { table_name: string }[] }>('/api/v1/dataset/');
    expect(list.body.result.map((d) => d.table_name)).toEqual(['flights']);

    const me = await gamma.get<{ result: { roles: Record<string, unknown>; permissions: Record<string, string[]> } }>(
      '/api/v1/me/roles/',
    );
    expect(Object.keys(me.body.result.roles).sort()).toEqual(['Gamma', 'flights_readers']);
    expect(me.body.result.permissions.datasource_access).toEqual([`[examples].[flights](id:${flightsId})`]);
  });

  it('ends the sessions of a deactivated user at once', async () => {
    const { client, id } = await signedInUser(t, 'temp', ['Gamma']);
    expect((await client.get('/api/v1/me/')).status).toBe(200);
    expect((await admin.put(`/api/v1/security/users/${id}`, { active: false })).status).toBe(200);
    expect((await client.get('/api/v1/me/')).status).toBe(401);
  });

  it('keeps the last admin', async () => {
    const users = await admin.get<{ result: { id: number; username: string }[] }>('/api/v1/security/users/');
    const self = users.body.result.find((u) => u.username === 'admin');
    const res = await admin.put(`/api/v1/security/users/${self?.id}`, { active: false });
    expect(res.status).toBe(400);
  });

  it('refuses to delete built-in roles', async () => {
    const roles = await admin.get<{ result: { id: number; name: string }[] }>('/api/v1/security/roles/');
    const gammaRole = roles.body.result.find((r) => r.name === 'Gamma');
    expect((await admin.delete(`/api/v1/security/roles/${gammaRole?.id}`)).status).toBe(400);
  });
});

describe('memoised permissions', () => {
  it('take effect at once when changed through the API, even with a long memo time', async () => {
    const t = await startTestApp({ env: { METADATA_CACHE_MS: '600000' } });
    try {
      await registerExamples(t.ctx.meta.db, '/tmp/unused.duckdb', [table('flights')]);
      const admin = await signedInAdmin(t);
      const { client: gamma, id } = await signedInUser(t, 'memo', ['Gamma']);
      const list = await admin.get<{ result: { id: number }[] }>('/api/v1/dataset/');
      const datasetId = list.body.result[0]?.id;
      expect((await gamma.get(`/api/v1/dataset/${datasetId}`)).status).toBe(403);
      const role = await admin.post<{ id: number }>('/api/v1/security/roles/', { name: 'memo_readers' });
      await admin.put(`/api/v1/security/roles/${role.body.id}/permissions`, {
        permissions: [{ permission: 'datasource_access', view_menu: `[examples].[flights](id:${datasetId})` }],
      });
      const gammaRole = (
        await admin.get<{ result: { id: number; name: string }[] }>('/api/v1/security/roles/')
      ).body.result.find((r) => r.name === 'Gamma');
      await admin.put(`/api/v1/security/users/${id}`, { roles: [gammaRole?.id, role.body.id] });
      expect((await gamma.get(`/api/v1/dataset/${datasetId}`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
