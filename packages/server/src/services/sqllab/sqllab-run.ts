import type { Kysely, Updateable } from 'kysely';
import type { Caller } from '@tessera/core';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { QueriesTable } from '../../db/sqllab-schema.js';
import type { QueryResult } from '../../engines/types.js';
import { HttpError, nowIso } from '../../http/http-error.js';
import { runPlan, type PipelineDeps, type PreparedScript } from '../../query/pipeline.js';
import { timed, type StageTimings } from '../../query/stage-timings.js';
import { updateUnlessStopped, updateQuery } from './query-store.js';
import { storeResult, toStored, type StoredResult } from './sqllab-results.js';

/** How often a running query looks for a stop made in another process (BullMQ workers). */
const STOP_POLL_MS = 500;

/**
 * The stop buttons of the queries running in this process, by query id. A stop from this process
 * aborts at once; one from another process is seen by the run's poll of its row. Either way the
 * abort reaches the engine through runCancellable (DuckDB interrupt, pg_cancel_backend, KILL QUERY).
 */
export class RunningQueries {
  private readonly controllers = new Map<number, AbortController>();

  start(id: number): AbortController {
    const controller = new AbortController();
    this.controllers.set(id, controller);
    return controller;
  }

  end(id: number): void {
    this.controllers.delete(id);
  }

  abort(id: number): boolean {
    const controller = this.controllers.get(id);
    controller?.abort();
    return controller !== undefined;
  }

  abortAll(): void {
    for (const c of this.controllers.values()) c.abort();
  }
}

export interface RunDeps {
  pipeline: PipelineDeps;
  db: Kysely<DB>;
  config: Config;
  running: RunningQueries;
}

/** What a query row becomes when its run fails (Superset's QueryStatus.TIMED_OUT / STOPPED / FAILED). */
const statusOfError = (err: unknown): 'timed_out' | 'stopped' | 'failed' => {
  if (err instanceof HttpError && err.statusCode === 408) return 'timed_out';
  if (err instanceof HttpError && err.statusCode === 499) return 'stopped';
  return 'failed';
};

const watchForStop = (db: Kysely<DB>, id: number, controller: AbortController): (() => void) => {
  const timer = setInterval(() => {
    db.selectFrom('queries')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst()
      .then((row) => {
        if (row?.status === 'stopped') controller.abort();
      })
      .catch(() => undefined);
  }, STOP_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
};

/** What a query row records when its run starts (Superset's select_sql, executed_sql, limit and CTAS target). */
export const startedValues = (plan: PreparedScript): Updateable<QueriesTable> => ({
  status: 'running',
  start_time: nowIso(),
  select_sql: plan.selectSql,
  executed_sql: plan.statements.map((s) => s.sql).join(';\n'),
  limit: plan.limit,
  limiting_factor: plan.limitingFactor,
  ...(plan.ctasTarget && { tmp_table_name: plan.ctasTarget.table, tmp_schema_name: plan.ctasTarget.schema }),
});

export interface RunScriptOptions {
  timeoutMs: number;
  resultsKey: string;
  /** The row was inserted already running (a synchronous execute): no start to record. */
  recordedRunning?: boolean;
  timings?: StageTimings;
}

/**
 * Runs a prepared script for query `id`, statement by statement, and records the outcome on its
 * row; the last statement's rows go to the results backend under `resultsKey` and are answered, so
 * a synchronous execute replies from memory instead of reading the backend back. A stop or timeout
 * cancels the engine query. Failures are recorded, then rethrown; a stop is recorded only (null).
 */
export const runScript = async (
  deps: RunDeps,
  caller: Caller,
  id: number,
  plan: PreparedScript,
  opts: RunScriptOptions,
): Promise<StoredResult | null> => {
  const { timings } = opts;
  const controller = deps.running.start(id);
  const unwatch = watchForStop(deps.db, id, controller);
  // A query stopped while it waited on the queue never starts.
  const started =
    opts.recordedRunning === true ||
    (await timed(timings, 'metadata', () => updateUnlessStopped(deps.db, id, startedValues(plan))));
  if (!started) {
    unwatch();
    deps.running.end(id);
    return null;
  }
  try {
    let last: QueryResult = { columns: [], rows: [] };
    for (const [i, statement] of plan.statements.entries()) {
      last = await timed(timings, 'engine', () =>
        runPlan(deps.pipeline, statement, { signal: controller.signal, timeoutMs: opts.timeoutMs }),
      );
      // The last statement's progress is recorded with its outcome, in the same write.
      if (i < plan.statements.length - 1) {
        const progress = Math.round(((i + 1) * 100) / plan.statements.length);
        await timed(timings, 'metadata', () => updateQuery(deps.db, id, { progress }));
      }
    }
    const stored = await timed(timings, 'records', () => toStored(last, plan.limit, caller.userId));
    // Cut by the editor's limit: the extra row came back; by the query's own LIMIT: it was reached.
    const ownLimit = plan.limitingFactor === 'QUERY' || plan.limitingFactor === 'QUERY_AND_DROPDOWN';
    const cut = plan.limit !== null && (last.rows.length > plan.limit || (ownLimit && last.rows.length >= plan.limit));
    // The results backend and the row are written side by side; both are done before anyone is told.
    const [, succeeded] = await Promise.all([
      timed(timings, 'cache-write', () =>
        storeResult(deps.pipeline.cache, opts.resultsKey, stored, deps.config.sqllab.resultsTtlSeconds),
      ),
      timed(timings, 'metadata', () =>
        updateUnlessStopped(deps.db, id, {
          status: 'success',
          rows: stored.data.length,
          results_key: opts.resultsKey,
          end_time: nowIso(),
          progress: 100,
          // Superset: a result the limit did not cut was not limited by anything.
          limiting_factor: plan.limit === null ? plan.limitingFactor : cut ? plan.limitingFactor : 'NOT_LIMITED',
        }),
      ),
    ]);
    // Stopped meanwhile: the stop stands and no rows are answered.
    return succeeded ? stored : null;
  } catch (err) {
    const status = statusOfError(err);
    await updateUnlessStopped(deps.db, id, {
      status,
      end_time: nowIso(),
      error_message: err instanceof Error ? err.message : String(err),
    });
    if (status !== 'stopped') throw err;
    return null;
  } finally {
    unwatch();
    deps.running.end(id);
  }
};
