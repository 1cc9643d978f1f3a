import type { Kysely } from 'kysely';
import { dialectOf, withAudit, withId } from './helpers.js';

/**
 * Superset's ssh_tunnels (SSHTunnel: one per database, deleted with it). The three secrets are
 * stored encrypted with the database-secrets key, as the database password is (Superset's
 * EncryptedType columns); a null column means that login is not used.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const d = await dialectOf(db);
  await withAudit(withId(db.schema.createTable('ssh_tunnels'), d))
    .addColumn('database_id', 'integer', (c) => c.notNull().unique().references('databases.id').onDelete('cascade'))
    .addColumn('server_address', 'text', (c) => c.notNull())
    .addColumn('server_port', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('encrypted_password', 'text')
    .addColumn('encrypted_private_key', 'text')
    .addColumn('encrypted_private_key_password', 'text')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('ssh_tunnels').execute();
};
