import type { Kysely } from 'kysely';

/**
 * The scheduler's claim on one tick of one schedule. Every worker tries to insert
 * (schedule, scheduled time); the primary key lets exactly one succeed, on SQLite and PostgreSQL
 * alike, so a schedule runs once per tick however many workers are up (Superset relies on Celery
 * beat being a single process instead). Old claims are pruned with the execution logs.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('report_schedule_locks')
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedules.id').onDelete('cascade'),
    )
    .addColumn('scheduled_dttm', 'text', (c) => c.notNull())
    .addColumn('worker', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_schedule_locks_pk', ['report_schedule_id', 'scheduled_dttm'] as never)
    .execute();
  await db.schema
    .createIndex('report_execution_logs_schedule_start')
    .on('report_execution_logs')
    .columns(['report_schedule_id', 'start_dttm'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('report_execution_logs_schedule_start').execute();
  await db.schema.dropTable('report_schedule_locks').execute();
};
