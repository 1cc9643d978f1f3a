import type { Kysely } from 'kysely';
import { dialectOf, withAudit, withId } from './helpers.js';

/** The columns the seed writes; the migration runs before the app's DB type describes the table. */
interface SeedDb {
  css_templates: { template_name: string; css: string; created_on: string; changed_on: string };
}

/**
 * The templates Tessera ships (Superset seeds none), written here so this migration stays what it
 * was when it first ran: stored once as ordinary rows, which admins may then edit or delete on the CSS templates page; the properties modal
 * offers whatever is stored to paste into a dashboard's custom CSS. The selectors are the
 * dashboard's DOM classes (`.dashboard-header`, `.dashboard-title`, `.dashboard-component-*`),
 * which the page scopes to its own root.
 */
export const SEEDED_CSS_TEMPLATES: readonly { template_name: string; css: string }[] = [
  {
    template_name: 'Flat',
    css: [
      '.dashboard-component-chart-holder {',
      '  box-shadow: none;',
      '  border: 1px solid #e0e0e0;',
      '  border-radius: 0;',
      '}',
      '.dashboard-header { border-bottom: 1px solid #e0e0e0; }',
      '',
    ].join('\n'),
  },
  {
    template_name: 'Courier Black',
    css: [
      '.dashboard-title, .dashboard-component-header {',
      "  font-family: 'Courier New', Courier, monospace;",
      '  color: #000;',
      '}',
      '.dashboard-component-chart-holder { border: 2px solid #000; }',
      '',
    ].join('\n'),
  },
  {
    template_name: 'Compact',
    css: [
      '.dashboard-component-chart-holder { padding: 4px; }',
      '.dashboard-component-header { margin: 0; }',
      '.dashboard-title { font-size: 1.25rem; }',
      '',
    ].join('\n'),
  },
];

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
    .values(SEEDED_CSS_TEMPLATES.map((t) => ({ ...t, created_on: now, changed_on: now })))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('css_templates').execute();
};
