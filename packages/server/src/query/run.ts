import type { ChartDataResult, TypeGeneric } from '@tessera/core';
import type { QueryResult } from '../engines/types.js';
import { withAnnotationData } from './annotations.js';
import { emptyResult } from './chart-data-result.js';
import { compileQuery } from './compile-query.js';
import { executeQuery, toRecords } from './execute.js';
import type {
  PipelineDeps,
  PreparedChartData,
  PreparedPlan,
  PreparedQueries,
  PreparedQuery,
  PreparedSql,
  QueryAnswer,
  RunOptions,
} from './plan.js';
import { queryDuration, timeOutcome } from '../ops/metrics.js';
import { timed } from './stage-timings.js';
import { joinTimeOffsets, offsetQueryFor, shiftBoundsBy, timeOffsetOf } from './time-offsets.js';

const timeoutMsOf = (deps: PipelineDeps): number => deps.config.queryTimeoutSeconds * 1000;

/** Runs one shifted query per time offset and joins them as `<metric>__<offset>` columns. */
const withOffsets = async (
  deps: PipelineDeps,
  plan: PreparedQueries,
  p: PreparedQuery,
  main: QueryResult,
  { signal, timings }: RunOptions,
): Promise<QueryResult> => {
  let result = main;
  const { dataset } = plan.loaded;
  for (const text of p.query.time_offsets) {
    const offset = timeOffsetOf(text, p.query, dataset, deps.resolveRange);
    // The shifted query filters on the main result's series, so it is compiled here, not in prepare.
    const shifted = compileQuery(offsetQueryFor(p.query, main), dataset, {
      ...plan.compileOptions,
      shiftBounds: (b) => shiftBoundsBy(b, offset, -1),
    });
    const other = await timed(timings, 'engine', () =>
      executeQuery(plan.open.conn, plan.open.row.database_name, shifted.sql, timeoutMsOf(deps), signal),
    );
    result = joinTimeOffsets(result, other, {
      offset,
      label: text,
      dimensionLabels: p.compiled.dimensionLabels,
      metricLabels: p.compiled.metricLabels,
    });
  }
  return result;
};

/** Engine, time offsets and post-processing: one query's answer, as it is cached. */
const compute = async (
  deps: PipelineDeps,
  plan: PreparedQueries,
  p: PreparedQuery,
  opts: RunOptions,
): Promise<ChartDataResult> => {
  const { compiled } = p;
  const { signal, timings } = opts;
  const main = await timed(timings, 'engine', () =>
    timeOutcome(queryDuration, { kind: 'chart_data', engine: plan.open.row.engine }, () =>
      executeQuery(plan.open.conn, plan.open.row.database_name, compiled.sql, timeoutMsOf(deps), signal),
    ),
  );
  let result = await withOffsets(deps, plan, p, main, opts);
  const sqlRowcount = result.rows.length;
  if (p.query.post_processing.length > 0) {
    const frame = result;
    result = await timed(timings, 'post', () => deps.postProcess(frame, p.query.post_processing, signal));
  }
  const data = await timed(timings, 'records', () => toRecords(result));
  return {
    ...emptyResult(),
    cache_key: p.cache?.key ?? null,
    cache_timeout: p.cache?.timeout ?? null,
    query: compiled.sql,
    colnames: result.columns.map((c) => c.name),
    coltypes: result.columns.map((c) => c.typeGeneric as TypeGeneric),
    data,
    rowcount: result.rows.length,
    sql_rowcount: sqlRowcount,
    applied_filters: compiled.appliedFilters,
    rejected_filters: compiled.rejectedFilters,
    from_dttm: compiled.fromDttm,
    to_dttm: compiled.toDttm,
  };
};

/** A cached answer of the query, when the plan may read the cache and it holds one. */
const cached = async (deps: PipelineDeps, p: PreparedQuery, opts: RunOptions = {}): Promise<ChartDataResult | null> => {
  const { cache } = p;
  if (!cache?.read) return null;
  const hit = await timed(opts.timings, 'cache-read', () => deps.cache.get<ChartDataResult>(cache.key));
  return hit && { ...hit.value, is_cached: true, cached_dttm: hit.cachedAt };
};

/** Cache read, then the engine once for every concurrent caller of the same key, then cache write. */
const answer = async (
  deps: PipelineDeps,
  plan: PreparedQueries,
  p: PreparedQuery,
  opts: RunOptions,
): Promise<ChartDataResult> => {
  const { cache } = p;
  if (cache === null) return compute(deps, plan, p, opts);
  const hit = await cached(deps, p, opts);
  if (hit) return hit;
  if (cache.timeout === -1) return deps.inflight.run(cache.key, () => compute(deps, plan, p, opts));
  return deps.inflight.run(cache.key, async () => {
    const value = await compute(deps, plan, p, opts);
    await timed(opts.timings, 'cache-write', () => deps.cache.set(cache.key, value, cache.timeout));
    return value;
  });
};

const runQueries = async (deps: PipelineDeps, plan: PreparedQueries, opts: RunOptions): Promise<ChartDataResult[]> => {
  const answers: ChartDataResult[] = [];
  for (const p of plan.queries) answers.push(await answer(deps, plan, p, opts));
  return withAnnotationData(deps.db, plan, answers, (layer) => runPlan(deps, layer, opts));
};

/**
 * The run step: for query objects, per query the cache read, the engine (shared by concurrent
 * callers of the same key), time offsets, post-processing and the cache write, then annotation
 * data; for SQL a user wrote, the engine alone. Engine failures map as executeQuery says.
 */
export function runPlan(deps: PipelineDeps, plan: PreparedQueries, opts?: RunOptions): Promise<ChartDataResult[]>;
export function runPlan(deps: PipelineDeps, plan: PreparedChartData, opts?: RunOptions): Promise<QueryAnswer[]>;
export function runPlan(deps: PipelineDeps, plan: PreparedSql, opts?: RunOptions): Promise<QueryResult>;
export async function runPlan(
  deps: PipelineDeps,
  plan: PreparedPlan,
  opts: RunOptions = {},
): Promise<QueryAnswer[] | QueryResult> {
  if (plan.kind === 'answers') return plan.answers;
  if (plan.kind === 'queries') return runQueries(deps, plan, opts);
  const timeoutMs = opts.timeoutMs ?? timeoutMsOf(deps);
  // SQL a user wrote: SQL Lab's statements, and the SQL of virtual datasets' samples.
  return timeOutcome(queryDuration, { kind: 'sql', engine: plan.open.row.engine }, () =>
    executeQuery(plan.open.conn, plan.open.row.database_name, plan.sql, timeoutMs, opts.signal),
  );
}

/** A query of the plan (or of a chart layer's plan) that the cache cannot answer. */
class CacheMiss extends Error {}

const fromCache = async (deps: PipelineDeps, plan: PreparedChartData): Promise<QueryAnswer[]> => {
  if (plan.kind === 'answers') return plan.answers;
  const answers: ChartDataResult[] = [];
  for (const p of plan.queries) {
    const hit = await cached(deps, p);
    if (!hit) throw new CacheMiss();
    answers.push(hit);
  }
  return withAnnotationData(deps.db, plan, answers, (layer) => fromCache(deps, layer));
};

/**
 * Answers a plan from the cache alone, or null when any of its queries (or a chart layer's) would
 * have to run: the batch, the first-viewport prefetch and async mode answer hits at once and send
 * only misses on to the run step, with the same plan.
 */
export const probeCache = async (deps: PipelineDeps, plan: PreparedChartData): Promise<QueryAnswer[] | null> => {
  try {
    return await fromCache(deps, plan);
  } catch (err) {
    if (err instanceof CacheMiss) return null;
    throw err;
  }
};
