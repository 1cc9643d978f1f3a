import { Worker } from 'node:worker_threads';
import { QueryCancelledError, QueryTimeoutError } from './types.js';

/** A statement's answer from the worker: raw rows and each column's declared type. */
export interface SqliteRawResult {
  columns: { name: string; type: string | null }[];
  rows: unknown[][];
}

interface Reply extends Partial<SqliteRawResult> {
  id: number;
  ready?: boolean;
  error?: { message: string; code: string | null };
}

/** A statement the database refused, with SQLite's own message and code (SQLITE_ERROR ...). */
export class SqliteStatementError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

interface RunOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

const WORKER_URL = new URL('./sqlite-worker.mjs', import.meta.url);

/**
 * One SQLite database on a thread of its own, one statement at a time. A cancel or a timeout
 * terminates the thread, which stops the statement inside SQLite at once (Superset's engine-side
 * cancel); the next statement opens the file again on a new thread. An in-memory database lives
 * in its thread, so it starts empty again after a cancel.
 */
export class SqliteThread {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly path: string,
    private readonly options: Record<string, unknown>,
  ) {}

  /** Opens the file on a new thread; rejects with SQLite's message when it cannot. */
  open(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(WORKER_URL, { workerData: { path: this.path, options: this.options } });
      const onReady = (reply: Reply) => {
        if (reply.id !== 0) return;
        worker.off('message', onReady);
        if (reply.ready) resolve(worker);
        else {
          void worker.terminate();
          reject(new SqliteStatementError(reply.error?.message ?? 'cannot open', reply.error?.code ?? null));
        }
      };
      worker.on('message', onReady);
      // Kept for the thread's life: a crash after opening must not reach the process as an unhandled
      // 'error'; the statement it was running learns of it through 'exit' (runNow).
      worker.on('error', reject);
      worker.once('exit', () => {
        if (this.worker === opening) this.worker = null;
      });
    });
    const opening = this.worker;
    opening.catch(() => {
      if (this.worker === opening) this.worker = null;
    });
    return opening;
  }

  /** Runs one statement after the ones before it; the thread ends if it is cancelled or times out. */
  run(sql: string, params: readonly unknown[] = [], opts: RunOptions = {}): Promise<SqliteRawResult> {
    const result = this.queue.then(() => this.runNow(sql, params, opts));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async runNow(sql: string, params: readonly unknown[], opts: RunOptions): Promise<SqliteRawResult> {
    if (this.closed) throw new Error('The SQLite connection is closed');
    const { signal, timeoutMs } = opts;
    if (signal?.aborted) throw new QueryCancelledError();
    const worker = await this.open();
    const id = this.nextId++;
    return new Promise<SqliteRawResult>((resolve, reject) => {
      const finish = () => {
        worker.off('message', onReply);
        worker.off('exit', onExit);
        signal?.removeEventListener('abort', onAbort);
        clearTimeout(timer);
      };
      const stop = (error: Error) => {
        finish();
        this.worker = null;
        void worker.terminate();
        reject(error);
      };
      const onReply = (reply: Reply) => {
        if (reply.id !== id) return;
        finish();
        if (reply.error) reject(new SqliteStatementError(reply.error.message, reply.error.code));
        else resolve({ columns: reply.columns ?? [], rows: reply.rows ?? [] });
      };
      const onExit = () => stop(new Error('The SQLite thread ended'));
      const onAbort = () => stop(new QueryCancelledError());
      const timer =
        timeoutMs !== undefined && timeoutMs > 0
          ? setTimeout(() => stop(new QueryTimeoutError(timeoutMs)), timeoutMs)
          : undefined;
      worker.on('message', onReply);
      worker.once('exit', onExit);
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.postMessage({ id, sql, params });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) await (await worker.catch(() => null))?.terminate();
  }
}
