import type { Kysely } from 'kysely';
import { dialectOf, withAudit, withId } from './helpers.js';

/**
 * Superset's dynamic_plugins (DynamicPlugin: name, key and bundle_url, each unique, with audit
 * columns): the chart plugin bundles an admin registered, which every page loads by key.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const d = await dialectOf(db);
  await withAudit(withId(db.schema.createTable('dynamic_plugins'), d))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('bundle_url', 'text', (c) => c.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('dynamic_plugins').execute();
};
