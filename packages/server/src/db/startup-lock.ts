import { sql, type Kysely } from 'kysely';
import type { MetadataDb } from './connect.js';
import type { DB } from './schema.js';

/** Any constant shared by every Tessera process on one store: 'TESSERA' in ASCII. */
const STARTUP_LOCK_KEY = 0x54455353;

/**
 * Runs start-up writes (migrations, built-in role sync, data-access permissions, the first admin)
 * for one process at a time. Two web processes and a worker started together on an empty
 * PostgreSQL store otherwise both insert the built-in roles' grants and one fails on
 * `role_permission_views_pk`. PostgreSQL: a session advisory lock on one pooled connection, which
 * the work then uses, so it cannot wait on itself; the lock goes with the connection if the process
 * dies. SQLite is one file that one process serves; its writes are already serialised.
 */
export const withStartupLock = async <T>(meta: MetadataDb, work: (db: Kysely<DB>) => Promise<T>): Promise<T> => {
  if (meta.dialect !== 'postgres') return work(meta.db);
  return meta.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(conn);
    }
  });
};
