import { createHmac, randomUUID } from 'node:crypto';
import type { Caller, QueryContext } from '@tessera/core';
import { callerForUser } from '../auth/request-auth.js';
import type { AppContext } from '../context.js';
import { HttpError, notFound } from '../http/http-error.js';
import { memoryEventStore, redisEventStore, type EventStore } from './async-events.js';
import { jobFailures } from '../ops/metrics.js';
import { bullmqQueue, inProcessQueue, startBullmqWorker, type ChartDataJob, type JobQueue } from './async-jobs.js';
import type { ChartDataDeps } from './plan.js';
import { prepareChartData } from './prepare.js';
import { runPlan } from './run.js';

const RESULT_TTL_SECONDS = 24 * 3600;

export interface AsyncAccepted {
  channel_id: string;
  job_id: string;
  user_id: number;
  status: 'pending';
  errors: [];
  result_url: null;
}

export interface AsyncRuntime {
  enabled: boolean;
  /** Whether the queue can take a job now; while Redis is away, chart data runs synchronously instead. */
  available(): boolean;
  events: EventStore;
  channelFor(userId: number): string;
  submit(caller: Caller, qc: QueryContext, chartCacheTimeout: number | null): Promise<AsyncAccepted>;
  result(key: string, userId: number): Promise<unknown[]>;
  close(): Promise<void>;
}

const resultKey = (key: string) => `async-result:${key}`;

/**
 * Runs one job: the same pipeline as a synchronous request, as the user who asked. The request's
 * plan holds live connections, so the job (perhaps in another process) prepares its own.
 */
export const runChartDataJob = async (
  ctx: AppContext,
  deps: ChartDataDeps,
  events: EventStore,
  job: ChartDataJob,
): Promise<void> => {
  const base = { channel_id: job.channel_id, job_id: job.job_id, user_id: job.user_id };
  try {
    const caller = await callerForUser(ctx, job.user_id);
    if (!caller) throw new HttpError(401, 'The user who started this query is no longer active');
    const plan = await prepareChartData(deps, caller, job.query_context, {
      cacheTimeout: job.chart_cache_timeout,
    });
    const result = await runPlan(deps, plan);
    await ctx.cache.set(resultKey(job.result_key), { user_id: job.user_id, result }, RESULT_TTL_SECONDS);
    await events.append({ ...base, status: 'done', errors: [], result_url: `/api/v1/chart/data/${job.result_key}` });
  } catch (err) {
    jobFailures.inc({ queue: 'chart_data' });
    const message = err instanceof Error ? err.message : String(err);
    const error_type = err instanceof HttpError ? err.errorType : 'GENERIC_BACKEND_ERROR';
    await events.append({ ...base, status: 'error', errors: [{ message, error_type }], result_url: null });
  }
};

export const createAsyncRuntime = (ctx: AppContext, deps: ChartDataDeps): AsyncRuntime => {
  const events = ctx.redis ? redisEventStore(ctx.redis) : memoryEventStore();
  const handler = (job: ChartDataJob) => runChartDataJob(ctx, deps, events, job);
  let queue: JobQueue | null = null;
  let worker: { close: () => Promise<void> } | null = null;
  if (ctx.config.asyncQueries) {
    queue = ctx.redis ? bullmqQueue(ctx.redis) : inProcessQueue(handler);
    if (ctx.redis && ctx.config.embeddedWorker) worker = startBullmqWorker(ctx.redis, handler);
  }
  const channelFor = (userId: number) =>
    createHmac('sha256', ctx.keys.jwt).update(`async-channel:${userId}`).digest('base64url').slice(0, 22);
  return {
    enabled: queue !== null,
    available: () => queue !== null && (ctx.redis === null || ctx.redis.status === 'ready'),
    events,
    channelFor,
    async submit(caller, qc, chartCacheTimeout) {
      if (!queue || caller.userId === null) throw new HttpError(400, 'Async queries are not enabled');
      const job: ChartDataJob = {
        job_id: randomUUID(),
        channel_id: channelFor(caller.userId),
        user_id: caller.userId,
        result_key: randomUUID().replaceAll('-', ''),
        query_context: qc,
        chart_cache_timeout: chartCacheTimeout,
      };
      await queue.submit(job);
      return {
        channel_id: job.channel_id,
        job_id: job.job_id,
        user_id: job.user_id,
        status: 'pending',
        errors: [],
        result_url: null,
      };
    },
    async result(key, userId) {
      const hit = await ctx.cache.get<{ user_id: number; result: unknown[] }>(resultKey(key));
      // Another user's result is reported as missing, not forbidden, so keys cannot be probed.
      if (!hit || hit.value.user_id !== userId) throw notFound('Cached result');
      return hit.value.result;
    },
    async close() {
      await worker?.close();
      await queue?.close();
      await events.close();
    },
  };
};
