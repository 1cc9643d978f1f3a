import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, prepareMetadata } from '../bootstrap.js';
import { postgresAvailable } from '../../test-support/services.js';
import { TestClient, startTestApp, type TestApp } from '../../test-support/test-app.js';

const stores = [['sqlite', true] as const, ['postgres', await postgresAvailable()] as const];

describe.each(stores)('authentication on %s', (store, available) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!available) return;
    t = await startTestApp({ store });
  });
  afterAll(async () => t?.close());

  it.runIf(available)('first run needs setup; setup creates the admin and signs in', async () => {
    const c = new TestClient(t.url);
    expect((await c.get('/api/v1/setup/status')).body).toEqual({ needs_setup: true, signed_in: false });
    const bad = await c.post('/api/v1/setup/', {
      username: 'admin',
      password: 'short',
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('password');
    const ok = await c.post('/api/v1/setup/', {
      username: 'admin',
      password: 'admin-pass-1',
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'ada@example.com',
    });
    expect(ok.status).toBe(201);
    expect((await c.get('/api/v1/me/')).body).toMatchObject({ result: { username: 'admin', first_name: 'Ada' } });
    expect((await c.get('/api/v1/setup/status')).body).toEqual({ needs_setup: false, signed_in: true });
    expect((await new TestClient(t.url).get('/api/v1/setup/status')).body).toEqual({
      needs_setup: false,
      signed_in: false,
    });
    const again = await new TestClient(t.url).post('/api/v1/setup/', {
      username: 'x',
      password: 'admin-pass-1',
      first_name: 'A',
      last_name: 'B',
      email: 'x@b.co',
    });
    expect(again.status).toBe(409);
  });

  it.runIf(available)('wrong password answers 401 with a clear message; unauthenticated API calls 401', async () => {
    const c = new TestClient(t.url);
    const res = await c.login('admin', 'nope');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid username or password');
    expect((await c.get('/api/v1/me/')).status).toBe(401);
    expect((await c.get('/api/v1/dataset/')).status).toBe(401);
    expect((await c.get('/api/v1/security/users/')).status).toBe(401);
  });

  it.runIf(available)('issues and refreshes API tokens; Bearer is accepted without CSRF', async () => {
    const c = new TestClient(t.url);
    const login = await c.post<{ access_token: string; refresh_token: string }>('/api/v1/security/login', {
      username: 'admin',
      password: 'admin-pass-1',
      provider: 'db',
    });
    expect(login.status).toBe(200);
    const api = new TestClient(t.url).withToken(login.body.access_token);
    expect((await api.get('/api/v1/me/')).body).toMatchObject({ result: { username: 'admin' } });
    const created = await api.post('/api/v1/security/roles/', { name: 'Analysts' });
    expect(created.status).toBe(201);
    const refreshed = await new TestClient(t.url).request<{ access_token: string }>(
      'POST',
      '/api/v1/security/refresh',
      undefined,
      {
        headers: { authorization: `Bearer ${login.body.refresh_token}` },
      },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).toBeTruthy();
    const wrongType = await new TestClient(t.url).withToken(login.body.refresh_token).get('/api/v1/me/');
    expect(wrongType.status).toBe(401);
  });

  it.runIf(available)('a cookie session must send the CSRF token on writes', async () => {
    const c = new TestClient(t.url);
    expect((await c.login('admin', 'admin-pass-1')).status).toBe(200);
    const without = await c.request('POST', '/api/v1/security/roles/', { name: 'NoCsrf' }, { csrf: false });
    expect(without.status).toBe(403);
    expect(without.body.message).toContain('CSRF');
    const withToken = await c.post('/api/v1/security/roles/', { name: 'WithCsrf' });
    expect(withToken.status).toBe(201);
    const out = await c.post('/api/v1/security/logout');
    expect(out.status).toBe(200);
    expect((await c.get('/api/v1/me/')).status).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await prepareMetadata(t.ctx);
    await createAdmin(t.ctx, { username: 'target', password: 'target-pass-1', email: 'target@example.com' });
  });
  afterAll(async () => t?.close());

  it('the 11th failed sign-in within a minute answers 429', async () => {
    const c = new TestClient(t.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await c.login('target', `wrong-${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const blocked = await c.login('target', 'target-pass-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toContain('Too many');
  });
});
