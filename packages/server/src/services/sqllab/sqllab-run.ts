import type { Kysely } from 'kysely';
import type { Caller } from '@tessera/core';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { QueryResult } from '../../engines/types.js';
import { HttpError, nowIso } from '../../http/http-error.js';
import { runPlan, type PipelineDeps, type PreparedScript } from '../../query/pipeline.js';
import { updateUnlessStopped, updateQuery } from './query-store.js';
import { storeResult, toStored } from './sqllab-results.js';

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

/**
 * Runs a prepared script for query `id`, statement by statement, and records the outcome on its
 * row; the last statement's rows go to the results backend under `resultsKey`. A stop or timeout
 * cancels the engine query. Failures are recorded, then rethrown; a stop is recorded only.
 */
export const runScript = async (
  deps: RunDeps,
  caller: Caller,
  id: number,
  plan: PreparedScript,
  opts: { timeoutMs: number; resultsKey: string },
): Promise<void> => {
  const controller = deps.running.start(id);
  const unwatch = watchForStop(deps.db, id, controller);
  // A query stopped while it waited on the queue never starts.
  const started = await updateUnlessStopped(deps.db, id, {
    status: 'running',
    start_time: nowIso(),
    select_sql: plan.selectSql,
    executed_sql: plan.statements.map((s) => s.sql).join(';\n'),
    limit: plan.limit,
    limiting_factor: plan.limitingFactor,
    ...(plan.ctasTarget && { tmp_table_name: plan.ctasTarget.table, tmp_schema_name: plan.ctasTarget.schema }),
  });
  if (!started) {
    unwatch();
    deps.running.end(id);
    return;
  }
  try {
    let last: QueryResult = { columns: [], rows: [] };
    for (const [i, statement] of plan.statements.entries()) {
      last = await runPlan(deps.pipeline, statement, { signal: controller.signal, timeoutMs: opts.timeoutMs });
      await updateQuery(deps.db, id, { progress: Math.round(((i + 1) * 100) / plan.statements.length) });
    }
    const stored = toStored(last, plan.limit, caller.userId);
    await storeResult(deps.pipeline.cache, opts.resultsKey, stored, deps.config.sqllab.resultsTtlSeconds);
    // Cut by the editor's limit: the extra row came back; by the query's own LIMIT: it was reached.
    const ownLimit = plan.limitingFactor === 'QUERY' || plan.limitingFactor === 'QUERY_AND_DROPDOWN';
    const cut = plan.limit !== null && (last.rows.length > plan.limit || (ownLimit && last.rows.length >= plan.limit));
    await updateUnlessStopped(deps.db, id, {
      status: 'success',
      rows: stored.data.length,
      results_key: opts.resultsKey,
      end_time: nowIso(),
      progress: 100,
      // Superset: a result the limit did not cut was not limited by anything.
      limiting_factor: plan.limit === null ? plan.limitingFactor : cut ? plan.limitingFactor : 'NOT_LIMITED',
    });
  } catch (err) {
    const status = statusOfError(err);
    await updateUnlessStopped(deps.db, id, {
      status,
      end_time: nowIso(),
      error_message: err instanceof Error ? err.message : String(err),
    });
    if (status !== 'stopped') throw err;
  } finally {
    unwatch();
    deps.running.end(id);
  }
};
