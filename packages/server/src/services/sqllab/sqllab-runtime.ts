import { callerForUser } from '../../auth/request-auth.js';
import type { AppContext } from '../../context.js';
import {
  bullmqQueue,
  inProcessQueue,
  SQLLAB_QUEUE_NAME,
  startBullmqWorker,
  type JobQueue,
  type SqlLabJob,
} from '../../query/async-jobs.js';
import { pipelineDeps } from '../../query/pipeline.js';
import { runSqlLabJob, type ExecuteDeps } from './sqllab-execute.js';
import { RunningQueries, type RunDeps } from './sqllab-run.js';

/** SQL Lab's collaborators in one process: the pipeline, the running queries and the job queue. */
export interface SqlLabRuntime extends ExecuteDeps {
  close(): Promise<void>;
}

/** Runs SQL Lab jobs as the user who asked; shared by the web process and `tessera worker`. */
export const sqlLabJobHandler =
  (ctx: AppContext, deps: RunDeps) =>
  (job: SqlLabJob): Promise<void> =>
    runSqlLabJob(deps, (userId) => callerForUser(ctx, userId), job);

/**
 * Async SQL Lab queries always have a queue (Superset needs Celery for them): BullMQ when Redis is
 * configured, else in this process. The web process consumes BullMQ jobs too unless
 * TESSERA_EMBEDDED_WORKER is off, as for chart data.
 */
export const createSqlLabRuntime = (ctx: AppContext): SqlLabRuntime => {
  const running = new RunningQueries();
  const run: RunDeps = { pipeline: pipelineDeps(ctx), db: ctx.meta.db, config: ctx.config, running };
  const handler = sqlLabJobHandler(ctx, run);
  const queue: JobQueue<SqlLabJob> = ctx.redis
    ? bullmqQueue<SqlLabJob>(ctx.redis, SQLLAB_QUEUE_NAME)
    : inProcessQueue<SqlLabJob>(handler);
  const worker =
    ctx.redis && ctx.config.embeddedWorker ? startBullmqWorker(ctx.redis, handler, 4, SQLLAB_QUEUE_NAME) : null;
  return {
    ...run,
    submit: (job) => queue.submit(job),
    async close() {
      running.abortAll();
      await worker?.close();
      await queue.close();
    },
  };
};
