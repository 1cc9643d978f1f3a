import { randomUUID } from 'node:crypto';
import { alertConditionHolds, type ReportState } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../../db/schema.js';
import { chartUrl, dashboardUrl } from '../shared/urls.js';
import type { AlertQuery } from './alert-query.js';
import { claimDelivery } from './delivery-key.js';
import type { Mailer } from './delivery/email.js';
import type { WebhookSender } from './delivery/webhook.js';
import { errorMail, reportMail, reportWebhookPayload } from './report-notification.js';
import type { ContentSource, ScheduleForRun } from './report-run-types.js';
import type { TickLock } from './tick-lock.js';
import { reportRuns } from '../../ops/metrics.js';

/** Everything a run touches, injected so tests drive the clock, the content and the delivery. */
export interface ReportRuntime {
  db: Kysely<DB>;
  now: () => Date;
  lock: TickLock;
  content: ContentSource;
  alerts: AlertQuery;
  mailer: Mailer;
  webhook: WebhookSender;
  baseUrl: string;
  log: Logger;
}

export const STILL_WORKING = 'Report Schedule is still working, refusing to re-compute.';
export const WORKING_TIMEOUT = 'Report Schedule reached a working timeout.';
export const ALREADY_DELIVERED = 'Report Schedule was already delivered for this tick, refusing to send it again.';

/** A scheduler tick delivers once per (schedule, tick); 'Send test now' is an explicit extra send. */
export type RunKind = 'tick' | 'test';

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(WORKING_TIMEOUT)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
};

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The end of the last run in `state`, for the grace periods. */
const lastEndIn = async (
  db: Kysely<DB>,
  id: number,
  state: ReportState,
  excludeLog: number,
): Promise<number | null> => {
  const row = await db
    .selectFrom('report_execution_logs')
    .select('end_dttm')
    .where('report_schedule_id', '=', id)
    .where('state', '=', state)
    .where('id', '<>', excludeLog)
    .where('end_dttm', 'is not', null)
    .orderBy('end_dttm', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.end_dttm ? Date.parse(row.end_dttm) : null;
};

/** Delivers to every recipient; one failing does not stop the others, but fails the run. */
const deliver = async (rt: ReportRuntime, s: ScheduleForRun, content: Awaited<ReturnType<ContentSource['build']>>) => {
  const failures: string[] = [];
  for (const r of s.recipients) {
    try {
      if (r.type === 'Email') await rt.mailer.send(reportMail(s, content, r.config));
      else await rt.webhook.post(r.config.target, reportWebhookPayload(s, content));
    } catch (err) {
      failures.push(`${r.type} delivery failed: ${messageOf(err)}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join('; '));
};

/**
 * One run of one schedule at its scheduled minute: Superset's ReportScheduleStateMachine.
 * Working → Success | Error | Not triggered (alert condition false) | On Grace (alert already
 * sent within grace_period). A run still Working within working_timeout is refused; past it, the
 * stale run is marked Error. Every run leaves an execution-log row; a failure e-mails the owners
 * unless they were told of an error within the grace period.
 */
export const executeSchedule = async (
  rt: ReportRuntime,
  s: ScheduleForRun,
  scheduledAt: Date,
  kind: RunKind = 'tick',
): Promise<ReportState> => {
  const start = rt.now();
  const startIso = start.toISOString();
  const scheduledIso = scheduledAt.toISOString();
  const logRun = async (state: ReportState, error: string | null) =>
    rt.db
      .insertInto('report_execution_logs')
      .values({
        uuid: randomUUID(),
        report_schedule_id: s.id,
        scheduled_dttm: scheduledIso,
        start_dttm: startIso,
        end_dttm: startIso,
        state,
        error_message: error,
      })
      .execute();

  if (s.lastState === 'Working') {
    const since = s.lastEvalIso ? start.getTime() - Date.parse(s.lastEvalIso) : Infinity;
    if (since < s.workingTimeout * 1000) {
      await logRun('Working', STILL_WORKING);
      reportRuns.inc({ type: s.type, state: 'Working' });
      return 'Working';
    }
    await logRun('Error', WORKING_TIMEOUT);
    await rt.db.updateTable('report_schedules').set({ last_state: 'Error' }).where('id', '=', s.id).execute();
    reportRuns.inc({ type: s.type, state: 'Error' });
    return 'Error';
  }

  await rt.db
    .updateTable('report_schedules')
    .set({ last_state: 'Working', last_eval_dttm: startIso })
    .where('id', '=', s.id)
    .execute();
  const { id: logId } = await rt.db
    .insertInto('report_execution_logs')
    .values({
      uuid: randomUUID(),
      report_schedule_id: s.id,
      scheduled_dttm: scheduledIso,
      start_dttm: startIso,
      end_dttm: null,
      state: 'Working',
      error_message: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  let value: number | null = null;
  let valueRow: string | null = null;
  let note: string | null = null;
  const finish = async (state: ReportState, error: string | null): Promise<ReportState> => {
    const end = rt.now().toISOString();
    await rt.db
      .updateTable('report_execution_logs')
      .set({ state, error_message: error ?? note, end_dttm: end, value, value_row_json: valueRow })
      .where('id', '=', logId)
      .execute();
    await rt.db
      .updateTable('report_schedules')
      .set({ last_state: state, last_value: value, last_value_row_json: valueRow })
      .where('id', '=', s.id)
      .execute();
    reportRuns.inc({ type: s.type, state });
    return state;
  };

  const run = async (): Promise<ReportState> => {
    if (s.type === 'Alert') {
      const result = await rt.alerts.run(s);
      value = result.value;
      valueRow = result.row === null ? null : JSON.stringify(result.row);
      if (!s.validatorType || !alertConditionHolds(s.validatorType, s.validatorConfig, result.value))
        return 'Not triggered';
      const lastSent = await lastEndIn(rt.db, s.id, 'Success', logId);
      if (lastSent !== null && start.getTime() - lastSent < s.gracePeriod * 1000) return 'On Grace';
    }
    if (kind === 'tick' && !(await claimDelivery(rt.db, s.id, scheduledIso, startIso))) {
      // A retried job or a second scheduler for a tick already delivered: the tick's work is done.
      note = ALREADY_DELIVERED;
      return 'Success';
    }
    await deliver(rt, s, await rt.content.build(s));
    return 'Success';
  };

  try {
    return await finish(await withTimeout(run(), s.workingTimeout * 1000), null);
  } catch (err) {
    const message = messageOf(err);
    rt.log.warn({ report: s.id, err: message }, 'report run failed');
    const lastError = s.lastState === 'Error' ? await lastEndIn(rt.db, s.id, 'Error', logId) : null;
    const state = await finish('Error', message);
    if (lastError === null || start.getTime() - lastError >= s.gracePeriod * 1000) {
      const url = `${rt.baseUrl}${s.chartId !== null ? chartUrl(s.chartId) : dashboardUrl(s.dashboardId ?? 0, null)}`;
      const mail = errorMail(s, message, url);
      if (mail.to.length > 0)
        await rt.mailer
          .send(mail)
          .catch((mailErr: unknown) =>
            rt.log.warn({ report: s.id, err: messageOf(mailErr) }, 'report error e-mail failed'),
          );
    }
    return state;
  }
};
