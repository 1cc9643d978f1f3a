import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Plugin {
  id: number;
  name: string;
  key: string;
  bundle_url: string;
}

interface Answer {
  id: number;
  result: Plugin;
  message: string;
  errors?: { extra?: { field?: string } }[];
}

const BASE = '/dynamic-plugins/api';
const HELLO = { name: 'Hello bars', key: 'hello_bars', bundle_url: '/static/plugins/hello-bars/index.js' };

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: dynamic plugins (Superset DynamicPluginsView)',
  (store, available) => {
    let t: TestApp;
    let admin: TestClient;
    let alpha: TestClient;
    let gamma: TestClient;

    beforeAll(async () => {
      if (!available) return;
      t = await startTestApp({
        store,
        env: { DYNAMIC_PLUGINS_ALLOWED_HOSTS: 'cdn.example.com, plugins.example.org:8443' },
      });
      admin = await signedInAdmin(t);
      alpha = (await signedInUser(t, 'alfred', ['Alpha'])).client;
      gamma = (await signedInUser(t, 'gina', ['Gamma'])).client;
    });
    afterAll(async () => t?.close());

    it.runIf(available)('creates, reads, updates and deletes a plugin with Superset fields', async () => {
      expect((await admin.get(`${BASE}/read`)).body).toEqual({ result: [], count: 0 });
      const created = await admin.post<Answer>(`${BASE}/create`, { ...HELLO, name: ' Hello bars ' });
      expect(created.status).toBe(201);
      const id = created.body.id;
      expect(created.body.result).toEqual({ id, ...HELLO });
      const read = await gamma.get<{ result: Plugin[]; count: number }>(`${BASE}/read`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ result: [{ id, ...HELLO }], count: 1 });
      expect((await alpha.get<Answer>(`${BASE}/get/${id}`)).body).toEqual({ id, result: { id, ...HELLO } });

      const cdn = 'https://cdn.example.com/hello/index.js';
      const updated = await admin.put<Answer>(`${BASE}/update/${id}`, { bundle_url: cdn });
      expect(updated.status).toBe(200);
      expect(updated.body.result).toEqual({ id, ...HELLO, bundle_url: cdn });
      const ported = await admin.put<Answer>(`${BASE}/update/${id}`, {
        bundle_url: 'https://plugins.example.org:8443/x.js',
      });
      expect(ported.status).toBe(200);

      expect((await admin.delete<Answer>(`${BASE}/delete/${id}`)).status).toBe(200);
      expect((await admin.get(`${BASE}/read`)).body).toEqual({ result: [], count: 0 });
      expect((await admin.delete<Answer>(`${BASE}/delete/${id}`)).status).toBe(404);
      expect((await admin.put<Answer>(`${BASE}/update/${id}`, { name: 'x' })).status).toBe(404);
      expect((await admin.get<Answer>(`${BASE}/get/${id}`)).status).toBe(404);
    });

    it.runIf(available)('refuses a second plugin with the same key or name (409 naming the field)', async () => {
      const first = await admin.post<Answer>(`${BASE}/create`, { ...HELLO, key: 'dup_key', name: 'Dup one' });
      expect(first.status).toBe(201);
      const sameKey = await admin.post<Answer>(`${BASE}/create`, { ...HELLO, key: 'dup_key', name: 'Dup two' });
      expect(sameKey.status).toBe(409);
      expect(sameKey.body.message).toMatch(/key/);
      expect(sameKey.body.errors?.[0]?.extra?.field).toBe('key');
      const sameName = await admin.post<Answer>(`${BASE}/create`, { ...HELLO, key: 'other_key', name: 'Dup one' });
      expect(sameName.status).toBe(409);
      expect(sameName.body.errors?.[0]?.extra?.field).toBe('name');
      const second = await admin.post<Answer>(`${BASE}/create`, { ...HELLO, key: 'dup_key_2', name: 'Dup two' });
      const renamed = await admin.put<Answer>(`${BASE}/update/${second.body.id}`, { key: 'dup_key' });
      expect(renamed.status).toBe(409);
      // Keeping its own key is no conflict.
      expect((await admin.put<Answer>(`${BASE}/update/${first.body.id}`, { key: 'dup_key' })).status).toBe(200);
    });

    it.runIf(available)(
      'refuses a bundle URL off this origin and the allowed hosts (400 naming bundle_url)',
      async () => {
        for (const bundle_url of [
          'https://evil.example.com/x.js',
          'https://cdn.example.com:444/x.js',
          '//cdn.example.com/x.js',
          'javascript:alert(1)',
          'plugin.js',
        ]) {
          const res = await admin.post<Answer>(`${BASE}/create`, { ...HELLO, key: 'bad_url', name: 'Bad', bundle_url });
          expect(res.status, bundle_url).toBe(400);
          expect(res.body.message).toMatch(/^bundle_url: /);
          expect(res.body.errors?.[0]?.extra?.field).toBe('bundle_url');
        }
        const badKey = await admin.post<Answer>(`${BASE}/create`, { ...HELLO, key: 'has space' });
        expect(badKey.status).toBe(400);
        expect(badKey.body.message).toMatch(/key/);
      },
    );

    it.runIf(available)('lets only Admin write; every role reads; nobody signed out', async () => {
      for (const client of [alpha, gamma]) {
        expect((await client.post<Answer>(`${BASE}/create`, { ...HELLO, key: 'nope', name: 'Nope' })).status).toBe(403);
        expect((await client.put<Answer>(`${BASE}/update/1`, { name: 'x' })).status).toBe(403);
        expect((await client.delete<Answer>(`${BASE}/delete/1`)).status).toBe(403);
        expect((await client.get(`${BASE}/read`)).status).toBe(200);
      }
      const res = await fetch(`${t.url}${BASE}/read`);
      expect(res.status).toBe(401);
    });

    it.runIf(available)('allows scripts from the allowed hosts in the CSP, and serves the example bundle', async () => {
      const page = await fetch(`${t.url}/static/plugins/hello-bars/index.js`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/javascript/);
      expect(await page.text()).toContain("key: 'hello_bars'");
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' cdn.example.com plugins.example.org:8443;");
    });
  },
);

describe('dynamic plugins without allowed hosts', () => {
  it('keeps scripts to this origin and refuses any remote bundle', async () => {
    const t = await startTestApp();
    try {
      const admin = await signedInAdmin(t);
      const res = await admin.post<Answer>(`${BASE}/create`, { ...HELLO, bundle_url: 'https://cdn.example.com/x.js' });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('not in DYNAMIC_PLUGINS_ALLOWED_HOSTS');
      const csp = (await fetch(`${t.url}/static/plugins/hello-bars/index.js`)).headers.get('content-security-policy');
      expect(csp).toContain("script-src 'self';");
    } finally {
      await t.close();
    }
  });
});
