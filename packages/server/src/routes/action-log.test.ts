import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Item {
  id: number;
  action: string;
  user: { username: string } | null;
  json: string;
  dashboard_id: number | null;
}

describe('the action log (/api/v1/log/)', () => {
  let t: TestApp;
  let admin: TestClient;
  let alpha: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAdmin(t);
    alpha = (await signedInUser(t, 'alpha', ['Alpha'])).client;
  });
  afterAll(async () => t?.close());

  it('records each successful write with who, the route pattern, the object and the request id', async () => {
    const created = await alpha.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: 'Logged' });
    const updated = await alpha.put(`/api/v1/dashboard/${created.body.id}`, { dashboard_title: 'Logged 2' });
    expect(updated.status).toBe(200);
    // A refused write is not an action taken.
    expect((await alpha.put('/api/v1/dashboard/999999', { dashboard_title: 'x' })).status).toBe(404);
    const log = await admin.get<{ count: number; result: Item[] }>('/api/v1/log/?q=(page_size:10)');
    expect(log.status).toBe(200);
    const put = log.body.result.find((i) => i.action === 'PUT /api/v1/dashboard/:pk');
    expect(put).toMatchObject({ user: { username: 'alpha' }, dashboard_id: created.body.id });
    expect(JSON.parse(put?.json ?? '{}')).toMatchObject({
      path: `/api/v1/dashboard/${created.body.id}`,
      status: 200,
      request_id: updated.headers.get('x-request-id'),
    });
    expect(log.body.result.some((i) => i.json.includes('999999'))).toBe(false);
    const one = await admin.get<{ result: Item }>(`/api/v1/log/${put?.id}`);
    expect(one.body.result.action).toBe('PUT /api/v1/dashboard/:pk');
  });

  it('is for Admins only, and answers a bad page size with a 400 naming it', async () => {
    expect((await alpha.get('/api/v1/log/')).status).toBe(403);
    const bad = await admin.get<{ message: string }>('/api/v1/log/?q=(page_size:1000)');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('page_size');
  });
});
