import { BUILTIN_CSS_TEMPLATES } from '@tessera/core';
import type { Kysely } from 'kysely';
import { dialectOf, withAudit, withId } from './helpers.js';

/** The columns the seed writes; the migration runs before the app's DB type describes the table. */
interface SeedDb {
  css_templates: { template_name: string; css: string; created_on: string; changed_on: string };
}

/**
 * Superset's css_templates (CssTemplate: a name of up to 250 characters and the CSS, with audit
 * columns). The templates Tessera ships are stored once here, with no author, so the dashboard
 * properties modal keeps offering them and admins can edit or delete them like their own.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const d = await dialectOf(db);
  await withAudit(withId(db.schema.createTable('css_templates'), d))
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('css', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('css_templates_changed_on_idx').on('css_templates').column('changed_on').execute();
  const now = new Date().toISOString();
  await (db as Kysely<SeedDb>)
    .insertInto('css_templates')
    .values(BUILTIN_CSS_TEMPLATES.map((t) => ({ ...t, created_on: now, changed_on: now })))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('css_templates').execute();
};
