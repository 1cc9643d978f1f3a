import type { Kysely } from 'kysely';
import { withAudit } from './helpers.js';

/**
 * Superset's embedded_dashboards (one embedding per dashboard, named by its uuid, with the allowed
 * domains as JSON text), the guest tokens revoked one by one before they expire, and the guest
 * token generation the CLI's global revoke bumps (tokens of an older generation are refused).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await withAudit(
    db.schema
      .createTable('embedded_dashboards')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('dashboard_id', 'integer', (c) => c.notNull().unique().references('dashboards.id').onDelete('cascade'))
      .addColumn('allowed_domains', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema
    .createTable('guest_token_revocations')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('guest_token_generation')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('guest_token_generation').execute();
  await db.schema.dropTable('guest_token_revocations').execute();
  await db.schema.dropTable('embedded_dashboards').execute();
};
