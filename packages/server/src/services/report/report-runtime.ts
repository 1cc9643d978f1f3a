import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../../context.js';
import { chromiumRenderer } from '../../renderer/chromium-renderer.js';
import type { Renderer } from '../../renderer/renderer.js';
import { engineAlertQuery } from './alert-query.js';
import { smtpMailer } from './delivery/email.js';
import { httpWebhook } from './delivery/webhook.js';
import { httpContentSource } from './report-content.js';
import type { ReportRuntime } from './report-executor.js';
import { startReportScheduler } from './report-scheduler.js';
import { dbTickLock, redisTickLock, withFallbackTickLock, type TickLock } from './tick-lock.js';

const renderers = new WeakMap<AppContext, Renderer>();

/** The process's renderer: one warm Chromium shared by reports and UI downloads, closed with the context. */
export const rendererFor = (ctx: AppContext): Renderer => {
  const known = renderers.get(ctx);
  if (known) return known;
  const renderer = chromiumRenderer({
    executablePath: ctx.config.reports.chromiumPath,
    poolSize: ctx.config.reports.rendererPoolSize,
    log: ctx.log,
  });
  renderers.set(ctx, renderer);
  ctx.closers.push(() => renderer.close());
  return renderer;
};

/**
 * The tick lock: in Redis when there is one, on a connection that fails at once while Redis is
 * away (no offline queue, a command timeout) so the claim falls back to the metadata store's lock
 * rather than waiting; without Redis, the metadata store's lock alone.
 */
const tickLockFor = (ctx: AppContext, worker: string): TickLock => {
  const store = dbTickLock(ctx.meta.db, worker);
  if (!ctx.redis) return store;
  const redis = ctx.redis.duplicate({ enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1000 });
  redis.on('error', () => undefined);
  ctx.closers.push(async () => redis.disconnect());
  return withFallbackTickLock(redisTickLock(redis, worker), store, (err) =>
    ctx.log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'redis unavailable; report tick lock in the metadata store',
    ),
  );
};

/**
 * The production runtime: the tick lock (see tickLockFor),
 * content from the renderer and the chart data API at `baseUrl`, SMTP and webhook delivery.
 */
export const createReportRuntime = (
  ctx: AppContext,
  renderer: Renderer,
  overrides: Partial<ReportRuntime> = {},
): ReportRuntime => {
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const cfg = ctx.config.reports;
  const baseUrl = overrides.baseUrl ?? cfg.baseUrl;
  const mailer = smtpMailer(cfg);
  ctx.closers.push(async () => mailer.close());
  return {
    db: ctx.meta.db,
    now: () => new Date(),
    lock: overrides.lock ?? tickLockFor(ctx, worker),
    content: httpContentSource({
      db: ctx.meta.db,
      baseUrl,
      jwtKey: ctx.keys.jwt,
      renderer,
      rendererTimeoutMs: cfg.rendererTimeoutMs,
    }),
    alerts: engineAlertQuery(ctx),
    mailer,
    webhook: httpWebhook(),
    log: ctx.log.child({ component: 'reports' }),
    ...overrides,
    baseUrl,
  };
};

const runtimes = new WeakMap<AppContext, ReportRuntime>();

/** The process's runtime for runs asked for through the API ('Send test now'), built on first use. */
export const reportRuntimeFor = (ctx: AppContext): ReportRuntime => {
  const known = runtimes.get(ctx);
  if (known) return known;
  const runtime = createReportRuntime(ctx, rendererFor(ctx));
  runtimes.set(ctx, runtime);
  return runtime;
};

/** Starts the minute scheduler on this process; stopped when the context closes. */
export const startReportsOn = (ctx: AppContext, renderer: Renderer = rendererFor(ctx)): ReportRuntime => {
  const runtime = createReportRuntime(ctx, renderer);
  const scheduler = startReportScheduler(runtime);
  ctx.closers.unshift(async () => scheduler.stop());
  ctx.log.info({ baseUrl: runtime.baseUrl }, 'report scheduler started');
  return runtime;
};
