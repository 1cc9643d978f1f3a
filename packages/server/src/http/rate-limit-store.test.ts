import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { TEST_REDIS_URL, redisAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { RATE_LIMIT_PREFIX } from './rate-limits.js';

const ready = await redisAvailable();

describe.runIf(ready)('rate-limit counters in Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { REDIS_URL: TEST_REDIS_URL, HEAVY_RATE_LIMIT_PER_MINUTE: '2', SIGN_IN_RATE_LIMIT_PER_MINUTE: '50' },
    });
  });
  afterAll(async () => t?.close());

  it('keeps each limit under tessera:rate-limit:<limit>:<caller>, counted and expiring, and answers 429 past it', async () => {
    const redis = t.ctx.redis;
    if (!redis) throw new Error('the app has no Redis');
    const admin = await signedInAdmin(t);
    const userId = (await admin.get<{ result: { id: number } }>('/api/v1/me/')).body.result.id;
    const userKey = `${RATE_LIMIT_PREFIX}heavy-user:${userId}`;
    await redis.del(userKey);
    const statuses: number[] = [];
    // A result key nobody has: 404, but counted (as in hardening.test.ts).
    const heavy = '/api/v1/chart/data/0123456789abcdef0123456789abcdef';
    for (let i = 0; i < 3; i += 1) statuses.push((await admin.get(heavy)).status);
    expect(statuses).toEqual([404, 404, 429]);
    expect(await redis.get(userKey)).toBe('3');
    const ttl = await redis.pttl(userKey);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // Sign-in counts under its own name too (the plugin's store wrote `…undefinedundefined-sign-in:…`).
    expect(Number(await redis.get(`${RATE_LIMIT_PREFIX}sign-in:127.0.0.1`))).toBeGreaterThanOrEqual(1);
    await redis.del(userKey);
  });
});
