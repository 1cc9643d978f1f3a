import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** One atomic step: count the request, start the window on the first one, answer count and time left. */
const COUNT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/**
 * The rate-limit counters in Redis under `<prefix><key>`. @fastify/rate-limit's own Redis store
 * names a limit made with `createRateLimit` after a route it does not have, so every key read
 * `…undefinedundefined-sign-in:…`; Tessera's keys already carry the limit's name (see
 * rate-limits.ts), so this store keeps them as they are and every limit shares one prefix.
 */
export const redisRateLimitStore = (redis: Redis, prefix: string): FastifyRateLimitStoreCtor => {
  class PrefixedRedisStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ): void {
      redis.eval(COUNT_SCRIPT, 1, `${prefix}${key}`, String(timeWindow)).then(
        (answer) => {
          const [current, ttl] = answer as [number, number];
          callback(null, { current, ttl });
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return PrefixedRedisStore;
};
