import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test-support/fixtures.js';
import mysql from 'mysql2/promise';
import {
  duckdbSample,
  mysqlAvailable,
  mysqlSample,
  postgresSample,
  sqliteSample,
  TEST_MYSQL,
  type SampleDatabase,
} from '../../test-support/sample-databases.js';
import { postgresAvailable } from '../../test-support/services.js';
import { execute, rison, waitForState, type SqlLabAnswer } from '../../test-support/sqllab-client.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

/**
 * Issue 26 §2: SQL Lab's execute, results, history and stop on DuckDB, PostgreSQL, MariaDB and SQLite, through the
 * query pipeline. The long queries count an enormous series, so only a cancel on the engine ends them (SQLite's
 * statement runs on a thread of its own, which the stop terminates).
 */
const ENGINES = [
  ['duckdb', duckdbSample, true, 'SELECT count(*) AS n FROM range(10000000000)'],
  [
    'postgresql',
    postgresSample,
    await postgresAvailable(),
    'SELECT count(*) AS n FROM generate_series(1, 10000000000) AS g',
  ],
  ['mysql', mysqlSample, await mysqlAvailable(), 'SELECT SLEEP(60) AS n'],
  [
    'sqlite',
    sqliteSample,
    true,
    'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10000000000) SELECT count(*) AS n FROM c',
  ],
] as const;

describe.each(ENGINES)('SQL Lab execute on %s', (engine, makeSample, available, longSql) => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let dbId: number;

  beforeAll(async () => {
    if (!available) return;
    sample = await makeSample();
    t = await startTestApp();
    admin = await signedInAdmin(t);
    // One pooled DuckDB connection: a query still running after a stop would block the next one.
    const res = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'lab',
      sqlalchemy_uri: sample.uri,
      allow_run_async: true,
      extra: JSON.stringify({ pool_size: 1, read_only: false }),
    });
    dbId = res.body.id;
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it.runIf(available)('runs a query synchronously with Superset shapes (200)', async () => {
    const res = await execute(
      admin,
      dbId,
      'SELECT origin, count(*) AS n FROM flights_sample GROUP BY origin ORDER BY origin',
      { client_id: 'syncA', queryLimit: 1000, sql_editor_id: '7', tab: 'Untitled' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toEqual([
      { origin: 'JFK', n: 60 },
      { origin: 'LAX', n: 60 },
      { origin: 'SEA', n: 60 },
      { origin: 'SFO', n: 60 },
    ]);
    expect(res.body.columns.map((c) => c.name)).toEqual(['origin', 'n']);
    expect(res.body.query).toMatchObject({
      id: 'syncA',
      state: 'success',
      rows: 4,
      limit: 1000,
      limitingFactor: 'NOT_LIMITED',
    });
    expect(res.body.query.executedSql).toMatch(/LIMIT 1001/i);
    expect(res.body.query_id).toBe(res.body.query.queryId);
    const shown = await admin.get<{ result: Record<string, unknown> }>(`/api/v1/query/${res.body.query_id}`);
    expect(shown.body.result).toMatchObject({ client_id: 'syncA', status: 'success', rows: 4, sql_editor_id: '7' });
  });

  it.runIf(available)("limits rows by the editor's limit, the query's own LIMIT, and SQL_MAX_ROW", async () => {
    const dropdown = await execute(admin, dbId, 'SELECT * FROM flights_sample', { queryLimit: 10 });
    expect(dropdown.body.data).toHaveLength(10);
    expect(dropdown.body.query).toMatchObject({ rows: 10, limit: 10, limitingFactor: 'DROPDOWN' });
    const own = await execute(admin, dbId, 'SELECT * FROM flights_sample LIMIT 5', { queryLimit: 10 });
    expect(own.body.data).toHaveLength(5);
    expect(own.body.query).toMatchObject({ limit: 5, limitingFactor: 'QUERY' });
    const both = await execute(admin, dbId, 'SELECT * FROM flights_sample LIMIT 50', { queryLimit: 20 });
    expect(both.body.data).toHaveLength(20);
    expect(both.body.query.limitingFactor).toBe('DROPDOWN');
    const max = await execute(admin, dbId, 'SELECT * FROM flights_sample', { queryLimit: 10_000_000 });
    expect(max.body.query).toMatchObject({ limit: 100_000, rows: 240, limitingFactor: 'NOT_LIMITED' });
  });

  it.runIf(available)('answers the first page with data_rows and serves the rest by offset', async () => {
    const sql = 'SELECT * FROM flights_sample ORDER BY 1, 2, 3, 4';
    const whole = await execute(admin, dbId, sql, { queryLimit: 1000 });
    const first = await execute(admin, dbId, sql, { queryLimit: 1000, data_rows: 100 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual(whole.body.data.slice(0, 100));
    // The row count is the whole result's: the page tells how many rows remain to be read.
    expect(first.body.query.rows).toBe(240);
    const key = first.body.query.resultsKey;
    const page = await admin.get<SqlLabAnswer>(`/api/v1/sqllab/results/${rison(`(key:'${key}',offset:100,rows:100)`)}`);
    expect(page.body.data).toEqual(whole.body.data.slice(100, 200));
    const rest = await admin.get<SqlLabAnswer>(`/api/v1/sqllab/results/${rison(`(key:'${key}',offset:200)`)}`);
    expect(rest.body.data).toEqual(whole.body.data.slice(200));
    const bad = await admin.get<SqlLabAnswer>(`/api/v1/sqllab/results/${rison(`(key:'${key}',offset:-1)`)}`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('offset');
  });

  it.runIf(available)('runs scripts statement by statement and shows the last result', async () => {
    const res = await execute(admin, dbId, "SELECT 1 AS a;\n-- the last one wins\nSELECT 'x;y' AS b;");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([{ b: 'x;y' }]);
  });

  it.runIf(available)('renders the safe template subset with templateParams', async () => {
    const res = await execute(admin, dbId, "SELECT '{{ current_username() }}' AS u, {{ n }} AS n", {
      templateParams: '{"n": 3}',
    });
    expect(res.body.data).toEqual([{ u: 'admin', n: 3 }]);
    const missing = await execute(admin, dbId, 'SELECT {{ nope }}');
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.error_type).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
  });

  it.runIf(available)('runs asynchronously on the job queue (202) and serves results by key', async () => {
    const res = await execute(admin, dbId, 'SELECT origin FROM flights_sample ORDER BY origin', {
      client_id: 'asyncA',
      runAsync: true,
      queryLimit: 3,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(['pending', 'running', 'success']).toContain(res.body.query.state);
    const done = await waitForState(admin, 'asyncA', ['success', 'failed']);
    expect(done).toMatchObject({ state: 'success', rows: 3 });
    const results = await admin.get<SqlLabAnswer>(`/api/v1/sqllab/results/${rison(`(key:'${done.resultsKey}')`)}`);
    expect(results.status).toBe(200);
    expect(results.body.data).toEqual([{ origin: 'JFK' }, { origin: 'JFK' }, { origin: 'JFK' }]);
    const unknown = await admin.get(`/api/v1/sqllab/results/${rison("(key:'nope')")}`);
    expect(unknown.status).toBe(410);
  });

  it.runIf(available)('stops a running query on the engine and the engine is free again', async () => {
    const res = await execute(admin, dbId, longSql, { client_id: 'longA', runAsync: true });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await waitForState(admin, 'longA', ['running']);
    // Let the engine start on it.
    await new Promise((r) => setTimeout(r, 500));
    const stop = await admin.post('/api/v1/query/stop', { client_id: 'longA' });
    expect(stop.status).toBe(200);
    expect((await waitForState(admin, 'longA', ['stopped'])).state).toBe('stopped');
    const started = Date.now();
    const next = await execute(admin, dbId, 'SELECT 42 AS answer');
    expect(next.body.data).toEqual([{ answer: 42 }]);
    expect(Date.now() - started).toBeLessThan(4000);
    if (engine === 'mysql') {
      const c = await mysql.createConnection(TEST_MYSQL);
      const [rows] = await c.query(
        "SELECT count(*) AS n FROM information_schema.processlist WHERE info LIKE 'SELECT SLEEP(60)%'",
      );
      await c.end();
      expect((rows as { n: number }[])[0]?.n).toBe(0);
    }
    if (engine === 'postgresql') {
      const c = new pg.Client({ connectionString: sample.uri.replace(/^postgresql:/, 'postgres:') });
      await c.connect();
      const active = await c.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%generate_series(1, 10000000000)%' AND pid <> pg_backend_pid()",
      );
      await c.end();
      expect(active.rows[0]?.n).toBe(0);
    }
    const row = await t.ctx.meta.db
      .selectFrom('queries')
      .select('status')
      .where('client_id', '=', 'longA')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('stopped');
  });

  it.runIf(available)('lists the history with rison filters and exports CSV', async () => {
    const list = await admin.get<{ result: { client_id: string; status: string }[]; count: number }>(
      `/api/v1/query/${rison('(filters:!((col:status,opr:eq,value:success)),order_column:changed_on,order_direction:desc,page:0,page_size:100)')}`,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.result.map((r) => r.client_id)).toContain('syncA');
    expect(list.body.result.every((r) => r.status === 'success')).toBe(true);
    const statuses = await admin.get('/api/v1/query/distinct/status');
    expect(statuses.status).toBe(200);
    expect(JSON.stringify(statuses.body)).toContain('success');
    const related = await admin.get('/api/v1/query/related/database');
    expect(JSON.stringify(related.body)).toContain('lab');
    const csv = await admin.request('GET', '/api/v1/sqllab/export/syncA/');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body).split(/\r?\n/).slice(0, 2)).toEqual(['origin,n', 'JFK,60']);
  });

  it.runIf(available)('estimates the cost with the engine EXPLAIN and formats SQL', async () => {
    const est = await admin.post<{ result: Record<string, number>[] }>('/api/v1/sqllab/estimate/', {
      database_id: dbId,
      sql: 'SELECT * FROM flights_sample',
    });
    if (engine === 'mysql' || engine === 'sqlite') {
      // Superset estimates cost only where the engine spec says how (here PostgreSQL and DuckDB).
      expect(est.status).toBe(400);
    } else {
      expect(est.status, JSON.stringify(est.body)).toBe(200);
      expect(est.body.result[0]).toHaveProperty(engine === 'postgresql' ? 'Total cost' : 'Estimated rows');
    }
    const fmt = await admin.post<{ result: string }>('/api/v1/sqllab/format_sql/', {
      sql: 'select a,b from t where x=1',
      database_id: dbId,
    });
    expect(fmt.body.result).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  x = 1');
  });

  it.runIf(available)('refuses DML unless the database allows it (Superset DML_NOT_ALLOWED_ERROR)', async () => {
    const refused = await execute(admin, dbId, 'CREATE TABLE scratch AS SELECT 1 AS x');
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.error_type).toBe('DML_NOT_ALLOWED_ERROR');
    const ctas = await execute(admin, dbId, 'SELECT 1 AS x', { select_as_cta: true, tmp_table_name: 'tmp_x' });
    expect(ctas.status).toBe(400);
    expect((await admin.put(`/api/v1/database/${dbId}`, { allow_dml: true, allow_ctas: true })).status).toBe(200);
    const script = await execute(
      admin,
      dbId,
      'CREATE TABLE scratch AS SELECT 1 AS x; INSERT INTO scratch VALUES (2); SELECT count(*) AS n FROM scratch',
    );
    expect(script.status, JSON.stringify(script.body)).toBe(200);
    expect(script.body.data).toEqual([{ n: 2 }]);
    const made = await execute(admin, dbId, 'SELECT origin FROM flights_sample', {
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'tmp_origins',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await execute(admin, dbId, 'SELECT count(*) AS n FROM tmp_origins')).body.data).toEqual([{ n: 240 }]);
  });

  it.runIf(available)('answers bad input with 400 naming the field', async () => {
    const noDb = await admin.post<SqlLabAnswer>('/api/v1/sqllab/execute/', { sql: 'SELECT 1' });
    expect(noDb.status).toBe(400);
    expect(JSON.stringify(noDb.body)).toContain('database_id');
    const badLimit = await execute(admin, dbId, 'SELECT 1', { queryLimit: -1 });
    expect(badLimit.status).toBe(400);
    expect(JSON.stringify(badLimit.body)).toContain('queryLimit');
    const badTable = await execute(admin, dbId, 'SELECT 1', { select_as_cta: true, tmp_table_name: 'x; drop' });
    expect(badTable.status).toBe(400);
    const badParams = await execute(admin, dbId, 'SELECT 1', { templateParams: '[1]' });
    expect(badParams.status).toBe(400);
    expect(badParams.body.errors?.[0]?.extra?.field).toBe('templateParams');
    const engineError = await execute(admin, dbId, 'SELECT * FROM no_such_table');
    expect(engineError.status).toBe(400);
  });
});

describe('SQL Lab synchronous timeout (SQLLAB_TIMEOUT)', () => {
  let t: TestApp;
  let sample: SampleDatabase;

  beforeAll(async () => {
    sample = await duckdbSample();
    t = await startTestApp({ env: { SQLLAB_TIMEOUT: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it('cancels a synchronous query on the engine after SQLLAB_TIMEOUT: 408 and timed_out', async () => {
    const admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'slow',
      sqlalchemy_uri: sample.uri,
      extra: JSON.stringify({ pool_size: 1 }),
    });
    const started = Date.now();
    const res = await execute(admin, db.body.id, 'SELECT count(*) AS n FROM range(10000000000)', {
      client_id: 'slow1',
    });
    expect(res.status).toBe(408);
    expect(res.body.errors?.[0]?.error_type).toBe('SQLLAB_TIMEOUT_ERROR');
    expect(Date.now() - started).toBeLessThan(8000);
    const row = await t.ctx.meta.db
      .selectFrom('queries')
      .select('status')
      .where('client_id', '=', 'slow1')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('timed_out');
    expect((await execute(admin, db.body.id, 'SELECT 1 AS x')).body.data).toEqual([{ x: 1 }]);
  });
});
