import type { Readiness } from '@tessera/core';

/** A dependency check: resolves when it answers, rejects with the reason; null when not configured. */
export type Probe = (() => Promise<unknown>) | null;

export interface ReadinessProbes {
  metadataStore: Probe;
  redis: Probe;
  jobQueue: Probe;
}

export interface ReadinessOptions {
  version: string;
  /** How long one answer is reused (Grafana caches its database check; 2 s here). */
  ttlMs?: number;
  /** A check still unanswered after this is reported as timed out, so the probe never hangs. */
  timeoutMs?: number;
  now?: () => number;
}

const withTimeout = async (probe: () => Promise<unknown>, ms: number): Promise<string> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${ms} ms`), ms);
  });
  try {
    return await Promise.race([
      probe().then(
        () => 'ok',
        (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'failed',
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

const run = (probe: Probe, ms: number): Promise<string> => (probe ? withTimeout(probe, ms) : Promise.resolve('off'));

/**
 * The readiness check, computed at most once per `ttlMs` however many probes ask (concurrent
 * askers share the one in flight), so a load balancer polling every replica costs the store one
 * `select 1` per process every two seconds.
 */
export const readinessCheck = (probes: ReadinessProbes, opts: ReadinessOptions): (() => Promise<Readiness>) => {
  const ttlMs = opts.ttlMs ?? 2000;
  const timeoutMs = opts.timeoutMs ?? 1500;
  const now = opts.now ?? Date.now;
  let last: { at: number; answer: Promise<Readiness> } | null = null;
  const compute = async (): Promise<Readiness> => {
    const [metadata, redis, queue] = await Promise.all([
      run(probes.metadataStore, timeoutMs),
      run(probes.redis, timeoutMs),
      run(probes.jobQueue, timeoutMs),
    ]);
    const optionalDown = [redis, queue].some((c) => c !== 'ok' && c !== 'off');
    return {
      status: metadata !== 'ok' ? 'unavailable' : optionalDown ? 'degraded' : 'ok',
      version: opts.version,
      checked_at: new Date(now()).toISOString(),
      checks: { metadata_store: metadata, redis, job_queue: queue },
    };
  };
  return () => {
    const at = now();
    if (!last || at - last.at >= ttlMs) last = { at, answer: compute() };
    return last.answer;
  };
};
