import { describe, expect, it } from 'vitest';
import { InFlight, effectiveCacheTimeout, memoryCache } from './query-cache.js';

describe('query cache', () => {
  it('freezes stored answers and evicts the least recently used', async () => {
    const cache = memoryCache(2);
    await cache.set('a', { rows: [1, 2] }, 0);
    const hit = await cache.get<{ rows: number[] }>('a');
    expect(Object.isFrozen(hit?.value)).toBe(true);
    expect(hit?.value.rows).toEqual([1, 2]);
    await cache.set('b', 1, 0);
    await cache.get('a');
    await cache.set('c', 1, 0);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
  });

  it('follows the timeout precedence and keeps -1', () => {
    expect(effectiveCacheTimeout([undefined, null, 600, 60], 86400)).toBe(600);
    expect(effectiveCacheTimeout([-1, 600], 86400)).toBe(-1);
    expect(effectiveCacheTimeout([null, undefined], 86400)).toBe(86400);
  });

  it('runs identical work once while it is in flight', async () => {
    const inflight = new InFlight();
    let calls = 0;
    const work = () =>
      new Promise<number>((resolve) => {
        calls += 1;
        setTimeout(() => resolve(42), 20);
      });
    const results = await Promise.all([inflight.run('k', work), inflight.run('k', work), inflight.run('k', work)]);
    expect(results).toEqual([42, 42, 42]);
    expect(calls).toBe(1);
    await inflight.run('k', work);
    expect(calls).toBe(2);
  });
});
