import type { Kysely } from 'kysely';
import { createLink, dialectOf, flag, withAudit, withId, withUuid } from './helpers.js';

/** SQL Lab, report schedules, annotations, row-level security and the action log. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const d = await dialectOf(db);
  await withAudit(withUuid(withId(db.schema.createTable('saved_queries'), d)))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.notNull().references('databases.id').onDelete('cascade'))
    .addColumn('catalog', 'text')
    .addColumn('schema', 'text')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .execute();

  await withId(db.schema.createTable('queries'), d)
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('databases.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tab_name', 'text')
    .addColumn('sql_editor_id', 'text')
    .addColumn('catalog', 'text')
    .addColumn('schema', 'text')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('executed_sql', 'text')
    .addColumn('limit', 'integer')
    .addColumn('limiting_factor', 'text')
    .addColumn('select_as_cta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tmp_table_name', 'text')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('results_key', 'text')
    .addColumn('start_time', 'text')
    .addColumn('end_time', 'text')
    .addColumn('changed_on', 'text')
    .execute();
  await db.schema.createIndex('queries_user_changed').on('queries').columns(['user_id', 'changed_on']).execute();

  let report = withAudit(withUuid(withId(db.schema.createTable('report_schedules'), d)))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('context_markdown', 'text')
    .addColumn('crontab', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('creation_method', 'text', (c) => c.notNull().defaultTo('alerts_reports'))
    .addColumn('dashboard_id', 'integer', (c) => c.references('dashboards.id').onDelete('cascade'))
    .addColumn('chart_id', 'integer', (c) => c.references('charts.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.references('databases.id').onDelete('cascade'))
    .addColumn('sql', 'text')
    .addColumn('validator_type', 'text')
    .addColumn('validator_config_json', 'text')
    .addColumn('report_format', 'text', (c) => c.notNull().defaultTo('PNG'))
    .addColumn('custom_width', 'integer')
    .addColumn('working_timeout', 'integer', (c) => c.notNull().defaultTo(3600))
    .addColumn('grace_period', 'integer', (c) => c.notNull().defaultTo(14400))
    .addColumn('log_retention', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('last_eval_dttm', 'text')
    .addColumn('last_state', 'text', (c) => c.notNull().defaultTo('Not triggered'))
    .addColumn('last_value', 'double precision')
    .addColumn('last_value_row_json', 'text')
    .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'));
  report = flag(flag(report, 'active', 1), 'force_screenshot', 0);
  await report.execute();
  await createLink(db, 'report_owners', ['report_schedule_id', 'report_schedules.id'], ['user_id', 'users.id']);
  await withId(db.schema.createTable('report_recipients'), d)
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedules.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('recipient_config_json', 'text', (c) => c.notNull())
    .execute();
  await withUuid(withId(db.schema.createTable('report_execution_logs'), d))
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedules.id').onDelete('cascade'),
    )
    .addColumn('scheduled_dttm', 'text', (c) => c.notNull())
    .addColumn('start_dttm', 'text')
    .addColumn('end_dttm', 'text')
    .addColumn('value', 'double precision')
    .addColumn('value_row_json', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .execute();

  await withAudit(withId(db.schema.createTable('annotation_layers'), d))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('descr', 'text')
    .execute();
  await withAudit(withId(db.schema.createTable('annotations'), d))
    .addColumn('layer_id', 'integer', (c) => c.notNull().references('annotation_layers.id').onDelete('cascade'))
    .addColumn('short_descr', 'text')
    .addColumn('long_descr', 'text')
    .addColumn('start_dttm', 'text', (c) => c.notNull())
    .addColumn('end_dttm', 'text', (c) => c.notNull())
    .addColumn('json_metadata', 'text')
    .execute();

  await withAudit(withId(db.schema.createTable('rls_filters'), d))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('filter_type', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text')
    .addColumn('clause', 'text', (c) => c.notNull())
    .execute();
  await createLink(db, 'rls_filter_roles', ['rls_filter_id', 'rls_filters.id'], ['role_id', 'roles.id']);
  await createLink(db, 'rls_filter_tables', ['rls_filter_id', 'rls_filters.id'], ['dataset_id', 'datasets.id']);

  await withId(db.schema.createTable('logs'), d)
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('json', 'text')
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('referrer', 'text')
    .addColumn('dttm', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('logs_user_dttm').on('logs').columns(['user_id', 'dttm']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  const tables = [
    'logs',
    'rls_filter_tables',
    'rls_filter_roles',
    'rls_filters',
    'annotations',
    'annotation_layers',
    'report_execution_logs',
    'report_recipients',
    'report_owners',
    'report_schedules',
    'queries',
    'saved_queries',
  ];
  for (const t of tables) await db.schema.dropTable(t).execute();
};
