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

  it('filters by user, by action (contains, case-insensitive) and by a time range', async () => {
    await new Promise((r) => setTimeout(r, 5));
    const before = new Date().toISOString();
    await alpha.post('/api/v1/dashboard/', { dashboard_title: 'Filtered' });
    const list = async (q: string) =>
      (await admin.get<{ count: number; result: Item[] }>(`/api/v1/log/?q=${encodeURIComponent(q)}`)).body;
    const alphaId = (
      await admin.get<{ result: { id: number; username: string }[] }>('/api/v1/security/users/')
    ).body.result.find((u) => u.username === 'alpha')?.id;
    const byAlpha = await list(`(user_id:${alphaId},page_size:100)`);
    expect(byAlpha.count).toBeGreaterThanOrEqual(3);
    expect(byAlpha.result.every((i) => i.user?.username === 'alpha')).toBe(true);
    const posts = await list("(action:'post /API/v1/DASHBOARD',page_size:100)");
    expect(posts.result.length).toBe(posts.count);
    expect(posts.result.every((i) => i.action === 'POST /api/v1/dashboard/')).toBe(true);
    // The range's bounds may carry any offset; the stored times are UTC.
    const sinceIndia = `${new Date(Date.parse(before) + 5.5 * 3_600_000).toISOString().slice(0, -1)}+05:30`;
    const recent = await list(`(action:'POST /api/v1/dashboard/',since:'${sinceIndia}')`);
    expect(recent.count).toBe(1);
    const older = await list(`(action:'POST /api/v1/dashboard/',until:'${before}')`);
    expect(older.count).toBe(posts.count - 1);
    expect((await list("(action:'%')")).count).toBe(0);
    const bad = await admin.get<{ message: string }>(`/api/v1/log/?q=${encodeURIComponent("(since:'yesterday')")}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('since');
  });

  it('is for Admins only, and answers a bad page size with a 400 naming it', async () => {
    expect((await alpha.get('/api/v1/log/')).status).toBe(403);
    const bad = await admin.get<{ message: string }>('/api/v1/log/?q=(page_size:1000)');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('page_size');
  });
});
