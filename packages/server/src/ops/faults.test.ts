import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SessionClient,
  fakeWebDist,
  faultBinariesAvailable,
  sleep,
  startOwnPostgres,
  startOwnRedis,
  startTessera,
  tempDir,
  waitHealthy,
  within,
  type OwnPostgres,
  type OwnRedis,
  type TesseraProcess,
} from '../../test-support/fault-cluster.js';

/**
 * Issue 30's faults, end to end: its own PostgreSQL cluster and redis-server, two web processes and
 * workers, started together on an empty store. Each phase breaks one thing and checks the clear
 * answer, then the recovery without a restart.
 */
const ADMIN = { username: 'admin', password: 'admin-pass-1' };

interface Event {
  job_id: string;
  status: string;
  result_url: string | null;
}

describe.runIf(faultBinariesAvailable())('faults across processes', () => {
  const tmp = tempDir();
  let pgc: OwnPostgres;
  let redis: OwnRedis;
  let env: Record<string, string>;
  const web: TesseraProcess[] = [];
  const workers: TesseraProcess[] = [];
  const client = new SessionClient();
  let databaseId = 0;
  let datasetId = 0;
  let slowDatasetId = 0;
  const a = () => (web[0] as TesseraProcess).url;
  const b = () => (web[1] as TesseraProcess).url;

  const chartData = (id: number, extra: Record<string, unknown> = {}) => ({
    datasource: { id, type: 'table' },
    queries: [{ columns: ['g'], metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'total' }] }],
    ...extra,
  });

  const eventFor = async (base: string, jobId: string): Promise<Event[]> => {
    const res = await client.call<{ result: Event[] }>(base, 'GET', '/api/v1/async_event/');
    return (res.body.result ?? []).filter((e) => e.job_id === jobId && e.status !== 'pending');
  };

  beforeAll(async () => {
    pgc = await startOwnPostgres(tmp.dir);
    await pgc.query('postgres', 'CREATE DATABASE meta');
    await pgc.query('postgres', 'CREATE DATABASE analytics');
    await pgc.query(
      'analytics',
      "CREATE TABLE t (g text, x int); INSERT INTO t SELECT 'g' || (i % 3), i FROM generate_series(1, 300) i",
    );
    redis = await startOwnRedis();
    env = {
      TESSERA_HOME: tmp.dir,
      DATABASE_URL: pgc.url('meta'),
      REDIS_URL: redis.url,
      SECRET_KEY: 'faults-secret',
      TESSERA_LOAD_EXAMPLES: 'false',
      TESSERA_WEB_DIST: fakeWebDist(tmp.dir),
      TESSERA_ADMIN_USERNAME: ADMIN.username,
      TESSERA_ADMIN_PASSWORD: ADMIN.password,
      // Jobs run on the workers only, so a killed worker's job is another worker's to retry.
      TESSERA_EMBEDDED_WORKER: 'false',
    };
    // All at once on the empty store: the start-up lock lets each migrate and sync in turn.
    const started = await Promise.all([
      startTessera('start', env),
      startTessera('start', env),
      startTessera('worker', env),
      startTessera('worker', env),
    ]);
    web.push(started[0] as TesseraProcess, started[1] as TesseraProcess);
    workers.push(started[2] as TesseraProcess, started[3] as TesseraProcess);
    await Promise.all(web.map((p) => waitHealthy(p, 120_000)));
    await client.signIn(a(), ADMIN.username, ADMIN.password);
    const db = await client.call<{ id: number }>(a(), 'POST', '/api/v1/database/', {
      database_name: 'analytics',
      sqlalchemy_uri: pgc.url('analytics'),
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    databaseId = db.body.id;
    const ds = await client.call<{ id: number }>(a(), 'POST', '/api/v1/dataset/', {
      database: db.body.id,
      schema: 'public',
      table_name: 't',
    });
    expect(ds.status, JSON.stringify(ds.body)).toBe(201);
    datasetId = ds.body.id;
    const slow = await client.call<{ id: number }>(a(), 'POST', '/api/v1/dataset/', {
      database: db.body.id,
      schema: 'public',
      table_name: 't_slow',
      sql: 'SELECT g, x FROM t CROSS JOIN pg_sleep(4)',
    });
    expect(slow.status, JSON.stringify(slow.body)).toBe(201);
    slowDatasetId = slow.body.id;
  }, 240_000);

  afterAll(async () => {
    for (const p of [...web, ...workers]) await p.kill('SIGKILL');
    await redis?.kill();
    try {
      pgc?.stop();
    } catch {
      // Already stopped by a failed phase.
    }
    tmp.remove();
  });

  it('shares the session, and async chart data submitted on one process is read on the other', async () => {
    expect((await client.call(b(), 'GET', '/api/v1/me/')).status).toBe(200);
    const accepted = await client.call<{ job_id: string }>(a(), 'POST', '/api/v1/chart/data', chartData(datasetId));
    expect(accepted.status).toBe(202);
    let done: Event[] = [];
    await within(20_000, async () => (done = await eventFor(b(), accepted.body.job_id)).length > 0, 'event on B');
    expect(done[0]?.status).toBe('done');
    const result = await client.call<{ result: { data: unknown[] }[] }>(b(), 'GET', done[0]?.result_url ?? '');
    expect(result.status).toBe(200);
    expect(result.body.result[0]?.data).toHaveLength(3);
  }, 60_000);

  it('Redis killed: /ready degraded, chart data synchronous, sessions hold, reports still locked; back without a restart', async () => {
    // Cached now (the async run above stored it); a repeat answers from the cache.
    expect((await client.call(a(), 'POST', '/api/v1/chart/data', chartData(datasetId))).status).toBe(200);
    // Due every minute, so the workers' scheduler ticks it during the outage; never sends (0 is not > 1).
    const dash = await client.call<{ id: number }>(a(), 'POST', '/api/v1/dashboard/', { dashboard_title: 'Ticks' });
    const alert = await client.call<{ id: number }>(a(), 'POST', '/api/v1/report/', {
      type: 'Alert',
      name: 'Every minute',
      crontab: '* * * * *',
      dashboard: dash.body.id,
      database: databaseId,
      sql: 'SELECT 0',
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 1 },
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ops@example.com' } }],
    });
    expect(alert.status, JSON.stringify(alert.body)).toBe(201);
    await redis.kill();
    await within(
      5_000,
      async () => {
        const res = await fetch(`${a()}/ready`);
        const body = (await res.json()) as { status: string; checks: { redis: string } };
        return res.status === 200 && body.status === 'degraded' && body.checks.redis !== 'ok';
      },
      '/ready degraded',
    );
    for (const base of [a(), b()]) {
      const started = Date.now();
      const res = await client.call<{ result: { data: unknown[] }[] }>(
        base,
        'POST',
        '/api/v1/chart/data',
        chartData(datasetId),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result[0]?.data).toHaveLength(3);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await client.call(base, 'GET', '/api/v1/dashboard/')).status).toBe(200);
      // Not cached either: with Redis this is a 202 and a job (as after the recovery below); without
      // it, Superset's synchronous answer.
      const forced = await client.call<{ result: { data: unknown[]; is_cached: boolean }[] }>(
        base,
        'POST',
        '/api/v1/chart/data',
        chartData(datasetId, { force: true }),
      );
      expect(forced.status, JSON.stringify(forced.body)).toBe(200);
      expect(forced.body.result[0]?.is_cached).toBe(false);
      expect(forced.body.result[0]?.data).toHaveLength(3);
    }
    // The scheduler's next tick: with Redis up its claim lives in Redis and no row is written; now
    // both workers claim through the metadata store's lock, and one of them runs the alert once.
    const store = new pg.Client({ connectionString: pgc.url('meta') });
    await store.connect();
    try {
      let claims: { scheduled_dttm: string }[] = [];
      await within(
        65_000,
        async () =>
          (claims = (
            await store.query<{ scheduled_dttm: string }>(
              'SELECT scheduled_dttm FROM report_schedule_locks WHERE report_schedule_id = $1',
              [alert.body.id],
            )
          ).rows).length > 0,
        'tick lock in the metadata store',
      );
      expect(claims).toHaveLength(1);
      const tick = claims[0]?.scheduled_dttm;
      let runs: { state: string }[] = [];
      await within(
        10_000,
        async () =>
          (runs = (
            await store.query<{ state: string }>(
              'SELECT state FROM report_execution_logs WHERE report_schedule_id = $1 AND scheduled_dttm = $2 AND end_dttm IS NOT NULL',
              [alert.body.id, tick],
            )
          ).rows).length > 0,
        'the alert run',
      );
      expect(runs.map((r) => r.state)).toEqual(['Not triggered']);
    } finally {
      await store.end();
    }
    await redis.start();
    await within(
      15_000,
      async () => {
        const body = (await (await fetch(`${b()}/ready`)).json()) as { status: string };
        return body.status === 'ok';
      },
      '/ready ok again',
    );
    const again = await client.call<{ job_id: string }>(
      b(),
      'POST',
      '/api/v1/chart/data',
      chartData(datasetId, { force: true }),
    );
    expect(again.status).toBe(202);
    await within(20_000, async () => (await eventFor(a(), again.body.job_id)).length > 0, 'async after recovery');
    expect((await client.call(a(), 'DELETE', `/api/v1/report/${alert.body.id}`)).status).toBe(200);
  }, 150_000);

  it('metadata store down: 503 with a clear message within 5 s, and recovery when it returns', async () => {
    pgc.stop();
    const started = Date.now();
    const list = await client.call<{ message: string }>(a(), 'GET', '/api/v1/dashboard/');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(list.status).toBe(503);
    expect(list.body.message).toMatch(/metadata store is unavailable/);
    await within(5_000, async () => (await fetch(`${b()}/ready`)).status === 503, '/ready 503');
    expect((await fetch(`${b()}/health`)).status).toBe(200);
    pgc.start();
    await within(15_000, async () => (await fetch(`${a()}/ready`)).status === 200, '/ready 200 again');
    await within(10_000, async () => (await client.call(a(), 'GET', '/api/v1/dashboard/')).status === 200, 'list');
  }, 60_000);

  it('SIGKILL of a web process mid-save, five times: the dashboard is wholly old or wholly new', async () => {
    const charts: number[] = [];
    for (const name of ['one', 'two']) {
      const res = await client.call<{ id: number }>(a(), 'POST', '/api/v1/chart/', {
        slice_name: name,
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ datasource: `${datasetId}__table`, viz_type: 'table' }),
      });
      charts.push(res.body.id);
    }
    const created = await client.call<{ id: number }>(a(), 'POST', '/api/v1/dashboard/', { dashboard_title: 'v0' });
    const id = created.body.id;
    const version = (v: number) => {
      const chartId = charts[v % 2] as number;
      return {
        dashboard_title: `v${v}`,
        json_metadata: JSON.stringify({ marker: `v${v}` }),
        position_json: JSON.stringify({
          DASHBOARD_VERSION_KEY: 'v2',
          ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
          GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
          'ROW-1': { type: 'ROW', id: 'ROW-1', children: [`CHART-${chartId}`], meta: {} },
          [`CHART-${chartId}`]: {
            type: 'CHART',
            id: `CHART-${chartId}`,
            children: [],
            meta: { chartId, marker: `v${v}` },
          },
        }),
      };
    };
    expect((await client.call(a(), 'PUT', `/api/v1/dashboard/${id}`, version(0))).status).toBe(200);
    for (let round = 1; round <= 5; round += 1) {
      const victim = web[1] as TesseraProcess;
      const save = client.call(victim.url, 'PUT', `/api/v1/dashboard/${id}`, version(round)).catch(() => null);
      await sleep(5 + round * 7);
      await victim.kill('SIGKILL');
      await save;
      // Read the store itself: another process's 2 s metadata memo (METADATA_CACHE_MS) could lag behind it.
      const store = new pg.Client({ connectionString: pgc.url('meta') });
      await store.connect();
      const row = (
        await store.query<{ dashboard_title: string; json_metadata: string; position_json: string }>(
          'SELECT dashboard_title, json_metadata, position_json FROM dashboards WHERE id = $1',
          [id],
        )
      ).rows[0];
      const links = (
        await store.query<{ chart_id: number }>('SELECT chart_id FROM dashboard_charts WHERE dashboard_id = $1', [id])
      ).rows;
      await store.end();
      const title = row?.dashboard_title ?? '';
      expect([`v${round - 1}`, `v${round}`]).toContain(title);
      expect(row?.json_metadata).toContain(`"marker":"${title}"`);
      expect(row?.position_json).toContain(`"marker":"${title}"`);
      expect(links.map((l) => l.chart_id)).toEqual([charts[Number(title.slice(1)) % 2]]);
      // The surviving process answers meanwhile.
      expect((await client.call(a(), 'GET', `/api/v1/dashboard/${id}`)).status).toBe(200);
      // The other process kept serving; the killed one comes back.
      web[1] = await startTessera('start', env);
      await waitHealthy(web[1]);
      // Make the next round start from a known version.
      expect((await client.call(a(), 'PUT', `/api/v1/dashboard/${id}`, version(round))).status).toBe(200);
    }
  }, 180_000);

  it('a worker killed mid-job: another worker retries it, one completion within 60 s', async () => {
    // One worker running, so it is the one that takes the job.
    await (workers[1] as TesseraProcess).kill('SIGTERM');
    const accepted = await client.call<{ job_id: string }>(a(), 'POST', '/api/v1/chart/data', chartData(slowDatasetId));
    expect(accepted.status).toBe(202);
    await sleep(1500);
    const killedAt = Date.now();
    await (workers[0] as TesseraProcess).kill('SIGKILL');
    workers[1] = await startTessera('worker', env);
    let events: Event[] = [];
    await within(60_000, async () => (events = await eventFor(a(), accepted.body.job_id)).length > 0, 'completion');
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(events.map((e) => e.status)).toEqual(['done']);
    // A while later there is still exactly one.
    await sleep(6_000);
    expect(await eventFor(b(), accepted.body.job_id)).toHaveLength(1);
  }, 120_000);
});
