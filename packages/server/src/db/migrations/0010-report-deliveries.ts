import type { Kysely } from 'kysely';

/**
 * The idempotency key of a report delivery: one row per (schedule, scheduled tick), inserted
 * before anything is sent. The tick lock decides who runs a tick; this key decides whether it may
 * still deliver, so a retried job or a second scheduler whose lock lived elsewhere (Redis lost its
 * claim) finds the key taken and sends nothing. Kept in the metadata store because it must
 * outlive Redis. Pruned with the tick locks.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('report_deliveries')
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedules.id').onDelete('cascade'),
    )
    .addColumn('scheduled_dttm', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_deliveries_pk', ['report_schedule_id', 'scheduled_dttm'] as never)
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('report_deliveries').execute();
};
