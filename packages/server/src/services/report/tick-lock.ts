import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * A claim on one tick of one schedule: the first worker to claim (schedule, scheduled minute)
 * runs it; every other worker's claim answers false. Superset relies on a single Celery beat
 * instead; here any number of workers may tick.
 */
export interface TickLock {
  claim(scheduleId: number, scheduledIso: string): Promise<boolean>;
  /** Forgets claims older than `beforeIso` (they can never be claimed again anyway). */
  prune(beforeIso: string): Promise<void>;
}

export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; message?: unknown };
  // PostgreSQL unique_violation, SQLite's constraint error.
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint/.test(String(e.message));
};

/** The lock row in the metadata store: its primary key admits one insert per tick. */
export const dbTickLock = (db: Kysely<DB>, worker: string, now: () => Date = () => new Date()): TickLock => ({
  claim: async (scheduleId, scheduledIso) => {
    try {
      await db
        .insertInto('report_schedule_locks')
        .values({
          report_schedule_id: scheduleId,
          scheduled_dttm: scheduledIso,
          worker,
          created_on: now().toISOString(),
        })
        .execute();
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  },
  prune: async (beforeIso) => {
    await db.deleteFrom('report_schedule_locks').where('scheduled_dttm', '<', beforeIso).execute();
  },
});

/** Redis SET NX with a day's expiry: the claim disappears on its own. */
export const redisTickLock = (redis: Redis, worker: string, prefix = 'tessera:report-tick'): TickLock => ({
  claim: async (scheduleId, scheduledIso) =>
    (await redis.set(`${prefix}:${scheduleId}:${scheduledIso}`, worker, 'EX', 86_400, 'NX')) === 'OK',
  prune: async () => undefined,
});

/**
 * The claim in Redis while it answers, in the metadata store while it does not, so schedules
 * still run once each through a Redis outage. Two workers that disagree about Redis at the moment
 * it dies could each win one tick, one in each lock; the per-tick delivery key (delivery-key.ts)
 * still sends it once. Claims are pruned from both.
 */
export const withFallbackTickLock = (
  primary: TickLock,
  fallback: TickLock,
  onFallback: (err: unknown) => void,
): TickLock => ({
  claim: async (scheduleId, scheduledIso) => {
    try {
      return await primary.claim(scheduleId, scheduledIso);
    } catch (err) {
      onFallback(err);
      return fallback.claim(scheduleId, scheduledIso);
    }
  },
  prune: async (beforeIso) => {
    await primary.prune(beforeIso).catch(onFallback);
    await fallback.prune(beforeIso);
  },
});
