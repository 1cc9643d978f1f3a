import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeWebDist,
  freePort,
  startTessera,
  tempDir,
  waitHealthy,
  within,
  type TesseraProcess,
} from '../test-support/fault-cluster.js';

const TOKEN = 'ops-port-token';

const familiesOf = (text: string) => new Map(parsePrometheusTextFormat(text).map((f) => [f.name, f]));

/** METRICS_PORT on the real CLI: `tessera start` and `tessera worker` (which has no web port). */
describe('METRICS_PORT', () => {
  const webHome = tempDir();
  const workerHome = tempDir();
  const procs: TesseraProcess[] = [];
  const ops = { web: '', worker: '' };
  let web: TesseraProcess;

  const envFor = (dir: string, port: number) => ({
    TESSERA_HOME: dir,
    SECRET_KEY: 'ops-port-secret',
    TESSERA_LOAD_EXAMPLES: 'false',
    TESSERA_WEB_DIST: fakeWebDist(dir),
    METRICS_PORT: String(port),
    METRICS_TOKEN: TOKEN,
  });

  beforeAll(async () => {
    const [webPort, workerPort] = [await freePort(), await freePort()];
    ops.web = `http://127.0.0.1:${webPort}`;
    ops.worker = `http://127.0.0.1:${workerPort}`;
    // Each on its own SQLite store: the point is the ops port, not a shared store.
    web = await startTessera('start', envFor(webHome.dir, webPort));
    const worker = await startTessera('worker', envFor(workerHome.dir, workerPort));
    procs.push(web, worker);
    await waitHealthy(web);
    await within(60_000, async () => (await fetch(`${ops.worker}/health`)).ok, 'worker ops port').catch(
      (err: Error) => {
        throw new Error(`${err.message}\n${worker.output.join('')}`);
      },
    );
  }, 90_000);

  afterAll(async () => {
    for (const p of procs) await p.kill('SIGKILL');
    webHome.remove();
    workerHome.remove();
  });

  it.each(['web', 'worker'] as const)('%s: /health 200 and /ready naming each dependency', async (which) => {
    const health = await fetch(`${ops[which]}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', version: expect.any(String) });
    const ready = await fetch(`${ops[which]}/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('content-type')).toContain('application/json');
    expect(await ready.json()).toEqual({
      status: 'ok',
      version: expect.any(String),
      checked_at: expect.any(String),
      // No REDIS_URL: Redis and its job queue are not configured, and say so.
      checks: { metadata_store: 'ok', redis: 'off', job_queue: 'off' },
    });
    expect((await fetch(`${ops[which]}/api/v1/dashboard/`)).status).toBe(404);
  });

  it.each(['web', 'worker'] as const)('%s: /metrics wants the METRICS_TOKEN, then parses', async (which) => {
    expect((await fetch(`${ops[which]}/metrics`)).status).toBe(403);
    const wrong = await fetch(`${ops[which]}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(403);
    const res = await fetch(`${ops[which]}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const families = familiesOf(await res.text());
    for (const name of ['tessera_job_failures_total', 'process_cpu_seconds_total', 'nodejs_eventloop_lag_seconds']) {
      expect(families.has(name), name).toBe(true);
    }
  });

  it("the web process's ops port reports the web port's requests", async () => {
    expect((await fetch(`${web.url}/api/v1/chart/123456`)).status).toBe(401);
    const text = await (await fetch(`${ops.web}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(familiesOf(text).get('tessera_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(text).toMatch(/^tessera_http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/chart\/:pk"/m);
  });
});
