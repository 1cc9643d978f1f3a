import type { Kysely } from 'kysely';
import { flag, withAudit, withId, dialectOf } from './helpers.js';

/**
 * SQL Lab on the server (Superset's SQLLAB_BACKEND_PERSISTENCE): editor tabs (`tab_state`) and the
 * tables open in their left panel (`table_schema`), the query columns 0003 left out (select_sql,
 * CTAS method and schema, extra), and the database's CTAS / CVAS switches.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const d = await dialectOf(db);
  let tab = withAudit(withId(db.schema.createTable('tab_state'), d))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('database_id', 'integer', (c) => c.references('databases.id').onDelete('cascade'))
    .addColumn('catalog', 'text')
    .addColumn('schema', 'text')
    .addColumn('sql', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('query_limit', 'integer')
    .addColumn('latest_query_id', 'text')
    .addColumn('template_params', 'text')
    .addColumn('saved_query_id', 'integer', (c) => c.references('saved_queries.id').onDelete('set null'))
    .addColumn('extra_json', 'text');
  tab = flag(flag(flag(tab, 'active', 0), 'autorun', 0), 'hide_left_bar', 0);
  await tab.execute();
  await db.schema.createIndex('tab_state_user').on('tab_state').columns(['user_id', 'active']).execute();

  await flag(
    withAudit(withId(db.schema.createTable('table_schema'), d))
      .addColumn('tab_state_id', 'integer', (c) => c.notNull().references('tab_state.id').onDelete('cascade'))
      .addColumn('database_id', 'integer', (c) => c.notNull().references('databases.id').onDelete('cascade'))
      .addColumn('catalog', 'text')
      .addColumn('schema', 'text')
      .addColumn('table', 'text', (c) => c.notNull())
      .addColumn('description', 'text'),
    'expanded',
    1,
  ).execute();

  await db.schema.alterTable('queries').addColumn('select_sql', 'text').execute();
  await db.schema.alterTable('queries').addColumn('ctas_method', 'text').execute();
  await db.schema.alterTable('queries').addColumn('tmp_schema_name', 'text').execute();
  await db.schema.alterTable('queries').addColumn('extra_json', 'text').execute();
  await db.schema.createIndex('queries_editor').on('queries').columns(['sql_editor_id']).execute();

  await db.schema
    .alterTable('databases')
    .addColumn('allow_ctas', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('databases')
    .addColumn('allow_cvas', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('databases').addColumn('force_ctas_schema', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('table_schema').execute();
  await db.schema.dropTable('tab_state').execute();
  await db.schema.dropIndex('queries_editor').execute();
  for (const c of ['select_sql', 'ctas_method', 'tmp_schema_name', 'extra_json']) {
    await db.schema.alterTable('queries').dropColumn(c).execute();
  }
  for (const c of ['allow_ctas', 'allow_cvas', 'force_ctas_schema']) {
    await db.schema.alterTable('databases').dropColumn(c).execute();
  }
};
