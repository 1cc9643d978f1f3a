import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { cacheReads } from '../ops/metrics.js';

/** A cached chart-data answer plus when it was stored. */
export interface CachedValue<T> {
  value: T;
  cachedAt: string;
}

export interface CacheStore {
  readonly backend: 'memory' | 'redis';
  get<T>(key: string): Promise<CachedValue<T> | null>;
  /** ttlSeconds 0 keeps the entry until evicted. */
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * Values are kept as objects, frozen at the top so a caller cannot change a cached answer
 * by accident; callers copy before adding fields (as the chart-data path does).
 */
export const memoryCache = (maxEntries: number): CacheStore => {
  const lru = new LRUCache<string, CachedValue<unknown>>({ max: maxEntries });
  return {
    backend: 'memory',
    async get<T>(key: string) {
      return (lru.get(key) as CachedValue<T> | undefined) ?? null;
    },
    async set(key, value, ttlSeconds) {
      const entry = Object.freeze({ value: Object.freeze(value), cachedAt: new Date().toISOString() });
      lru.set(key, entry, ttlSeconds > 0 ? { ttl: ttlSeconds * 1000 } : {});
    },
    async delete(key) {
      lru.delete(key);
    },
  };
};

export const redisCache = (redis: Redis): CacheStore => {
  const rk = (key: string) => `tessera:cache:${key}`;
  return {
    backend: 'redis',
    async get<T>(key: string) {
      const raw = await redis.get(rk(key));
      return raw ? (JSON.parse(raw) as CachedValue<T>) : null;
    },
    async set(key, value, ttlSeconds) {
      const payload = JSON.stringify({ value, cachedAt: new Date().toISOString() });
      if (ttlSeconds > 0) await redis.set(rk(key), payload, 'EX', ttlSeconds);
      else await redis.set(rk(key), payload);
    },
    async delete(key) {
      await redis.del(rk(key));
    },
  };
};

/**
 * Counts reads as hits and misses, and turns a cache that fails (Redis gone) into a miss on read
 * and a no-op on write: the answer is computed again instead of the request failing. Superset
 * behaves the same way when its cache backend errors. `onError` hears each failure.
 */
export const observedCache = (store: CacheStore, onError: (err: unknown) => void): CacheStore => ({
  backend: store.backend,
  async get<T>(key: string) {
    try {
      const hit = await store.get<T>(key);
      cacheReads.inc({ backend: store.backend, result: hit ? 'hit' : 'miss' });
      return hit;
    } catch (err) {
      cacheReads.inc({ backend: store.backend, result: 'error' });
      onError(err);
      return null;
    }
  },
  async set(key, value, ttlSeconds) {
    await store.set(key, value, ttlSeconds).catch(onError);
  },
  async delete(key) {
    await store.delete(key).catch(onError);
  },
});

/** Superset's precedence: request > chart > dataset > database > default; -1 means do not cache. */
export const effectiveCacheTimeout = (candidates: readonly (number | null | undefined)[], fallback: number): number => {
  for (const c of candidates) if (c !== null && c !== undefined) return c;
  return fallback;
};

/** Runs each distinct key once at a time; concurrent callers share the same promise. */
export class InFlight {
  private readonly running = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const existing = this.running.get(key);
    if (existing) return existing as Promise<T>;
    const p = work().finally(() => this.running.delete(key));
    this.running.set(key, p);
    return p;
  }
}
