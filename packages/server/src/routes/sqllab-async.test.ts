import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { TEST_REDIS_URL, redisAvailable } from '../../test-support/services.js';
import { execute, rison, waitForState, type SqlLabAnswer } from '../../test-support/sqllab-client.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

/**
 * Issue 26 §2: async SQL Lab queries on both job queues (in-process, and BullMQ on Redis as
 * `tessera worker` consumes it). A stop written by another process (only the row changes) still
 * reaches the engine: the run polls its row. Redis database 14 keeps these jobs away from the other
 * suites' workers, which would not find the query in their own metadata store.
 */
const SQLLAB_REDIS_URL = TEST_REDIS_URL.replace(/\/\d+$/, '/14');

describe.each([
  ['in-process queue', true, {}],
  ['BullMQ on Redis', await redisAvailable(), { REDIS_URL: SQLLAB_REDIS_URL }],
] as const)('SQL Lab async on the %s', (_name, available, env) => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let dbId: number;

  beforeAll(async () => {
    if (!available) return;
    sample = await duckdbSample();
    t = await startTestApp({ env });
    await t.ctx.redis?.flushdb();
    admin = await signedInAdmin(t);
    const res = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'lab',
      sqlalchemy_uri: sample.uri,
      allow_run_async: true,
      extra: JSON.stringify({ pool_size: 1 }),
    });
    dbId = res.body.id;
  });
  afterAll(async () => {
    await t?.ctx.redis?.flushdb();
    await t?.close();
    await sample?.drop();
  });

  it.runIf(available)('answers 202, then the results by key once the job is done', async () => {
    const res = await execute(admin, dbId, 'SELECT origin, count(*) AS n FROM flights_sample GROUP BY 1 ORDER BY 1', {
      client_id: 'qA1',
      runAsync: true,
    });
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual([]);
    const done = await waitForState(admin, 'qA1', ['success', 'failed']);
    expect(done.state, done.errorMessage ?? '').toBe('success');
    const results = await admin.get<SqlLabAnswer>(`/api/v1/sqllab/results/${rison(`(key:'${done.resultsKey}')`)}`);
    expect(results.body.data).toHaveLength(4);
  });

  it.runIf(available)('answers 200 when the database does not allow async runs', async () => {
    await admin.put(`/api/v1/database/${dbId}`, { allow_run_async: false });
    const res = await execute(admin, dbId, 'SELECT 1 AS x', { runAsync: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ x: 1 }]);
    await admin.put(`/api/v1/database/${dbId}`, { allow_run_async: true });
  });

  it.runIf(available)('a stop written by another process reaches the engine through the row', async () => {
    const res = await execute(admin, dbId, 'SELECT count(*) AS n FROM range(10000000000)', {
      client_id: 'qLong',
      runAsync: true,
    });
    expect(res.status).toBe(202);
    await waitForState(admin, 'qLong', ['running']);
    await new Promise((r) => setTimeout(r, 300));
    // What POST /api/v1/query/stop does in a process that does not run the query.
    await t.ctx.meta.db.updateTable('queries').set({ status: 'stopped' }).where('client_id', '=', 'qLong').execute();
    const started = Date.now();
    const next = await execute(admin, dbId, 'SELECT 42 AS answer');
    expect(next.body.data).toEqual([{ answer: 42 }]);
    // The single pooled connection came back: the engine stopped the count (well under its run time).
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await waitForState(admin, 'qLong', ['stopped', 'success', 'failed'])).state).toBe('stopped');
  });
});
