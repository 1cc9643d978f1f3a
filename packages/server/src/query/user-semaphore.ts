/** Thrown to a waiter whose signal aborted before it got a slot. */
export class SlotAbortedError extends Error {
  constructor() {
    super('Cancelled before it started');
  }
}

interface Waiter {
  grant: () => void;
  onAbort: () => void;
}

interface Lane {
  running: number;
  queue: Waiter[];
}

/**
 * At most `limit` holders per key (a user) at a time; later callers wait in FIFO order. A dashboard
 * asks for dozens of charts at once: without a cap one user's page would take every engine
 * connection (Superset leans on its Celery pool for this; we have no pool to lean on).
 * A waiter whose signal aborts leaves the queue and never runs.
 */
export class UserSemaphore {
  private readonly lanes = new Map<string, Lane>();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`concurrency limit must be a positive integer: ${limit}`);
  }

  /** Runs `work` once a slot of `key` is free; the slot is released when it settles. */
  async run<T>(key: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(key, signal);
    try {
      return await work();
    } finally {
      this.release(key);
    }
  }

  /** Holders now running under `key` (for tests and logs). */
  running(key: string): number {
    return this.lanes.get(key)?.running ?? 0;
  }

  /** Callers waiting for a slot of `key`. */
  waiting(key: string): number {
    return this.lanes.get(key)?.queue.length ?? 0;
  }

  private acquire(key: string, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(new SlotAbortedError());
    const lane = this.lanes.get(key) ?? { running: 0, queue: [] };
    this.lanes.set(key, lane);
    if (lane.running < this.limit) {
      lane.running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', waiter.onAbort);
          resolve();
        },
        onAbort: () => {
          const i = lane.queue.indexOf(waiter);
          if (i !== -1) lane.queue.splice(i, 1);
          this.dropIfIdle(key, lane);
          reject(new SlotAbortedError());
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      lane.queue.push(waiter);
    });
  }

  private release(key: string): void {
    const lane = this.lanes.get(key);
    if (!lane) return;
    const next = lane.queue.shift();
    // The slot passes straight to the next waiter, so `running` never drops below the limit in between.
    if (next) next.grant();
    else lane.running -= 1;
    this.dropIfIdle(key, lane);
  }

  private dropIfIdle(key: string, lane: Lane): void {
    if (lane.running === 0 && lane.queue.length === 0) this.lanes.delete(key);
  }
}
