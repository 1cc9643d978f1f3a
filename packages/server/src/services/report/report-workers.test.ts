import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type AppContext } from '../../context.js';
import { createLogger } from '../../logger.js';
import { signedInAdmin } from '../../../test-support/fixtures.js';
import { testReportRuntime } from '../../../test-support/report-runtime.js';
import { TEST_REDIS_URL, postgresAvailable, redisAvailable } from '../../../test-support/services.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test-support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { engineAlertQuery } from './alert-query.js';
import type { ReportRuntime } from './report-executor.js';
import { runTick } from './report-scheduler.js';
import { redisTickLock } from './tick-lock.js';

const ready = (await postgresAvailable()) && (await redisAvailable());

/** Two workers, each with its own connection pool to the same PostgreSQL store, ticking at once. */
describe.runIf(ready)('two report workers on PostgreSQL and Redis', () => {
  let t: TestApp;
  let second: AppContext;
  let redis: Redis;
  let smtp: SmtpCapture;
  const clock = { now: new Date('2026-03-02T08:00:00.000Z') };
  const names = ['Worker report A', 'Worker report B'];

  beforeAll(async () => {
    t = await startTestApp({ store: 'postgres' });
    second = createContext(t.ctx.config, createLogger('silent'));
    redis = new Redis(TEST_REDIS_URL);
    smtp = await startSmtpCapture();
    const admin = await signedInAdmin(t);
    const dashboard = (await admin.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: 'Workers' })).body.id;
    for (const name of names) {
      const res = await admin.post('/api/v1/report/', {
        type: 'Report',
        name,
        crontab: '* * * * *',
        dashboard,
        report_format: 'PNG',
        recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }],
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => {
    await smtp?.close();
    redis?.disconnect();
    await second?.close();
    await t?.close();
  });

  const threeTicks = async (a: ReportRuntime, b: ReportRuntime, startMinute: number) => {
    const before = smtp.mails.length;
    let runs = 0;
    for (let i = 0; i < 3; i += 1) {
      clock.now = new Date(Date.UTC(2026, 2, 2, 8, startMinute + i, 0, 250 * i));
      const [ra, rb] = await Promise.all([runTick(a), runTick(b)]);
      runs += ra.length + rb.length;
    }
    await smtp.waitFor(before + 6);
    // Give a wrongly duplicated delivery time to arrive before counting.
    await new Promise((r) => setTimeout(r, 300));
    const subjects = smtp.mails.slice(before).map((m) => m.subject);
    return { runs, perReport: names.map((n) => subjects.filter((s) => s === `[Report] ${n}`).length) };
  };

  it('runs each schedule exactly once per tick with the lock row in PostgreSQL', async () => {
    const opts = (worker: string, ctx: AppContext) =>
      testReportRuntime(ctx.meta.db, { smtpPort: smtp.port, clock, alerts: engineAlertQuery(ctx), worker });
    const result = await threeTicks(opts('a', t.ctx), opts('b', second), 0);
    expect(result).toEqual({ runs: 6, perReport: [3, 3] });
  });

  it('runs each schedule exactly once per tick with the Redis SET NX lock', async () => {
    const prefix = `tessera:test-report-tick:${randomUUID()}`;
    const opts = (worker: string, ctx: AppContext): ReportRuntime => ({
      ...testReportRuntime(ctx.meta.db, { smtpPort: smtp.port, clock, alerts: engineAlertQuery(ctx), worker }),
      lock: redisTickLock(redis, worker, prefix),
    });
    const result = await threeTicks(opts('a', t.ctx), opts('b', second), 10);
    expect(result).toEqual({ runs: 6, perReport: [3, 3] });
  });
});
