import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.js';
import { registerDatabase } from '../../../test-support/dataset-fixtures.js';
import { signedInAdmin, signedInUser } from '../../../test-support/fixtures.js';
import { testReportRuntime } from '../../../test-support/report-runtime.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test-support/smtp-capture.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test-support/test-app.js';
import { createLogger } from '../../logger.js';
import { chromiumRenderer } from '../../renderer/chromium-renderer.js';
import { engineAlertQuery } from './alert-query.js';
import { httpContentSource } from './report-content.js';
import { STILL_WORKING } from './report-executor.js';
import { runTick } from './report-scheduler.js';

const at = (hhmm: string): Date => new Date(`2026-03-02T${hhmm}:00.000Z`);

describe('report scheduler with an injected clock', () => {
  let t: TestApp;
  let admin: TestClient;
  let alice: TestClient;
  let smtp: SmtpCapture;
  let dir: string;
  let metric: Database.Database;
  let databaseId: number;
  let dashboardId: number;
  const clock = { now: at('10:00') };

  const logs = (ctx: AppContext, id: number) =>
    ctx.meta.db
      .selectFrom('report_execution_logs')
      .select(['state', 'error_message', 'value', 'scheduled_dttm'])
      .where('report_schedule_id', '=', id)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-alerts-'));
    metric = new Database(join(dir, 'metric.db'));
    metric.exec('create table metric (v integer); insert into metric values (5);');
    t = await startTestApp();
    admin = await signedInAdmin(t);
    alice = (await signedInUser(t, 'alice', ['Alpha'])).client;
    databaseId = await registerDatabase(admin, 'metrics', `sqlite:///${join(dir, 'metric.db')}`);
    dashboardId = (await alice.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: 'Ops' })).body.id;
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
    metric?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const create = async (client: TestClient, body: Record<string, unknown>): Promise<number> => {
    const res = await client.post<{ id: number }>('/api/v1/report/', {
      crontab: '* * * * *',
      dashboard: dashboardId,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ops@example.com' } }],
      ...body,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.id;
  };

  it('fires an alert only when its SQL condition holds, then stays quiet for the grace period', async () => {
    const id = await create(admin, {
      type: 'Alert',
      name: 'Metric above 10',
      database: databaseId,
      sql: 'SELECT v FROM metric',
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 10 },
      grace_period: 600,
    });
    const rt = testReportRuntime(t.ctx.meta.db, { smtpPort: smtp.port, clock, alerts: engineAlertQuery(t.ctx) });
    const tick = async (hhmm: string) => {
      clock.now = at(hhmm);
      return (await runTick(rt)).find((r) => r.scheduleId === id)?.state;
    };
    expect(await tick('10:00')).toBe('Not triggered');
    metric.exec('update metric set v = 20');
    expect(await tick('10:01')).toBe('Success');
    expect(await tick('10:02')).toBe('On Grace');
    expect(await tick('10:10')).toBe('On Grace');
    // The same minute again: another worker (or a restart) cannot run it twice.
    expect(await tick('10:10')).toBeUndefined();
    metric.exec('update metric set v = 3');
    expect(await tick('10:11')).toBe('Not triggered');
    metric.exec('update metric set v = 30');
    expect(await tick('10:12')).toBe('Success');
    const alerts = smtp.mails.filter((m) => m.subject === '[Alert] Metric above 10');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]?.attachments.map((a) => a.filename)).toEqual(['Metric above 10.csv']);
    const states = (await logs(t.ctx, id)).map((l) => [l.state, l.value]);
    expect(states).toEqual([
      ['Not triggered', 5],
      ['Success', 20],
      ['On Grace', 20],
      ['On Grace', 20],
      ['Not triggered', 3],
      ['Success', 30],
    ]);
    await admin.put(`/api/v1/report/${id}`, { active: false });
  });

  it('ends in Error with a clear message and an owner e-mail when SMTP is down, and retries next tick', async () => {
    const id = await create(alice, { type: 'Report', name: 'Daily ops', report_format: 'PNG' });
    const down = testReportRuntime(t.ctx.meta.db, { smtpPort: 1, clock, alerts: engineAlertQuery(t.ctx) });
    clock.now = at('11:00');
    expect((await runTick(down)).find((r) => r.scheduleId === id)?.state).toBe('Error');
    const [failed] = await logs(t.ctx, id);
    expect(failed?.error_message).toMatch(/^Email delivery failed: .*ECONNREFUSED/);
    const up = testReportRuntime(t.ctx.meta.db, { smtpPort: smtp.port, clock, alerts: engineAlertQuery(t.ctx) });
    const before = smtp.mails.length;
    clock.now = at('11:01');
    expect((await runTick(up)).find((r) => r.scheduleId === id)?.state).toBe('Success');
    expect(smtp.mails.slice(before).map((m) => m.subject)).toEqual(['[Report] Daily ops']);
    // The API shows the last state and the log.
    const shown = await alice.get<{ result: { last_state: string } }>(`/api/v1/report/${id}`);
    expect(shown.body.result.last_state).toBe('Success');
    await alice.put(`/api/v1/report/${id}`, { active: false });
  });

  it('mails the owners when a run fails, refuses a run still working, and prunes old logs', async () => {
    const id = await create(alice, { type: 'Report', name: 'Broken', report_format: 'PNG', log_retention: 1 });
    // The real content source and renderer, pointed at a Chromium that is not there.
    const failing = testReportRuntime(t.ctx.meta.db, {
      smtpPort: smtp.port,
      clock,
      alerts: engineAlertQuery(t.ctx),
      content: httpContentSource({
        db: t.ctx.meta.db,
        baseUrl: t.url,
        jwtKey: t.ctx.keys.jwt,
        renderer: chromiumRenderer({ executablePath: '/nowhere/chromium', poolSize: 1, log: createLogger('silent') }),
        rendererTimeoutMs: 5000,
      }),
    });
    const before = smtp.mails.length;
    clock.now = at('12:00');
    expect((await runTick(failing)).find((r) => r.scheduleId === id)?.state).toBe('Error');
    const notice = await smtp.waitFor(before + 1);
    expect(notice.at(-1)?.subject).toBe('[Report] Broken: Error');
    expect(notice.at(-1)?.to).toMatchObject({ text: 'alice@example.com' });
    expect(notice.at(-1)?.text).toContain('Rendering failed: Chromium is not installed at /nowhere/chromium');
    expect((await logs(t.ctx, id))[0]?.error_message).toMatch(/^Rendering failed: Chromium is not installed/);
    await t.ctx.meta.db
      .updateTable('report_schedules')
      .set({ last_state: 'Working', last_eval_dttm: at('12:00').toISOString() })
      .where('id', '=', id)
      .execute();
    clock.now = at('12:01');
    expect((await runTick(failing)).find((r) => r.scheduleId === id)?.state).toBe('Working');
    expect((await logs(t.ctx, id)).at(-1)?.error_message).toBe(STILL_WORKING);
    clock.now = new Date(at('12:02').getTime() + 2 * 86_400_000);
    await runTick(failing);
    // Past the timeout the stale run is marked Error; logs older than the one-day retention are gone.
    expect((await logs(t.ctx, id)).map((l) => l.state)).toEqual(['Error']);
  });
});
