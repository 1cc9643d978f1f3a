import type { ReportState } from '@tessera/core';
import { dueMinute } from './report-crontab.js';
import { pruneDeliveries } from './delivery-key.js';
import { executeSchedule, type ReportRuntime } from './report-executor.js';
import { loadSchedulesForRun } from './report-load.js';

export interface TickRun {
  scheduleId: number;
  state: ReportState;
}

const DAY_MS = 86_400_000;

/** Superset's prune_log task: each schedule keeps `log_retention` days of execution logs. */
const pruneLogs = async (rt: ReportRuntime, now: Date): Promise<void> => {
  const rows = await rt.db.selectFrom('report_schedules').select(['id', 'log_retention']).execute();
  for (const r of rows) {
    if (r.log_retention <= 0) continue;
    const before = new Date(now.getTime() - r.log_retention * DAY_MS).toISOString();
    await rt.db
      .deleteFrom('report_execution_logs')
      .where('report_schedule_id', '=', r.id)
      .where('end_dttm', '<', before)
      .execute();
  }
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  await rt.lock.prune(dayAgo);
  await pruneDeliveries(rt.db, dayAgo);
};

/**
 * One scheduler tick at `now` (Superset's reports.scheduler beat task, every minute): every
 * active schedule whose crontab matches this minute in its time zone is claimed through the tick
 * lock, and only the worker whose claim succeeds runs it.
 */
export const runTick = async (rt: ReportRuntime, now: Date = rt.now()): Promise<TickRun[]> => {
  const schedules = await loadSchedulesForRun(rt.db);
  const runs: TickRun[] = [];
  await Promise.all(
    schedules.map(async (s) => {
      let minute: Date | null;
      try {
        minute = dueMinute(s.crontab, s.timezone, now);
      } catch (err) {
        rt.log.warn({ report: s.id, err: String(err) }, 'report crontab no longer parses');
        return;
      }
      if (minute === null || !(await rt.lock.claim(s.id, minute.toISOString()))) return;
      runs.push({ scheduleId: s.id, state: await executeSchedule(rt, s, minute) });
    }),
  );
  await pruneLogs(rt, now).catch((err: unknown) => rt.log.warn({ err: String(err) }, 'pruning report logs failed'));
  return runs.sort((a, b) => a.scheduleId - b.scheduleId);
};

/** Ticks at the start of every minute (plus a second, so the minute has begun everywhere) until stopped. */
export const startReportScheduler = (rt: ReportRuntime): { stop: () => void } => {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const now = Date.now();
    // Not unref'd: a worker without Redis has nothing else keeping its process alive.
    timer = setTimeout(tick, 60_000 - (now % 60_000) + 1000);
  };
  const tick = () => {
    runTick(rt, new Date())
      .catch((err: unknown) => rt.log.error({ err: String(err) }, 'report scheduler tick failed'))
      .finally(schedule);
  };
  schedule();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
};
