import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { memoryLoginLimiter, redisLoginLimiter, type LoginLimiter } from './auth/login-limiter.js';
import { deriveKey } from './auth/secrets.js';
import { dbSessionStore, redisSessionStore, type SessionStore } from './auth/session-store.js';
import type { Config } from './config.js';
import { openMetadataDb, type MetadataDb } from './db/connect.js';

/** Everything a request handler may need, built once per process. */
export interface AppContext {
  config: Config;
  meta: MetadataDb;
  redis: Redis | null;
  sessions: SessionStore;
  loginLimiter: LoginLimiter;
  keys: { jwt: Buffer; databaseSecrets: Buffer };
  log: Logger;
  close: () => Promise<void>;
}

export const createContext = (config: Config, log: Logger): AppContext => {
  const meta = openMetadataDb(config.databaseUrl, config.home);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', (err: Error) => log.warn({ err: err.message }, 'redis error'));
  return {
    config,
    meta,
    redis,
    sessions: redis
      ? redisSessionStore(redis, config.sessionTtlSeconds)
      : dbSessionStore(meta.db, config.sessionTtlSeconds),
    loginLimiter: redis
      ? redisLoginLimiter(redis, config.loginMaxFailures, config.loginWindowSeconds)
      : memoryLoginLimiter(config.loginMaxFailures, config.loginWindowSeconds),
    keys: { jwt: deriveKey(config.secretKey, 'jwt'), databaseSecrets: deriveKey(config.secretKey, 'database-secrets') },
    log,
    close: async () => {
      await meta.close();
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
};
