import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('reports the metadata store and cache', async () => {
    const res = await fetch(`${t.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      metadata: { dialect: 'sqlite', ok: true },
      cache: { backend: 'memory', ok: true },
    });
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const spec = (await (await fetch(`${t.url}/api/v1/_openapi`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain('/api/v1/security/login');
    const ui = await fetch(`${t.url}/swagger/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('reports degraded with 503 when the metadata store is gone', async () => {
    const other = await startTestApp();
    await other.ctx.meta.close();
    const res = await fetch(`${other.url}/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', metadata: { ok: false } });
    await other.app.close();
  });
});
