import pg from 'pg';

export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Suites that need a real service run when it is reachable. Under CI=true a missing service
 * fails the run; on a laptop without it the suite is skipped with a loud notice.
 */
export const requireService = async (name: string, probe: () => Promise<void>): Promise<boolean> => {
  try {
    await probe();
    return true;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (process.env.CI === 'true') throw new Error(`${name} is required when CI=true but is not reachable: ${reason}`);
    process.stderr.write(
      `\n!!! SKIPPING ${name} tests: ${name} is not reachable (${reason}). Start it to run them.\n\n`,
    );
    return false;
  }
};

export const postgresAvailable = (): Promise<boolean> =>
  requireService('PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 3000 });
    await client.connect();
    await client.end();
  });

/** A fresh, empty PostgreSQL database per suite; dropped by the returned cleanup. */
export const createTempPgDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `tessera_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
};

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

export const redisAvailable = (): Promise<boolean> =>
  requireService('Redis', async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(TEST_REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 3000,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      await client.connect();
      await client.ping();
    } finally {
      client.disconnect();
    }
  });
