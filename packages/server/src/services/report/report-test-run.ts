import { canEditOwned, type Caller, type ReportState } from '@tessera/core';
import { forbidden, notFound } from '../../http/http-error.js';
import { executeSchedule, type ReportRuntime } from './report-executor.js';
import { loadSchedulesForRun } from './report-load.js';
import { getReport } from './report-service.js';

export interface TestRunResult {
  state: ReportState;
  error_message: string | null;
}

/**
 * 'Send test now' (Tessera's; Superset has no such endpoint): runs the schedule once, now, as the
 * scheduler would (the executor's permissions, its recipients, the alert's condition), even when
 * it is paused. Only those who may change the schedule may fire it (Superset's raise_for_ownership);
 * the run leaves its execution-log row like any other.
 */
export const sendTestNow = async (rt: ReportRuntime, caller: Caller, id: number): Promise<TestRunResult> => {
  const report = await getReport(rt.db, caller, id);
  if (
    !canEditOwned(
      caller,
      report.owners.map((o) => o.id),
    )
  )
    throw forbidden('Changing this report is forbidden');
  const [schedule] = await loadSchedulesForRun(rt.db, [id], { includeInactive: true });
  if (!schedule) throw notFound('Report Schedule');
  const now = rt.now();
  const state = await executeSchedule(rt, schedule, new Date(Math.floor(now.getTime() / 60_000) * 60_000), 'test');
  const log = await rt.db
    .selectFrom('report_execution_logs')
    .select('error_message')
    .where('report_schedule_id', '=', id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { state, error_message: log?.error_message ?? null };
};
