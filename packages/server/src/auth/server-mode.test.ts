import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { TEST_REDIS_URL, postgresAvailable, redisAvailable } from '../../test-support/services.js';
import { TestClient, startTestApp, type TestApp } from '../../test-support/test-app.js';

const available = (await postgresAvailable()) && (await redisAvailable());

/** Server mode: PostgreSQL metadata with sessions and sign-in limits held in Redis. */
describe.runIf(available)('server mode (PostgreSQL + Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ store: 'postgres', env: { REDIS_URL: TEST_REDIS_URL } });
    await t.ctx.redis?.flushdb();
  });
  afterAll(async () => {
    await t?.ctx.redis?.flushdb();
    await t?.close();
  });

  it('reports the store, Redis and the job queue ready in /ready', async () => {
    const res = await fetch(`${t.url}/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      checks: { metadata_store: 'ok', redis: 'ok', job_queue: 'ok' },
    });
  });

  it('keeps sessions in Redis, written through to the metadata store as the fallback', async () => {
    const admin = await signedInAdmin(t);
    expect((await admin.get('/api/v1/me/')).status).toBe(200);
    const keys = await t.ctx.redis?.keys('tessera:session:*');
    expect(keys?.length).toBe(1);
    const rows = await t.ctx.meta.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    // Redis lost the entry (a restart without persistence): the session still stands.
    await t.ctx.redis?.del(keys?.[0] ?? '');
    expect((await admin.get('/api/v1/me/')).status).toBe(200);
    expect((await admin.post('/api/v1/security/logout')).status).toBe(200);
    expect(await t.ctx.redis?.keys('tessera:session:*')).toEqual([]);
    expect(await t.ctx.meta.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect((await admin.get('/api/v1/me/')).status).toBe(401);
  });

  it('counts failed sign-ins in Redis', async () => {
    const c = new TestClient(t.url);
    for (let i = 0; i < 10; i += 1) expect((await c.login('nobody', 'wrong')).status).toBe(401);
    expect((await c.login('nobody', 'wrong')).status).toBe(429);
    expect(Number(await t.ctx.redis?.get('tessera:login-fail:user:nobody'))).toBe(10);
  });
});
