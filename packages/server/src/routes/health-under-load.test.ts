import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingEngine, type CountingEngine } from '../../test-support/counting-engine.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { registerSampleDataset } from '../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const POOL_SIZE = 10;
const HOLD_SECONDS = 2.5;

const timed = async (url: string, init: RequestInit = {}) => {
  const started = Date.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return { status: res.status, body, ms: Date.now() - started };
};

/**
 * Metabase answers its health check without waiting in the queue for an application-database
 * connection (metabase#26266): a busy replica is still a ready one. Here both queues a request can
 * wait in are full at once: the user's chart-data slots (CHART_DATA_USER_CONCURRENCY) and every
 * connection of the metadata store's pool.
 */
describe.runIf(await postgresAvailable())('/ready and /health under load', () => {
  let t: TestApp;
  let sample: SampleDatabase;
  let engine: CountingEngine;
  let token: string;
  let datasetId: number;

  beforeAll(async () => {
    sample = await duckdbSample();
    t = await startTestApp({ store: 'postgres', env: { CHART_DATA_USER_CONCURRENCY: '2' } });
    const admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 's',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, 'main');
    engine = countingEngine(t.ctx);
    const login = await fetch(`${t.url}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password, provider: 'db' }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
  }, 60_000);
  afterAll(async () => {
    // The aborted batch requests leave sockets Node counts as busy until the keep-alive timeout.
    t?.app.server.closeAllConnections();
    await t?.close();
    await sample?.drop();
  });

  it('answer at once while the chart-data slots and every metadata connection are taken', async () => {
    engine.delayFor = () => 10_000;
    const held = new AbortController();
    const entries = (n: number) =>
      Array.from({ length: 3 }, (_, i) => ({
        key: `k${n}-${i}`,
        query_context: {
          datasource: { id: datasetId, type: 'table' },
          queries: [{ columns: ['origin'], metrics: ['count'], row_limit: 100 + n * 10 + i }],
        },
      }));
    const batches = [0, 1, 2].map((n) =>
      fetch(`${t.url}/api/v1/chart/data/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ queries: entries(n), force: true }),
        signal: held.signal,
      }).catch(() => null),
    );
    // Nine entries asked, two slots: two run on the engine and seven wait in the user's lane.
    await expect.poll(() => engine.running, { timeout: 5000 }).toBe(2);

    const sleepers = Array.from({ length: POOL_SIZE }, () =>
      sql`select pg_sleep(${HOLD_SECONDS})`.execute(t.ctx.meta.db),
    );
    const watcher = new pg.Client({ connectionString: t.ctx.config.databaseUrl ?? '' });
    await watcher.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await watcher.query<{ n: string }>(
                "select count(*) as n from pg_stat_activity where state = 'active' and query like 'select pg_sleep%'",
              )
            ).rows[0]?.n,
          { timeout: 2000, interval: 20 },
        )
        .toBe(String(POOL_SIZE));
    } finally {
      await watcher.end();
    }
    const loadedSince = Date.now();

    const auth = { headers: { authorization: `Bearer ${token}` } };
    const [ready, health, list] = await Promise.all([
      timed(`${t.url}/ready`),
      timed(`${t.url}/health`),
      timed(`${t.url}/api/v1/dashboard/`, auth),
    ]);
    // The queue is real: an API request waits for a metadata connection.
    expect(list.ms).toBeGreaterThan(1000);
    expect(ready.status, ready.body).toBe(200);
    const answer = JSON.parse(ready.body) as { status: string; checked_at: string; checks: Record<string, string> };
    expect(answer).toMatchObject({ status: 'ok', checks: { metadata_store: 'ok' } });
    // Computed under the load, not a cached answer from before it.
    expect(Date.parse(answer.checked_at)).toBeGreaterThanOrEqual(loadedSince - 5);
    expect(ready.ms).toBeLessThan(1000);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(1000);
    expect(engine.peak).toBe(2);

    held.abort();
    await Promise.all([...batches, ...sleepers]);
  }, 20_000);
});

describe('/ready on the SQLite store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('answers while a long transaction holds the store (an import, say)', async () => {
    let opened = (): void => undefined;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const transaction = t.ctx.meta.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      opened();
      await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000));
    });
    await isOpen;
    const ready = await timed(`${t.url}/ready`);
    expect(ready.status, ready.body).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ok', checks: { metadata_store: 'ok' } });
    expect(ready.ms).toBeLessThan(1000);
    await transaction;
  });
});
