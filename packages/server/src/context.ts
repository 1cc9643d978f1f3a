import { mkdirSync } from 'node:fs';
import type { ExamplesStatus } from '@tessera/core';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { memoryLoginLimiter, redisLoginLimiter, withFallbackLimiter, type LoginLimiter } from './auth/login-limiter.js';
import type { Principal } from './auth/principal.js';
import { deriveKey } from './auth/secrets.js';
import { dbSessionStore, redisBackedSessionStore, type SessionStore } from './auth/session-store.js';
import type { Config } from './config.js';
import { openMetadataDb, type MetadataDb } from './db/connect.js';
import { ConnectionManager } from './engines/connection-manager.js';
import { TtlMemo } from './lib/ttl-memo.js';
import { InFlight, memoryCache, observedCache, redisCache, type CacheStore } from './query/query-cache.js';
import type { LoadedQueryDataset } from './query/query-dataset.js';

/** Everything a request handler may need, built once per process. */
export interface AppContext {
  config: Config;
  meta: MetadataDb;
  redis: Redis | null;
  sessions: SessionStore;
  loginLimiter: LoginLimiter;
  keys: { jwt: Buffer; databaseSecrets: Buffer };
  cache: CacheStore;
  /** Short-lived memos of hot metadata; any write through this process clears them. */
  memo: {
    principals: TtlMemo<number, Principal | null>;
    datasets: TtlMemo<number, LoadedQueryDataset>;
    rls: TtlMemo<string, string | null>;
    clear: () => void;
  };
  inflight: InFlight;
  /** What became of this process's example load; health detail and the admins' home notice show it. */
  examples: ExamplesStatus;
  connections: ConnectionManager;
  log: Logger;
  /** Run first on close: things started on top of the context (async runtime, workers). */
  closers: (() => Promise<void>)[];
  close: () => Promise<void>;
}

export const createContext = (config: Config, log: Logger): AppContext => {
  // Server mode (DATABASE_URL and SECRET_KEY set) writes nothing else into the home before the
  // examples open their DuckDB file there, so a fresh TESSERA_HOME must exist from the start.
  mkdirSync(config.home, { recursive: true });
  const meta = openMetadataDb(config.databaseUrl, config.home);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', (err: Error) => log.warn({ err: err.message }, 'redis error'));
  // Sessions, the sign-in counter and the cache use a connection that fails at once while Redis is
  // away (no offline queue, a command timeout): each has a fallback, so a request goes on without
  // Redis instead of waiting for it.
  const failFast = redis?.duplicate({ enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1000 });
  failFast?.on('error', () => undefined);
  const redisDown = (err: unknown) =>
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'redis unavailable; using the fallback');
  const keys = {
    jwt: deriveKey(config.secretKey, 'jwt'),
    databaseSecrets: deriveKey(config.secretKey, 'database-secrets'),
  };
  const connections = new ConnectionManager(meta.db, { key: keys.databaseSecrets }, config.metadataCacheMs);
  const closers: (() => Promise<void>)[] = [];
  const memo = {
    principals: new TtlMemo<number, Principal | null>(config.metadataCacheMs),
    datasets: new TtlMemo<number, LoadedQueryDataset>(config.metadataCacheMs),
    rls: new TtlMemo<string, string | null>(config.metadataCacheMs),
    clear: () => {
      connections.forgetRows();
      memo.principals.clear();
      memo.datasets.clear();
      memo.rls.clear();
    },
  };
  return {
    config,
    meta,
    redis,
    sessions: failFast
      ? redisBackedSessionStore(failFast, meta.db, config.sessionTtlSeconds, redisDown)
      : dbSessionStore(meta.db, config.sessionTtlSeconds),
    loginLimiter: failFast
      ? withFallbackLimiter(
          redisLoginLimiter(failFast, config.loginMaxFailures, config.loginWindowSeconds),
          memoryLoginLimiter(config.loginMaxFailures, config.loginWindowSeconds),
          redisDown,
        )
      : memoryLoginLimiter(config.loginMaxFailures, config.loginWindowSeconds),
    keys,
    cache: observedCache(failFast ? redisCache(failFast) : memoryCache(config.cacheMaxEntries), redisDown),
    inflight: new InFlight(),
    examples: { status: 'not_loaded', tables: 0, error: null },
    memo,
    connections,
    log,
    closers,
    close: async () => {
      for (const close of closers.splice(0)) await close().catch(() => undefined);
      await connections.closeAll();
      await meta.close();
      if (redis) await redis.quit().catch(() => undefined);
      failFast?.disconnect();
    },
  };
};
