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

export type JobHandler = (job: ChartDataJob) => Promise<void>;

export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq';
  submit(job: ChartDataJob): Promise<void>;
  close(): Promise<void>;
}

export const QUEUE_NAME = 'tessera-chart-data';

/** Runs jobs in this process, a few at a time, when there is no Redis. */
export const inProcessQueue = (handler: JobHandler, concurrency = 4): JobQueue => {
  const waiting: ChartDataJob[] = [];
  let running = 0;
  let closed = false;
  const pump = () => {
    while (!closed && running < concurrency && waiting.length > 0) {
      const job = waiting.shift() as ChartDataJob;
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

export const bullmqQueue = (redis: Redis): JobQueue => {
  const queue = new Queue<ChartDataJob>(QUEUE_NAME, { connection: redis.duplicate({ maxRetriesPerRequest: null }) });
  return {
    kind: 'bullmq',
    async submit(job) {
      await queue.add('chart-data', job, { jobId: job.job_id, removeOnComplete: 1000, removeOnFail: 1000 });
    },
    async close() {
      await queue.close();
    },
  };
};

/** The consumer side: `tessera worker`, and the web process itself unless told not to. */
export const startBullmqWorker = (redis: Redis, handler: JobHandler, concurrency = 4): Worker<ChartDataJob> =>
  new Worker<ChartDataJob>(QUEUE_NAME, (job: Job<ChartDataJob>) => handler(job.data), {
    connection: redis.duplicate({ maxRetriesPerRequest: null }),
    concurrency,
  });
