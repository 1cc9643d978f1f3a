import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Dialect } from './migrations/helpers.js';
import type { DB } from './schema.js';

export interface MetadataDb {
  db: Kysely<DB>;
  dialect: Dialect;
  /**
   * `select 1` on a connection of its own, never one waiting in the pool's queue: readiness asks
   * it, and a replica whose pool is busy serving is still a ready one (Metabase stopped its health
   * check queueing for an application-database connection for the same reason, metabase#26266).
   */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

const STATS_REFRESH_MS = 3_600_000;

export const openMetadataDb = (databaseUrl: string | null, home: string): MetadataDb => {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    // Like libpq, a URL without a user name connects as the operating-system user.
    const url = new URL(databaseUrl);
    if (!url.username) url.username = process.env.PGUSER ?? userInfo().username;
    // A store that does not answer fails the request within seconds (503) rather than hanging it.
    const pool = new pg.Pool({ connectionString: url.toString(), max: 10, connectionTimeoutMillis: 3000 });
    // An idle client whose server connection ends (a restart, a terminated backend) emits 'error' on
    // the pool; unhandled, it would end the process. The pool drops that client and opens a new one.
    pool.on('error', () => undefined);
    // Metadata queries are short; JIT compiling one whose estimate passes jit_above_cost (a list's
    // visibility subquery at ~10,000 dashboards) costs tens of milliseconds and saves nothing.
    pool.on('connect', (client) => void client.query('set jit = off').catch(() => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    // One connection more per process, for the readiness probe alone.
    const probe = new pg.Pool({ connectionString: url.toString(), max: 1, connectionTimeoutMillis: 3000 });
    probe.on('error', () => undefined);
    return {
      db,
      dialect: 'postgres',
      ping: async () => {
        await probe.query('select 1');
      },
      close: async () => {
        await db.destroy();
        await probe.end();
      },
    };
  }
  if (databaseUrl && !databaseUrl.startsWith('sqlite:')) {
    throw new Error(`DATABASE_URL must start with postgres:// or sqlite:, got '${databaseUrl.split(':')[0]}:'`);
  }
  const file = databaseUrl ? databaseUrl.replace(/^sqlite:(\/\/)?/, '') : join(home, 'tessera.db');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Planner statistics, as SQLite recommends for long-lived connections: gathered at open where
  // missing or stale (bounded work), refreshed hourly. Without them list pages pick plans that
  // read every visible row before sorting.
  database.pragma('optimize = 0x10002');
  const optimize = setInterval(() => database.pragma('optimize'), STATS_REFRESH_MS);
  optimize.unref();
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database }) });
  return {
    db,
    dialect: 'sqlite',
    // Straight on the handle: Kysely's SQLite driver lets one query or transaction hold the
    // connection at a time, and better-sqlite3 answers synchronously (throwing once it is closed).
    ping: async () => {
      database.prepare('select 1').get();
    },
    close: () => {
      clearInterval(optimize);
      return db.destroy();
    },
  };
};
