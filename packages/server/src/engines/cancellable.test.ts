import { describe, expect, it } from 'vitest';
import { runCancellable } from './cancellable.js';
import { QueryCancelledError, QueryTimeoutError } from './types.js';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fake query that runs until `ms` passes or its cancel hook fires. */
function fakeQuery(ms: number, log: string[], opts: { succeedOnCancel?: boolean } = {}) {
  return async (onCancel: Parameters<Parameters<typeof runCancellable>[1]>[0]) => {
    let stop: (() => void) | undefined;
    const cancelled = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const guard = onCancel(async () => {
      log.push('cancel');
      stop?.();
    });
    try {
      const outcome = await Promise.race([wait(ms).then(() => 'done'), cancelled.then(() => 'cancelled')]);
      if (outcome === 'cancelled' && !opts.succeedOnCancel) throw new Error('engine says: interrupted');
      return 'rows';
    } finally {
      await guard.settle();
      log.push('released');
    }
  };
}

describe('runCancellable', () => {
  it('returns the result of a query that finishes in time', async () => {
    const log: string[] = [];
    await expect(runCancellable({ timeoutMs: 500 }, fakeQuery(10, log))).resolves.toBe('rows');
    expect(log).toEqual(['released']);
  });

  it('cancels at the timeout, waits for the connection to be released, then throws', async () => {
    const log: string[] = [];
    await expect(runCancellable({ timeoutMs: 50 }, fakeQuery(10_000, log))).rejects.toBeInstanceOf(QueryTimeoutError);
    expect(log).toEqual(['cancel', 'released']);
  });

  it('throws the timeout even when the engine reports success after the cancel (MySQL SLEEP)', async () => {
    const log: string[] = [];
    await expect(
      runCancellable({ timeoutMs: 50 }, fakeQuery(10_000, log, { succeedOnCancel: true })),
    ).rejects.toBeInstanceOf(QueryTimeoutError);
  });

  it('cancels when the signal aborts', async () => {
    const log: string[] = [];
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await expect(runCancellable({ signal: controller.signal }, fakeQuery(10_000, log))).rejects.toBeInstanceOf(
      QueryCancelledError,
    );
    expect(log).toEqual(['cancel', 'released']);
  });

  it('never starts a query whose signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    let started = false;
    await expect(
      runCancellable({ signal: controller.signal }, async () => {
        started = true;
      }),
    ).rejects.toBeInstanceOf(QueryCancelledError);
    expect(started).toBe(false);
  });

  it('refuses to register a cancel hook once stopped, so the query is not sent', async () => {
    let sent = false;
    await expect(
      runCancellable({ timeoutMs: 20 }, async (onCancel) => {
        await wait(60);
        onCancel(() => undefined);
        sent = true;
      }),
    ).rejects.toBeInstanceOf(QueryTimeoutError);
    expect(sent).toBe(false);
  });

  it('does not fire a hook that was settled before the timeout', async () => {
    const log: string[] = [];
    await runCancellable({ timeoutMs: 30 }, async (onCancel) => {
      const guard = onCancel(() => {
        log.push('cancel');
      });
      await guard.settle();
    });
    await wait(60);
    expect(log).toEqual([]);
  });

  it('gives up waiting for a query that ignores its cancel after the grace period', async () => {
    const start = performance.now();
    await expect(runCancellable({ timeoutMs: 20 }, () => wait(5_000).then(() => 'late'), 50)).rejects.toBeInstanceOf(
      QueryTimeoutError,
    );
    expect(performance.now() - start).toBeLessThan(1_000);
  });

  it('passes engine errors through untouched', async () => {
    const err = new Error('relation "x" does not exist');
    await expect(runCancellable({}, async () => Promise.reject(err))).rejects.toBe(err);
  });
});
