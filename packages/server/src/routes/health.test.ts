import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/fixtures.js';

describe('GET /health and /ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('/health is liveness only: 200 with the version, no dependency named', async () => {
    const res = await fetch(`${t.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', version: expect.any(String) });
  });

  it('/ready names every dependency; off where it is not configured', async () => {
    const res = await fetch(`${t.url}/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      checks: { metadata_store: 'ok', redis: 'off', job_queue: 'off' },
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

  it('with the metadata store gone: /ready 503 naming it, /health still 200, API answers 503 not 500', async () => {
    const other = await startTestApp();
    const admin = await signedInAdmin(other);
    await other.ctx.meta.close();
    // The cached answer from before may stand for up to 2 s.
    await new Promise((r) => setTimeout(r, 2100));
    const ready = await fetch(`${other.url}/ready`);
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { status: string; checks: Record<string, string> };
    expect(body.status).toBe('unavailable');
    expect(body.checks.metadata_store).not.toBe('ok');
    expect((await fetch(`${other.url}/health`)).status).toBe(200);
    const list = await admin.get('/api/v1/dashboard/');
    expect(list.status).toBe(503);
    expect(list.body).toMatchObject({
      message: expect.stringContaining('metadata store is unavailable'),
      request_id: expect.any(String),
    });
    await other.app.close();
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: 'scrape-me' } });
  });
  afterAll(async () => t?.close());

  it('wants the METRICS_TOKEN bearer token when one is set', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(403);
    const wrong = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(403);
  });

  it('parses as Prometheus text, with request durations by route pattern and the defaults', async () => {
    const admin = await signedInAdmin(t);
    await admin.get('/api/v1/chart/123456');
    const res = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer scrape-me' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const families = parsePrometheusTextFormat(text);
    const byName = new Map(families.map((f) => [f.name, f]));
    for (const name of [
      'tessera_http_request_duration_seconds',
      'tessera_query_duration_seconds',
      'tessera_cache_reads_total',
      'tessera_job_queue_jobs',
      'tessera_job_failures_total',
      'tessera_report_runs_total',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
    expect(byName.get('tessera_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    // The parser folds a labelled histogram's series into one, so the labels are read off the lines.
    const routes = [...text.matchAll(/^tessera_http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)].map(
      (m) => m[1],
    );
    expect(routes).toContain('/api/v1/chart/:pk');
    expect(routes.some((r) => r?.includes('123456'))).toBe(false);
  });
});

describe('GET /metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('answers a scraper on this machine, not one that came through a proxy', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(200);
    const forwarded = await fetch(`${t.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(403);
  });
});
