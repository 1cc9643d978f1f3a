import type { Insertable, Kysely } from 'kysely';
import type { DB, LogsTable } from '../../db/schema.js';

export interface ActionLogBufferOptions {
  /** The longest a row waits before it is written. */
  flushMs: number;
  /** A batch this large is written at once. */
  maxRows: number;
  onError: (err: unknown) => void;
}

/**
 * The action log's writes, batched: one multi-row INSERT every `flushMs` (or `maxRows` rows)
 * instead of one per request. Superset's DBEventLogger inserts a row per logged request; under
 * load that is one metadata-store round trip for every chart-data answer, cache hits included.
 * A process that stops flushes first (its context's closers); one that dies loses at most
 * `flushMs` of log rows, never an answer. Reads flush first, so a process reads its own writes.
 */
export class ActionLogBuffer {
  private pending: Insertable<LogsTable>[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly opts: ActionLogBufferOptions,
  ) {}

  add(row: Insertable<LogsTable>): void {
    this.pending.push(row);
    if (this.pending.length >= this.opts.maxRows) void this.flush();
    else if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), this.opts.flushMs);
      this.timer.unref();
    }
  }

  /** Writes every pending row; answers once they and any batch before them are in. */
  flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.pending.splice(0);
    const previous = this.writing;
    this.writing = previous.then(async () => {
      if (rows.length === 0) return;
      await this.db
        .insertInto('logs')
        .values(rows)
        .execute()
        .then(
          () => undefined,
          (err: unknown) => this.opts.onError(err),
        );
    });
    return this.writing;
  }
}
