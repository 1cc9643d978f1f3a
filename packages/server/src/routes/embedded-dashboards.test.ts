import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARY, registerSampleDataset } from '../../test-support/flights-sample.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { startTestApp, TestClient, type TestApp } from '../../test-support/test-app.js';
import { revokeAllGuestTokens } from '../services/embedded/guest-token-service.js';

interface Embedded {
  result: { uuid: string; dashboard_id: string; allowed_domains: string[] };
}
interface DataAnswer {
  result?: { data: Record<string, unknown>[]; query?: string }[];
  message?: string;
}

const HOST = 'http://127.0.0.1:4100';
const layout = (chartIds: number[]): string =>
  JSON.stringify(
    Object.fromEntries(
      chartIds.map((id) => [`CHART-${id}`, { id: `CHART-${id}`, type: 'CHART', meta: { chartId: id } }]),
    ),
  );
const byOrigin = (datasetId: number, extra: Record<string, unknown> = {}) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['origin'], metrics: ['count'], ...extra }],
});

describe('embedded dashboards and guest tokens', () => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let flights: number;
  let canary: number;
  let dashA: number;
  let dashB: number;
  let uuidA: string;
  let uuidB: string;
  let dist: string;

  const guest = (token: string) => ({
    get: (path: string) =>
      new TestClient(t.url).request('GET', path, undefined, { headers: { 'x-guesttoken': token } }),
    post: (path: string, body: unknown) =>
      new TestClient(t.url).request<DataAnswer>('POST', path, body, { headers: { 'x-guesttoken': token } }),
  });
  const mint = (body: Record<string, unknown>) =>
    admin.post<{ token?: string; message?: string }>('/api/v1/security/guest_token/', body);
  const tokenFor = async (uuid: string, rls: unknown[] = [], permissions?: string[]): Promise<string> => {
    const res = await mint({
      user: { username: 'host-user' },
      resources: [{ type: 'dashboard', id: uuid, permissions }],
      rls,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.token ?? '';
  };

  beforeAll(async () => {
    sample = await duckdbSample();
    // A built web app in miniature, so the embedded page has an index.html to serve.
    dist = mkdtempSync(join(tmpdir(), 'tessera-embed-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    t = await startTestApp({ env: { TESSERA_WEB_DIST: dist } });
    admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    flights = await registerSampleDataset(t.ctx.meta.db, db.body.id, 'main');
    const ds = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: db.body.id,
      schema: 'main',
      table_name: 'canary_secrets',
    });
    canary = ds.body.id;
    const chart = async (name: string, datasetId: number) =>
      (
        await admin.post<{ id: number }>('/api/v1/chart/', {
          slice_name: name,
          viz_type: 'table',
          datasource_id: datasetId,
          datasource_type: 'table',
          params: '{}',
        })
      ).body.id;
    const dashboard = async (title: string, charts: number[]) =>
      (
        await admin.post<{ id: number }>('/api/v1/dashboard/', {
          dashboard_title: title,
          published: true,
          position_json: layout(charts),
        })
      ).body.id;
    dashA = await dashboard('Flights', [await chart('By origin', flights)]);
    dashB = await dashboard('Secrets', [await chart('Secrets', canary)]);
    uuidA = (await admin.post<Embedded>(`/api/v1/dashboard/${dashA}/embedded`, { allowed_domains: [HOST] })).body.result
      .uuid;
    uuidB = (await admin.put<Embedded>(`/api/v1/dashboard/${dashB}/embedded`, { allowed_domains: [] })).body.result
      .uuid;
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('registers, reads, updates and deletes an embedding with Superset answer shapes', async () => {
    const got = await admin.get<Embedded>(`/api/v1/dashboard/${dashA}/embedded`);
    expect(got.body.result).toMatchObject({ uuid: uuidA, dashboard_id: String(dashA), allowed_domains: [HOST] });
    const again = await admin.put<Embedded>(`/api/v1/dashboard/${dashA}/embedded`, { allowed_domains: [HOST, HOST] });
    expect(again.body.result).toMatchObject({ uuid: uuidA, allowed_domains: [HOST] });
    const bad = await admin.post(`/api/v1/dashboard/${dashA}/embedded`, { allowed_domains: ['not a domain'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('allowed_domains');
    const other = await admin.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: 'Temp' });
    await admin.post(`/api/v1/dashboard/${other.body.id}/embedded`, { allowed_domains: [HOST] });
    expect((await admin.delete(`/api/v1/dashboard/${other.body.id}/embedded`)).body).toEqual({ message: 'OK' });
    expect((await admin.get(`/api/v1/dashboard/${other.body.id}/embedded`)).status).toBe(404);
  });

  it('mints tokens for Admin only, and refuses RLS clauses that read other tables or do not parse', async () => {
    const { client: gamma } = await signedInUser(t, 'gwen', ['Gamma']);
    expect(
      (await gamma.post('/api/v1/security/guest_token/', { resources: [{ type: 'dashboard', id: uuidA }] })).status,
    ).toBe(403);
    const reads = await mint({
      resources: [{ type: 'dashboard', id: uuidA }],
      rls: [{ clause: `origin IN (SELECT secret FROM canary_secrets)` }],
    });
    expect(reads.status).toBe(400);
    expect(reads.body.message).toContain('rls.0.clause');
    expect(
      (await mint({ resources: [{ type: 'dashboard', id: uuidA }], rls: [{ clause: "origin = 'SEA' OR" }] })).status,
    ).toBe(400);
    expect((await mint({ resources: [{ type: 'dashboard', id: 'no-such-embed' }] })).status).toBe(400);
  });

  it('lets a guest read its dashboard and data with the RLS clause on every query, and no query text', async () => {
    const token = await tokenFor(uuidA, [{ clause: "origin = 'SEA'" }]);
    const g = guest(token);
    expect((await g.get(`/api/v1/dashboard/${dashA}`)).status).toBe(200);
    expect((await g.get(`/api/v1/dashboard/${dashA}/charts`)).status).toBe(200);
    expect((await g.get(`/api/v1/dashboard/${dashA}/datasets`)).status).toBe(200);
    const data = await g.post('/api/v1/chart/data', byOrigin(flights));
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    const rows = data.body.result?.[0]?.data ?? [];
    expect(rows.length).toBe(1);
    expect(rows.every((r) => r['origin'] === 'SEA')).toBe(true);
    // A filter trying to widen the rows is AND-ed with the clause, never OR-ed.
    const wider = await g.post('/api/v1/chart/data', byOrigin(flights, { extras: { where: "1=1 OR origin = 'SFO'" } }));
    expect((wider.body.result?.[0]?.data ?? []).every((r) => r['origin'] === 'SEA')).toBe(true);
    expect(JSON.stringify(data.body)).not.toMatch(/SELECT/i);
  });

  it("refuses a token for dashboard A on dashboard B and its charts' data (403)", async () => {
    const g = guest(await tokenFor(uuidA));
    expect((await g.get(`/api/v1/dashboard/${dashB}`)).status).toBe(404);
    const stolen = await g.post('/api/v1/chart/data', byOrigin(canary, { columns: ['secret'], metrics: [] }));
    expect(stolen.status).toBe(403);
    expect(JSON.stringify(stolen.body)).not.toContain(CANARY);
  });

  it('refuses tampered, expired, foreign-signed and revoked tokens (401)', async () => {
    const token = await tokenFor(uuidA);
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const widened = Buffer.from(JSON.stringify({ ...claims, resources: [{ type: 'dashboard', id: uuidB }] })).toString(
      'base64url',
    );
    expect((await guest(`${h}.${widened}.${s}`).get(`/api/v1/dashboard/${dashA}`)).status).toBe(401);
    const cfg = t.ctx.config.guestToken;
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(cfg.secret));
    expect((await guest(expired).get(`/api/v1/dashboard/${dashA}`)).status).toBe(401);
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('other'));
    expect((await guest(foreign).get(`/api/v1/dashboard/${dashA}`)).status).toBe(401);
    expect((await guest(token).get(`/api/v1/dashboard/${dashA}`)).status).toBe(200);
    expect((await admin.delete(`/api/v1/security/guest_token/${String(claims['jti'])}`)).status).toBe(200);
    expect((await guest(token).get(`/api/v1/dashboard/${dashA}`)).status).toBe(401);
    const later = await tokenFor(uuidA);
    await revokeAllGuestTokens(t.ctx.meta.db);
    expect((await guest(later).get(`/api/v1/dashboard/${dashA}`)).status).toBe(401);
  });

  it('closes lists, exports, SQL Lab and admin routes to guests, and CSV unless granted', async () => {
    const g = guest(await tokenFor(uuidA));
    for (const path of [
      '/api/v1/dashboard/',
      '/api/v1/chart/',
      '/api/v1/dataset/',
      '/api/v1/database/',
      '/api/v1/security/users/',
      '/api/v1/me/',
      `/api/v1/dashboard/export/?q=!(${dashA})`,
      '/api/v1/query/',
    ]) {
      expect((await g.get(path)).status, path).toBe(403);
    }
    expect((await g.post('/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT 1' })).status).toBe(403);
    expect(
      (await g.post('/api/v1/security/guest_token/', { resources: [{ type: 'dashboard', id: uuidA }] })).status,
    ).toBe(403);
    const csv = { ...byOrigin(flights), result_format: 'csv', result_type: 'full' };
    expect((await g.post('/api/v1/chart/data', csv)).status).toBe(403);
    const allowed = guest(await tokenFor(uuidA, [], ['csv']));
    expect((await allowed.post('/api/v1/chart/data', csv)).status).toBe(200);
  });

  it('serves /embedded/{uuid} only in a frame of an allowed domain, with frame-ancestors', async () => {
    const page = (uuid: string, headers: Record<string, string>) =>
      new TestClient(t.url).request('GET', `/embedded/${uuid}`, undefined, { headers });
    const ok = await page(uuidA, { referer: `${HOST}/host.html`, 'sec-fetch-dest': 'iframe' });
    expect(ok.status).toBe(200);
    // The app's strict policy, with only frame-ancestors opened to the embedding's domains.
    const csp = ok.headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).toContain(`frame-ancestors ${HOST}`);
    expect(csp.split('; ')).toContain("script-src 'self'");
    expect(csp).not.toContain("frame-ancestors 'self'");
    expect((await page(uuidA, { referer: 'http://evil.example/x', 'sec-fetch-dest': 'iframe' })).status).toBe(403);
    expect((await page(uuidA, { referer: `${HOST}/host.html`, 'sec-fetch-dest': 'document' })).status).toBe(403);
    expect((await page(uuidA, {})).status).toBe(403);
    // An empty list refuses every origin (Superset would allow any).
    expect((await page(uuidB, { referer: `${HOST}/host.html`, 'sec-fetch-dest': 'iframe' })).status).toBe(403);
    expect((await page('00000000-0000-4000-8000-000000000000', { referer: `${HOST}/` })).status).toBe(404);
  });
});
