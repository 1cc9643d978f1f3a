import type { QueryContext } from '@tessera/core';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';

export interface ChartDataJob {
  job_id: string;
  channel_id: string;
  user_id: number;
  /** Cache key under which the whole answer is stored for `GET /api/v1/chart/data/<key>`. */
  result_key: string;
  query_context: QueryContext;
  chart_cache_timeout: number | null;
}

/** A SQL Lab query run off the request (Superset's get_sql_results task): the row holds the rest. */
export interface SqlLabJob {
  job_id: string;
  /** `queries.id`; the worker reads the SQL, limits and tab from the row. */
  query_id: number;
  user_id: number;
  /** templateParams and URL parameters the SQL was rendered with are already applied: the SQL is final. */
  sql: string;
}

export type JobHandler<J = ChartDataJob> = (job: J) => Promise<void>;

export interface JobQueue<J = ChartDataJob> {
  readonly kind: 'in-process' | 'bullmq';
  submit(job: J): Promise<void>;
  close(): Promise<void>;
}

export const QUEUE_NAME = 'tessera-chart-data';
export const SQLLAB_QUEUE_NAME = 'tessera-sqllab';

/** Runs jobs in this process, a few at a time, when there is no Redis. */
export const inProcessQueue = <J = ChartDataJob>(handler: JobHandler<J>, concurrency = 4): JobQueue<J> => {
  const waiting: J[] = [];
  let running = 0;
  let closed = false;
  const pump = () => {
    while (!closed && running < concurrency && waiting.length > 0) {
      const job = waiting.shift() as J;
      running += 1;
      handler(job)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };
  return {
    kind: 'in-process',
    async submit(job) {
      waiting.push(job);
      setImmediate(pump);
    },
    async close() {
      closed = true;
    },
  };
};

export const bullmqQueue = <J extends { job_id: string } = ChartDataJob>(
  redis: Redis,
  name: string = QUEUE_NAME,
): JobQueue<J> => {
  const queue = new Queue(name, { connection: redis.duplicate({ maxRetriesPerRequest: null }) });
  return {
    kind: 'bullmq',
    async submit(job) {
      await queue.add(name, job, { jobId: job.job_id, removeOnComplete: 1000, removeOnFail: 1000 });
    },
    async close() {
      await queue.close();
    },
  };
};

/** The consumer side: `tessera worker`, and the web process itself unless told not to. */
export const startBullmqWorker = <J = ChartDataJob>(
  redis: Redis,
  handler: JobHandler<J>,
  concurrency = 4,
  name: string = QUEUE_NAME,
): Worker<J> =>
  new Worker<J>(name, (job: Job<J>) => handler(job.data), {
    connection: redis.duplicate({ maxRetriesPerRequest: null }),
    concurrency,
    // A worker that dies mid-job holds its lock until it expires; then another worker takes the
    // job once (maxStalledCount 1). BullMQ's 30 s lock and check made that ~74 s; 15 s and 5 s
    // bring it well under a minute while a live worker renews its lock every 7.5 s.
    lockDuration: 15_000,
    stalledInterval: 5_000,
    maxStalledCount: 1,
  });

export type QueueCounts = Record<string, Record<string, number>>;

/**
 * Reads the BullMQ queues' job counts for `/ready` and the queue-depth gauge, on a connection of
 * its own that fails at once while Redis is away (no offline queue), so neither ever waits on it.
 */
export const queueCounter = (
  redis: Redis,
  names: readonly string[] = [QUEUE_NAME, SQLLAB_QUEUE_NAME],
): { counts: () => Promise<QueueCounts>; close: () => Promise<void> } => {
  const connection = redis.duplicate({ maxRetriesPerRequest: 1, enableOfflineQueue: false });
  connection.on('error', () => undefined);
  const queues = names.map((name) => new Queue(name, { connection }));
  return {
    counts: async () =>
      Object.fromEntries(
        await Promise.all(
          queues.map(async (q) => [q.name, await q.getJobCounts('waiting', 'active', 'delayed', 'failed')] as const),
        ),
      ),
    close: async () => {
      await Promise.all(queues.map((q) => q.close().catch(() => undefined)));
      connection.disconnect();
    },
  };
};
