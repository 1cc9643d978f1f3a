import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSampleDataset } from '../../test-support/flights-sample.js';
import { postgresSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

const available = await postgresAvailable();

describe.runIf(available)('chart data failures the client can show', () => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;
  let deadDatasetId: number;

  beforeAll(async () => {
    sample = await postgresSample();
    t = await startTestApp({ env: { QUERY_TIMEOUT_SECONDS: '1' } });
    admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'warehouse',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, 'public');
    const dead = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'offline-warehouse',
      sqlalchemy_uri: 'postgresql://nobody@127.0.0.1:1/nothing',
    });
    deadDatasetId = await registerSampleDataset(t.ctx.meta.db, dead.body.id, 'public');
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it('times out a slow query with a clear message and cancels it on the engine', async () => {
    const started = Date.now();
    const res = await admin.post<{ message: string }>('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: ['origin'],
          // pg_* functions are refused in adhoc SQL; hashing 15 MB per row takes seconds over 240 rows.
          metrics: [
            { expressionType: 'SQL', sqlExpression: 'SUM(length(md5(repeat(origin, 5000000))))', label: 'slow' },
          ],
        },
      ],
    });
    expect(res.status).toBe(408);
    expect(res.body.message).toMatch(/^Query timeout/);
    expect(Date.now() - started).toBeLessThan(4000);
    const client = new pg.Client({ connectionString: sample.uri.replace(/^postgresql:/, 'postgres:') });
    await client.connect();
    await expect
      .poll(
        async () =>
          (
            await client.query(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%repeat(origin, 5000000)%' AND pid <> pg_backend_pid()",
            )
          ).rows[0].n,
        {
          timeout: 3000,
        },
      )
      .toBe(0);
    await client.end();
  });

  it('names the database it cannot reach and keeps serving', async () => {
    const res = await admin.post<{ message: string }>('/api/v1/chart/data', {
      datasource: { id: deadDatasetId, type: 'table' },
      queries: [{ columns: ['origin'], metrics: ['count'] }],
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toContain("'offline-warehouse'");
    const ok = await admin.post('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['origin'], metrics: ['count'] }],
    });
    expect(ok.status).toBe(200);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });

  it('answers a missing dataset with 404 and a malformed context with 400', async () => {
    const missing = await admin.post<{ message: string }>('/api/v1/chart/data', {
      datasource: { id: 9999, type: 'table' },
      queries: [{ metrics: ['count'] }],
    });
    expect(missing.status).toBe(404);
    const bad = await admin.post<{ message: string }>('/api/v1/chart/data', {
      datasource: { id: datasetId },
      queries: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('queries');
  });
});
