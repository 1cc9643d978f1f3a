import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics. One registry per process (module state, like prom-client's
 * own default register): every web process and worker exports its own series, and Prometheus sums
 * them. Superset has no metrics endpoint; names follow Prometheus' conventions (base units, `_total`).
 */
export const registry = new Registry();
registry.setDefaultLabels({ app: 'tessera' });
collectDefaultMetrics({ register: registry });

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** By the route's pattern (`/api/v1/chart/:pk`), never the raw URL, so ids do not explode the series. */
export const httpDuration = new Histogram({
  name: 'tessera_http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});

/** `kind` is chart_data (query objects) or sql (SQL Lab and other SQL a user wrote). */
export const queryDuration = new Histogram({
  name: 'tessera_query_duration_seconds',
  help: 'Analytics database query duration by kind, engine and outcome',
  labelNames: ['kind', 'engine', 'outcome'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});

export const cacheReads = new Counter({
  name: 'tessera_cache_reads_total',
  help: 'Result cache reads by backend and result (hit, miss, error: an unreachable cache answers as a miss)',
  labelNames: ['backend', 'result'] as const,
  registers: [registry],
});

export const jobFailures = new Counter({
  name: 'tessera_job_failures_total',
  help: 'Async jobs (chart data, SQL Lab) that failed in this process',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const reportRuns = new Counter({
  name: 'tessera_report_runs_total',
  help: 'Alert and report runs finished in this process, by state',
  labelNames: ['type', 'state'] as const,
  registers: [registry],
});

/** Reads the job queue's counts when scraped; queues shared over Redis report the same figures on every process. */
export type QueueDepthProbe = () => Promise<Record<string, Record<string, number>>>;

let queueProbe: QueueDepthProbe | null = null;

/** The process that owns the queues tells the gauge how to read them (last one wins; tests replace it). */
export const setQueueDepthProbe = (probe: QueueDepthProbe | null): void => {
  queueProbe = probe;
};

new Gauge({
  name: 'tessera_job_queue_jobs',
  help: 'Jobs in the async queues by queue and state (waiting, active, delayed, failed)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!queueProbe) return;
    // A scrape while Redis is down reports no queue series rather than failing the whole scrape.
    const counts = await queueProbe().catch(() => ({}) as Record<string, Record<string, number>>);
    for (const [queue, states] of Object.entries(counts)) {
      for (const [state, n] of Object.entries(states)) this.set({ queue, state }, n);
    }
  },
});

/** Times a promise into a histogram with an `outcome` label (ok or error). */
export const timeOutcome = async <T>(
  histogram: Histogram<'kind' | 'engine' | 'outcome'>,
  labels: { kind: string; engine: string },
  run: () => Promise<T>,
): Promise<T> => {
  const end = histogram.startTimer(labels);
  try {
    const value = await run();
    end({ outcome: 'ok' });
    return value;
  } catch (err) {
    end({ outcome: 'error' });
    throw err;
  }
};
