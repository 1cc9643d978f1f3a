import autocannon from 'autocannon';
import pg from 'pg';
import { startOwnRedis } from '../packages/server/test-support/fault-cluster.js';
import { createTempPgDatabase } from '../packages/server/test-support/services.js';
import { TestClient } from '../packages/server/test-support/test-app.js';
import type { BenchRow } from './chart-data.js';
import { startServerProcess } from './server-process.js';

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

const row = (benchmark: string, result: autocannon.Result, budgetP99: number): BenchRow => {
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    benchmark,
    value: result.latency.p99,
    unit: 'ms p99',
    budget: budgetP99,
    within_budget: errors === 0 && result.latency.p99 < budgetP99,
    detail:
      `${round(result.requests.average, 0)} req/s, p50 ${result.latency.p50} ms, ` +
      `${errors} errors (${result.non2xx} non-2xx, ${result.timeouts} timeouts), ${result.connections} connections`,
  };
};

/**
 * Issue 30's load figures: `tessera start --workers 2` (two web processes on one port) over a
 * PostgreSQL store and its own Redis; cached chart data at 100 connections for 10 s, and the
 * dashboard page with its inlined bootstrap at 50.
 */
export const benchLoad = async (): Promise<BenchRow[]> => {
  const admin = { username: 'bench', password: 'bench-password-1' };
  const pgdb = await createTempPgDatabase();
  const redis = await startOwnRedis();
  const t = await startServerProcess(18_097, admin, {
    databaseUrl: pgdb.url,
    args: ['--workers', '2'],
    env: { REDIS_URL: redis.url, TESSERA_LOAD_EXAMPLES: 'false', GLOBAL_ASYNC_QUERIES: 'false' },
  });
  try {
    const login = await new TestClient(t.url).post<{ access_token: string }>('/api/v1/security/login', admin);
    const token = login.body.access_token;
    const api = new TestClient(t.url).withToken(token);
    // The metadata database doubles as the analytics one: a small table to chart.
    const db = await api.post<{ id: number }>('/api/v1/database/', {
      database_name: 'bench',
      sqlalchemy_uri: pgdb.url,
    });
    const client = new pg.Client({ connectionString: pgdb.url });
    await client.connect();
    await client.query("CREATE TABLE load_t AS SELECT 'g' || (i % 20) AS g, i AS x FROM generate_series(1, 100000) i");
    await client.end();
    const ds = await api.post<{ id: number }>('/api/v1/dataset/', {
      database: db.body.id,
      schema: 'public',
      table_name: 'load_t',
    });
    const body = JSON.stringify({
      datasource: { id: ds.body.id, type: 'table' },
      queries: [{ columns: ['g'], metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'total' }] }],
    });
    const warm = await api.post('/api/v1/chart/data', JSON.parse(body));
    if (warm.status !== 200) throw new Error(`chart data answered ${warm.status}: ${JSON.stringify(warm.body)}`);
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'load',
      viz_type: 'table',
      datasource_id: ds.body.id,
      datasource_type: 'table',
      params: JSON.stringify({ datasource: `${ds.body.id}__table`, viz_type: 'table' }),
    });
    const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'load',
      position_json: JSON.stringify({
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
        GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
        'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'], meta: {} },
        'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], meta: { chartId: chart.body.id } },
      }),
    });
    const cached = await autocannon({
      url: `${t.url}/api/v1/chart/data`,
      method: 'POST',
      connections: 100,
      duration: 10,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const page = await autocannon({
      url: `${t.url}/tessera/dashboard/${dashboard.body.id}/`,
      connections: 50,
      duration: 10,
      headers: { authorization: `Bearer ${token}` },
    });
    return [
      row('cached chart data, 2 web processes, 100 connections 10 s', cached, 100),
      row('dashboard page with inlined bootstrap, 50 connections 10 s', page, 200),
    ];
  } finally {
    await t.stop();
    await redis.kill();
    await pgdb.drop();
  }
};
