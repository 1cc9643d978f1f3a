import { QueryCancelledError, QueryTimeoutError, type ExecuteOptions } from './types.js';

export interface CancelGuard {
  /**
   * Call when the query is over, before its connection goes back to the pool: disarms the hook
   * and waits for a cancel already under way, so it cannot hit the next query on that connection.
   */
  settle(): Promise<void>;
}

/** Registers how to stop the query on the server; throws at once when the query was already stopped. */
export type RegisterCancel = (cancel: () => Promise<void> | void) => CancelGuard;

/** How long a stopped query may take to wind down before the caller gets its error anyway. */
export const CANCEL_GRACE_MS = 5_000;

const sleep = (ms: number): { promise: Promise<void>; clear: () => void } => {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
};

/**
 * Runs `run` under the timeout and abort signal of `opts`. When either fires, the cancel hook the
 * query registered (pg_cancel_backend, KILL QUERY, interrupt ...) is called and the query gets a
 * short grace period to end, so its connection goes back to the pool idle; then the timeout or
 * cancellation error is thrown. The error is thrown even if the engine reports success after a
 * cancel (MySQL's SLEEP returns 1 when killed).
 */
export async function runCancellable<T>(
  opts: ExecuteOptions,
  run: (onCancel: RegisterCancel) => Promise<T>,
  graceMs = CANCEL_GRACE_MS,
): Promise<T> {
  const { signal, timeoutMs } = opts;
  if (signal?.aborted) throw new QueryCancelledError();

  // An object, not lets: the closures below assign these, which TypeScript's narrowing does not see.
  const state: { error: Error | null; cancel: (() => Promise<void> | void) | null; cancelling: Promise<void> | null } =
    {
      error: null,
      cancel: null,
      cancelling: null,
    };
  let notifyStopped: () => void = () => undefined;
  const stopped = new Promise<'stopped'>((resolve) => {
    notifyStopped = () => resolve('stopped');
  });

  const fireCancel = (): void => {
    const hook = state.cancel;
    if (hook === null) return;
    state.cancel = null;
    try {
      state.cancelling = Promise.resolve(hook()).catch(() => undefined);
    } catch {
      state.cancelling = null;
    }
  };
  const stop = (err: Error): void => {
    if (state.error !== null) return;
    state.error = err;
    fireCancel();
    notifyStopped();
  };
  const onCancel: RegisterCancel = (hook) => {
    if (state.error !== null) throw state.error;
    state.cancel = hook;
    return {
      settle: async () => {
        state.cancel = null;
        await state.cancelling;
      },
    };
  };

  const onAbort = (): void => stop(new QueryCancelledError());
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs !== undefined && timeoutMs > 0
      ? setTimeout(() => stop(new QueryTimeoutError(timeoutMs)), timeoutMs)
      : undefined;

  const running = Promise.resolve().then(() => run(onCancel));
  const settled = running.then(
    () => 'done' as const,
    () => 'done' as const,
  );
  try {
    const first = await Promise.race([settled, stopped]);
    if (first === 'done' && state.error === null) return await running;
    const grace = sleep(graceMs);
    await Promise.race([settled, grace.promise]);
    grace.clear();
    throw state.error ?? new QueryCancelledError();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
