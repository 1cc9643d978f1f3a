import type { Kysely } from 'kysely';
import { createLink, dialectOf, flag, withAudit, withCertification, withId, withUuid } from './helpers.js';

/** Databases, datasets, charts, dashboards and what hangs off them. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const d = await dialectOf(db);
  let t = withUuid(withId(db.schema.createTable('databases'), d))
    .addColumn('database_name', 'text', (c) => c.notNull().unique())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('sqlalchemy_uri', 'text', (c) => c.notNull())
    .addColumn('parameters', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('encrypted_password', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0));
  for (const [name, dflt] of [
    ['expose_in_sqllab', 1],
    ['allow_run_async', 1],
    ['allow_dml', 0],
    ['allow_file_upload', 0],
  ] as const) {
    t = flag(t, name, dflt);
  }
  await withAudit(t).execute();

  await withCertification(withAudit(withUuid(withId(db.schema.createTable('datasets'), d))))
    .addColumn('database_id', 'integer', (c) => c.notNull().references('databases.id').onDelete('cascade'))
    .addColumn('catalog', 'text')
    .addColumn('schema', 'text')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('sql', 'text')
    .addColumn('description', 'text')
    .addColumn('main_dttm_col', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('warning_markdown', 'text')
    .addColumn('extra', 'text')
    .addColumn('template_params', 'text')
    .addColumn('fetch_values_predicate', 'text')
    .addColumn('default_endpoint', 'text')
    .addColumn('row_count', 'integer')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .addColumn('normalize_columns', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('always_filter_main_dttm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('filter_select_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('offset', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('datasets_table', ['database_id', 'catalog', 'schema', 'table_name'])
    .execute();
  await createLink(db, 'dataset_owners', ['dataset_id', 'datasets.id'], ['user_id', 'users.id']);

  await withAudit(withUuid(withId(db.schema.createTable('dataset_columns'), d)))
    .addColumn('dataset_id', 'integer', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addColumn('verbose_name', 'text')
    .addColumn('description', 'text')
    .addColumn('expression', 'text')
    .addColumn('type', 'text')
    .addColumn('type_generic', 'integer')
    .addColumn('is_dttm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('filterable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('groupby', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('python_date_format', 'text')
    .addColumn('advanced_data_type', 'text')
    .addColumn('extra', 'text')
    .addUniqueConstraint('dataset_columns_name', ['dataset_id', 'column_name'])
    .execute();

  await withCertification(withAudit(withUuid(withId(db.schema.createTable('dataset_metrics'), d))))
    .addColumn('dataset_id', 'integer', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('metric_name', 'text', (c) => c.notNull())
    .addColumn('verbose_name', 'text')
    .addColumn('description', 'text')
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('metric_type', 'text')
    .addColumn('d3format', 'text')
    .addColumn('currency', 'text')
    .addColumn('warning_text', 'text')
    .addColumn('extra', 'text')
    .addUniqueConstraint('dataset_metrics_name', ['dataset_id', 'metric_name'])
    .execute();

  await withCertification(withAudit(withUuid(withId(db.schema.createTable('charts'), d))))
    .addColumn('slice_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('viz_type', 'text', (c) => c.notNull())
    .addColumn('datasource_id', 'integer')
    .addColumn('datasource_type', 'text', (c) => c.notNull().defaultTo('table'))
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('query_context', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .addColumn('last_saved_at', 'text')
    .addColumn('last_saved_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('charts_datasource').on('charts').columns(['datasource_type', 'datasource_id']).execute();
  await db.schema.createIndex('charts_changed_on').on('charts').column('changed_on').execute();
  await createLink(db, 'chart_owners', ['chart_id', 'charts.id'], ['user_id', 'users.id']);

  await withCertification(withAudit(withUuid(withId(db.schema.createTable('dashboards'), d))))
    .addColumn('dashboard_title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('description', 'text')
    .addColumn('css', 'text')
    .addColumn('position_json', 'text')
    .addColumn('json_metadata', 'text')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .execute();
  await db.schema.createIndex('dashboards_changed_on').on('dashboards').column('changed_on').execute();
  await createLink(db, 'dashboard_owners', ['dashboard_id', 'dashboards.id'], ['user_id', 'users.id']);
  await createLink(db, 'dashboard_roles', ['dashboard_id', 'dashboards.id'], ['role_id', 'roles.id']);
  await createLink(db, 'dashboard_charts', ['dashboard_id', 'dashboards.id'], ['chart_id', 'charts.id']);

  await withId(db.schema.createTable('favourites'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_name', 'text', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addUniqueConstraint('favourites_once', ['user_id', 'class_name', 'obj_id'])
    .execute();

  await withAudit(withUuid(withId(db.schema.createTable('filter_sets'), d)))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('json_metadata', 'text', (c) => c.notNull())
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .execute();

  await withUuid(withId(db.schema.createTable('key_value'), d))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expires_on', 'text')
    .execute();
  await db.schema.createIndex('key_value_resource').on('key_value').columns(['resource', 'uuid']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  const tables = [
    'key_value',
    'filter_sets',
    'favourites',
    'dashboard_charts',
    'dashboard_roles',
    'dashboard_owners',
    'dashboards',
    'chart_owners',
    'charts',
    'dataset_metrics',
    'dataset_columns',
    'dataset_owners',
    'datasets',
    'databases',
  ];
  for (const t of tables) await db.schema.dropTable(t).execute();
};
