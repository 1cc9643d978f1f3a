import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { TestClient, startTestApp, type TestApp } from '../../test-support/test-app.js';
import { BASE_CSP, cspFor, cspWithTiles, helmetOptions } from './security-headers.js';

describe('hardening of the HTTP layer', () => {
  let t: TestApp;
  let admin: TestClient;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({
      logLines: lines,
      env: { HEAVY_RATE_LIMIT_PER_MINUTE: '3', SIGN_IN_RATE_LIMIT_PER_MINUTE: '100', BODY_LIMIT_BYTES: '2048' },
    });
    admin = await signedInAdmin(t);
  });
  afterAll(async () => t?.close());

  it('names the request id in the header, the error body and every log line of the request', async () => {
    const res = await fetch(`${t.url}/api/v1/chart/999999`, { headers: { 'x-request-id': 'proxy-id-123' } });
    expect(res.headers.get('x-request-id')).toBe('proxy-id-123');
    expect(await res.json()).toMatchObject({ request_id: 'proxy-id-123' });
    const ofRequest = lines.filter((l) => l.includes('proxy-id-123'));
    expect(ofRequest.length).toBeGreaterThanOrEqual(2);
    for (const line of ofRequest) expect(JSON.parse(line)).toMatchObject({ request_id: 'proxy-id-123' });
    // An id that does not look like one is replaced by a fresh UUID.
    const odd = await fetch(`${t.url}/health`, { headers: { 'x-request-id': 'a b<c>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a connection open past Node's 5 s keep-alive, as Fastify's own server would (72 s)", async () => {
    const res = await fetch(`${t.url}/health`);
    expect(res.headers.get('keep-alive')).toBe('timeout=72');
    expect(t.app.server.requestTimeout).toBe(0);
  });

  it('answers a body over BODY_LIMIT_BYTES with 413', async () => {
    const res = await admin.post('/api/v1/dashboard/', { dashboard_title: 'x'.repeat(4000) });
    expect(res.status).toBe(413);
  });

  it('limits heavy endpoints per user with 429 and Retry-After, leaving light ones alone', async () => {
    // A result key nobody has: 404, but counted (the limit runs once the caller is known).
    const heavy = '/api/v1/chart/data/0123456789abcdef0123456789abcdef';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await admin.get(heavy)).status);
    expect(statuses).toEqual([404, 404, 404]);
    const limited = await admin.get<{ message: string }>(heavy);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await admin.get('/api/v1/dashboard/')).status).toBe(200);
  });

  it('gives a new session id at sign-in and ends the one the browser came with', async () => {
    const c = new TestClient(t.url);
    await c.login(ADMIN.username, ADMIN.password);
    const first = await c.get('/api/v1/me/');
    expect(first.status).toBe(200);
    const planted = (await t.ctx.meta.db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
    await c.login(ADMIN.username, ADMIN.password);
    const after = (await t.ctx.meta.db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
    expect(after.some((id) => !planted.includes(id))).toBe(true);
    expect(after.length).toBe(planted.length);
  });

  it('limits sign-in attempts per IP, whatever their outcome', async () => {
    const limited = await startTestApp({ env: { SIGN_IN_RATE_LIMIT_PER_MINUTE: '2' } });
    const c = new TestClient(limited.url);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await c.login('nobody', `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 429]);
    await limited.close();
  });

  it('marks the session cookie Secure when the proxy says the request came over https', async () => {
    const proxied = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    await signedInAdmin(proxied);
    const res = await fetch(`${proxied.url}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('tessera_session='))).toMatch(/; Secure/);
    await proxied.close();
  });
});

describe('the CSP composes per route', () => {
  it('replaces frame-ancestors for one route and keeps the rest of the policy', async () => {
    const app = Fastify();
    await app.register(fastifyHelmet, helmetOptions(BASE_CSP));
    app.get('/page', async () => 'page');
    app.get('/embedded', { helmet: cspFor(BASE_CSP, { 'frame-ancestors': ['https://host.example'] }) }, async () => 'embedded');
    const page = await app.inject('/page');
    const embedded = await app.inject('/embedded');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(embedded.headers['content-security-policy']).toContain('frame-ancestors https://host.example');
    expect(embedded.headers['content-security-policy']).toContain("script-src 'self'");
    await app.close();
  });
});

describe('the CSP and the remote map tiles (issue E, MAP_TILE_URL)', () => {
  it('names no other host while no tiles are set', async () => {
    const app = Fastify();
    await app.register(fastifyHelmet, helmetOptions(cspWithTiles(null)));
    app.get('/page', async () => 'page');
    const csp = String((await app.inject('/page')).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("connect-src 'self';");
    await app.close();
  });

  it("allows the tile host's images and fetches, and nothing else more", async () => {
    const app = Fastify();
    await app.register(fastifyHelmet, helmetOptions(cspWithTiles('https://tile.openstreetmap.org')));
    app.get('/page', async () => 'page');
    const csp = String((await app.inject('/page')).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(csp).toContain("connect-src 'self' https://tile.openstreetmap.org;");
    expect(csp).toContain("script-src 'self';");
    expect(csp.match(/openstreetmap/g)).toHaveLength(2);
    await app.close();
  });
});
