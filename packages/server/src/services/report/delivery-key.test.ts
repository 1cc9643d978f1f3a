import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test-support/fixtures.js';
import { testReportRuntime } from '../../../test-support/report-runtime.js';
import { postgresAvailable } from '../../../test-support/services.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test-support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { engineAlertQuery } from './alert-query.js';
import { ALREADY_DELIVERED, executeSchedule } from './report-executor.js';
import { loadSchedulesForRun } from './report-load.js';
import { runTick } from './report-scheduler.js';

const stores = [
  { store: 'sqlite' as const, ready: true },
  { store: 'postgres' as const, ready: await postgresAvailable() },
];

/**
 * Two runs of the same schedule's same tick (a retried job, or two schedulers whose tick locks do
 * not see each other) bypass the tick lock on purpose: the delivery key alone must keep the report
 * from being sent twice.
 */
describe.each(stores)('one delivery per schedule tick on $store', ({ store, ready }) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let id: number;
  const clock = { now: new Date('2026-03-02T09:00:00.000Z') };

  beforeAll(async () => {
    if (!ready) return;
    t = await startTestApp({ store });
    smtp = await startSmtpCapture();
    const admin = await signedInAdmin(t);
    const dashboard = (await admin.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: 'Once' })).body.id;
    const res = await admin.post<{ id: number }>('/api/v1/report/', {
      type: 'Report',
      name: 'Once per tick',
      crontab: '* * * * *',
      dashboard,
      report_format: 'PNG',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'once@example.com' } }],
    });
    id = res.body.id;
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  const runtime = (worker: string) =>
    testReportRuntime(t.ctx.meta.db, { smtpPort: smtp.port, clock, alerts: engineAlertQuery(t.ctx), worker });
  const sentSince = async (before: number): Promise<number> => {
    // Give a wrongly doubled delivery time to arrive before counting.
    await new Promise((r) => setTimeout(r, 300));
    return smtp.mails.slice(before).filter((m) => m.subject === '[Report] Once per tick').length;
  };

  it.runIf(ready)('delivers once when the same tick runs twice at the same moment', async () => {
    const tick = new Date('2026-03-02T09:00:00.000Z');
    const before = smtp.mails.length;
    const [s] = await loadSchedulesForRun(t.ctx.meta.db, [id]);
    if (!s) throw new Error('schedule not loaded');
    const states = await Promise.all([executeSchedule(runtime('a'), s, tick), executeSchedule(runtime('b'), s, tick)]);
    expect(states).toEqual(['Success', 'Success']);
    expect(await sentSince(before)).toBe(1);
    const notes = await t.ctx.meta.db
      .selectFrom('report_execution_logs')
      .select('error_message')
      .where('report_schedule_id', '=', id)
      .where('scheduled_dttm', '=', tick.toISOString())
      .execute();
    expect(notes.map((n) => n.error_message).sort()).toEqual([ALREADY_DELIVERED, null].sort());
  });

  it.runIf(ready)('delivers once when a job is retried after its tick already delivered', async () => {
    clock.now = new Date('2026-03-02T09:01:00.000Z');
    const before = smtp.mails.length;
    expect((await runTick(runtime('a'))).find((r) => r.scheduleId === id)?.state).toBe('Success');
    // The retry skips the tick lock, as a job re-queued after its worker died would.
    const [again] = await loadSchedulesForRun(t.ctx.meta.db, [id]);
    if (!again) throw new Error('schedule not loaded');
    expect(await executeSchedule(runtime('b'), again, clock.now)).toBe('Success');
    expect(await sentSince(before)).toBe(1);
    // The next tick is a new key and delivers again; 'Send test now' is never deduplicated.
    clock.now = new Date('2026-03-02T09:02:00.000Z');
    await runTick(runtime('a'));
    expect(await executeSchedule(runtime('b'), again, clock.now, 'test')).toBe('Success');
    expect(await sentSince(before)).toBe(3);
  });
});
