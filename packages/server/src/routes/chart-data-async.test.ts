import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerSampleDataset } from '../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { TEST_REDIS_URL, redisAvailable } from '../../test-support/services.js';
import { TestClient, startTestApp, type TestApp } from '../../test-support/test-app.js';

interface Accepted {
  channel_id: string;
  job_id: string;
  user_id: number;
  status: string;
  result_url: string | null;
}
interface Event extends Accepted {
  id: string;
  errors: { message: string }[];
}

const modes = [
  ['in-process runner', true, {}],
  ['BullMQ on Redis', await redisAvailable(), { REDIS_URL: TEST_REDIS_URL }],
] as const;

describe.each(modes)('async chart data with the %s', (_name, available, env) => {
  let t: TestApp;
  let admin: TestClient;
  let token: string;
  let sample: SampleDatabase;
  let datasetId: number;

  beforeAll(async () => {
    if (!available) return;
    sample = await duckdbSample();
    t = await startTestApp({ env: { GLOBAL_ASYNC_QUERIES: 'true', ...env } });
    await t.ctx.redis?.flushdb();
    admin = await signedInAdmin(t);
    token = (await new TestClient(t.url).post<{ access_token: string }>('/api/v1/security/login', { ...ADMIN })).body
      .access_token;
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, 'main');
  });
  afterAll(async () => {
    await t?.ctx.redis?.flushdb();
    await t?.close();
    await sample?.drop();
  });

  const body = (origin: string) => ({
    datasource: { id: datasetId, type: 'table' },
    queries: [{ columns: ['origin'], metrics: ['count'], filters: [{ col: 'origin', op: '==', val: origin }] }],
  });

  const waitForEvent = async (jobId: string): Promise<Event> => {
    for (let i = 0; i < 100; i += 1) {
      const res = await admin.get<{ result: Event[] }>('/api/v1/async_event/');
      const found = res.body.result.find((e) => e.job_id === jobId && e.status !== 'pending');
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no event for job ${jobId}`);
  };

  it.runIf(available)(
    'answers a cache miss with 202 and a job, then delivers the result through an event',
    async () => {
      const res = await admin.post<Accepted>('/api/v1/chart/data', body('SEA'));
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ status: 'pending', result_url: null });
      expect(res.body.channel_id).toMatch(/^[\w-]{22}$/);
      const event = await waitForEvent(res.body.job_id);
      expect(event.status).toBe('done');
      const result = await admin.get<{ result: { data: unknown[] }[] }>(event.result_url ?? '');
      expect(result.status).toBe(200);
      expect(result.body.result[0]?.data).toEqual([{ origin: 'SEA', count: 60 }]);
      const again = await admin.post<{ result: { is_cached: boolean }[] }>('/api/v1/chart/data', body('SEA'));
      expect(again.status).toBe(200);
      expect(again.body.result[0]?.is_cached).toBe(true);
    },
  );

  it.runIf(available)('reports failures as error events and hides other users\u2019 results', async () => {
    const res = await admin.post<Accepted>('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        // Parses (unparsable SQL is refused with 400 before any job), fails on the engine.
        {
          columns: ['origin'],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'bad' }],
        },
      ],
    });
    expect(res.status).toBe(202);
    const event = await waitForEvent(res.body.job_id);
    expect(event.status).toBe('error');
    expect(event.errors[0]?.message).toMatch(/no_such_column/i);
    expect((await admin.get('/api/v1/chart/data/0123456789abcdef0123456789abcdef')).status).toBe(404);
  });

  /** A signed-in socket, open, with the first message it receives. */
  const openSocket = async (query = '') => {
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/api/v1/async_event/ws${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const received = new Promise<Event>((resolve) =>
      ws.once('message', (data) => resolve(JSON.parse(String(data)) as Event)),
    );
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return { ws, received };
  };

  it.runIf(available)('pushes events over the websocket', async () => {
    const { ws, received } = await openSocket();
    const res = await admin.post<Accepted>('/api/v1/chart/data', body('LAX'));
    const event = await received;
    expect(event.job_id).toBe(res.body.job_id);
    expect(event.status).toBe('done');
    ws.close();
  });

  it.runIf(available)("replays the events after ?last_id= on connect (superset-websocket's reconnect)", async () => {
    const seen = await waitForEvent((await admin.post<Accepted>('/api/v1/chart/data', body('JFK'))).body.job_id);
    const missed = await waitForEvent((await admin.post<Accepted>('/api/v1/chart/data', body('BOS'))).body.job_id);
    const { ws, received } = await openSocket(`?last_id=${encodeURIComponent(seen.id)}`);
    expect(await received).toEqual(missed);
    ws.close();
  });
});
