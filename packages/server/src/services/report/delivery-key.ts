import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isUniqueViolation } from './tick-lock.js';

/**
 * Takes the idempotency key of one schedule's delivery for one tick. True for the first caller
 * only (the primary key admits one row per tick, on SQLite and PostgreSQL alike); every later
 * call for the same tick answers false and must not send. Recorded before delivery: a run that
 * dies after taking the key is not sent again, as Tessera prefers a missed report to a doubled one.
 */
export const claimDelivery = async (
  db: Kysely<DB>,
  scheduleId: number,
  scheduledIso: string,
  nowIso: string,
): Promise<boolean> => {
  try {
    await db
      .insertInto('report_deliveries')
      .values({ report_schedule_id: scheduleId, scheduled_dttm: scheduledIso, created_on: nowIso })
      .execute();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
};

/** Forgets keys of ticks older than `beforeIso`: the tick lock already refuses those ticks. */
export const pruneDeliveries = async (db: Kysely<DB>, beforeIso: string): Promise<void> => {
  await db.deleteFrom('report_deliveries').where('scheduled_dttm', '<', beforeIso).execute();
};
