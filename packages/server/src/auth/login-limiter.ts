import type { Redis } from 'ioredis';

/** Counts failed sign-ins per key (IP, username) in a fixed window. */
export interface LoginLimiter {
  isBlocked(keys: readonly string[]): Promise<boolean>;
  recordFailure(keys: readonly string[]): Promise<void>;
  reset(key: string): Promise<void>;
}

export const memoryLoginLimiter = (maxFailures: number, windowSeconds: number): LoginLimiter => {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const entry = counts.get(key);
    if (!entry || entry.resetAt <= now) {
      counts.delete(key);
      return 0;
    }
    return entry.count;
  };
  return {
    async isBlocked(keys) {
      const now = Date.now();
      return keys.some((k) => current(k, now) >= maxFailures);
    },
    async recordFailure(keys) {
      const now = Date.now();
      for (const k of keys) {
        const entry = counts.get(k);
        if (!entry || entry.resetAt <= now) counts.set(k, { count: 1, resetAt: now + windowSeconds * 1000 });
        else entry.count += 1;
      }
      // Bound memory under a spray of distinct usernames.
      if (counts.size > 100_000) for (const [k, v] of counts) if (v.resetAt <= now) counts.delete(k);
    },
    async reset(key) {
      counts.delete(key);
    },
  };
};

export const redisLoginLimiter = (redis: Redis, maxFailures: number, windowSeconds: number): LoginLimiter => {
  const rk = (k: string) => `tessera:login-fail:${k}`;
  return {
    async isBlocked(keys) {
      const values = await redis.mget(keys.map(rk));
      return values.some((v) => v !== null && Number(v) >= maxFailures);
    },
    async recordFailure(keys) {
      const multi = redis.multi();
      for (const k of keys) multi.incr(rk(k)).expire(rk(k), windowSeconds, 'NX');
      await multi.exec();
    },
    async reset(key) {
      await redis.del(rk(key));
    },
  };
};

/** The Redis counter, and this process's own while Redis fails: sign-in keeps working, limited per process. */
export const withFallbackLimiter = (
  primary: LoginLimiter,
  fallback: LoginLimiter,
  onError: (err: unknown) => void,
): LoginLimiter => {
  const either =
    <A extends unknown[], R>(run: (l: LoginLimiter, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(primary, ...args);
      } catch (err) {
        onError(err);
        return run(fallback, ...args);
      }
    };
  return {
    isBlocked: either((l, keys: readonly string[]) => l.isBlocked(keys)),
    recordFailure: either((l, keys: readonly string[]) => l.recordFailure(keys)),
    reset: either((l, key: string) => l.reset(key)),
  };
};
