import { answerFor } from './guest-answer.js';
import {
  type Caller,
  type ChartDataBatchEnvelope,
  type ChartDataBatchLine,
  type QueryContext,
  QueryContextSchema,
} from '@tessera/core';
import { HttpError } from '../http/http-error.js';
import type { ChartDataDeps } from './plan.js';
import { prepareChartData } from './prepare.js';
import { probeCache, runPlan } from './run.js';
import { SlotAbortedError, type UserSemaphore } from './user-semaphore.js';

export interface ChartDataBatchDeps {
  chartData: ChartDataDeps;
  /** Caps the engine queries each user runs at once (CHART_DATA_USER_CONCURRENCY). */
  limiter: UserSemaphore;
  /** Where unexpected failures are logged; the client only sees 'Internal server error'. */
  logError: (err: unknown) => void;
}

interface Job {
  keys: string[];
  qc: QueryContext;
  chartCacheTimeout: number | null;
}

/** JSON with object keys sorted, so two equal query contexts give the same text whatever their key order. */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

const errorLine = (key: string, err: HttpError): ChartDataBatchLine => ({
  key,
  status: err.statusCode,
  message: err.message,
  errors: [{ message: err.message, error_type: err.errorType, ...(err.extra && { extra: err.extra }) }],
});

/** One entry's query context, checked on its own: a bad one answers 400 for its key only. */
const parseEntry = (raw: unknown, force: boolean | undefined): QueryContext | HttpError => {
  const parsed = QueryContextSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ['query_context', ...(issue?.path ?? []).map(String)].join('.');
    return new HttpError(400, `${field}: ${issue?.message ?? 'invalid'}`, 'VALIDATION_ERROR', { field });
  }
  if (parsed.data.result_format !== 'json') {
    const field = 'query_context.result_format';
    return new HttpError(
      400,
      `${field}: the batch answers JSON; download CSV or XLSX from /api/v1/chart/data`,
      'VALIDATION_ERROR',
      { field },
    );
  }
  return force ? { ...parsed.data, force: true } : parsed.data;
};

/**
 * Runs the queries of `POST /api/v1/chart/data/batch` and calls `emit` once per key as each
 * finishes. Every entry is prepared (access, RLS, checks, compile, cache key) as a single
 * `/api/v1/chart/data` would be; identical query contexts run once and answer every key; the
 * prepared plan answers cache hits without waiting for a slot, and the same plan runs the misses
 * in one of the caller's slots. After `signal` aborts nothing new starts and running queries are
 * cancelled on the engine. `chartCacheTimeouts` holds the cache_timeout of each slice_id's chart
 * (Superset takes it from the saved slice), read by the caller.
 */
export const runChartDataBatch = async (
  deps: ChartDataBatchDeps,
  caller: Caller,
  batch: ChartDataBatchEnvelope,
  chartCacheTimeouts: ReadonlyMap<number, number | null>,
  emit: (line: ChartDataBatchLine) => void,
  signal: AbortSignal,
): Promise<void> => {
  const jobs = new Map<string, Job>();
  for (const entry of batch.queries) {
    const qc = parseEntry(entry.query_context, batch.force);
    if (qc instanceof HttpError) {
      emit(errorLine(entry.key, qc));
      continue;
    }
    const chartCacheTimeout = entry.slice_id === undefined ? null : (chartCacheTimeouts.get(entry.slice_id) ?? null);
    const id = stableJson([qc, chartCacheTimeout]);
    const job = jobs.get(id);
    if (job) job.keys.push(entry.key);
    else jobs.set(id, { keys: [entry.key], qc, chartCacheTimeout });
  }
  // Each guest token queues on its own, as each user does.
  const lane = caller.embed
    ? `guest:${caller.embed.jti}`
    : caller.userId === null
      ? 'anonymous'
      : `user:${caller.userId}`;
  const run = async (job: Job): Promise<void> => {
    try {
      const plan = await prepareChartData(deps.chartData, caller, job.qc, { cacheTimeout: job.chartCacheTimeout });
      const result =
        (await probeCache(deps.chartData, plan)) ??
        (await deps.limiter.run(lane, () => runPlan(deps.chartData, plan, { signal }), signal));
      for (const key of job.keys) emit({ key, status: 200, result: answerFor(caller, result) });
    } catch (err) {
      // The client has gone: nobody reads the answer.
      if (err instanceof SlotAbortedError || signal.aborted) return;
      if (err instanceof HttpError) {
        for (const key of job.keys) emit(errorLine(key, err));
        return;
      }
      deps.logError(err);
      const internal = new HttpError(500, 'Internal server error', 'GENERIC_BACKEND_ERROR');
      for (const key of job.keys) emit(errorLine(key, internal));
    }
  };
  await Promise.all([...jobs.values()].map(run));
};
