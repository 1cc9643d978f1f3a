import { DuckDBInstance, type DuckDBConnection, type DuckDBValue, type JS } from '@duckdb/node-api';
import { ORDER, type WorkColumn, type WorkFrame } from './work-frame.js';
import { commaList, quoteIdent } from './sql.js';

let shared: Promise<DuckDBInstance> | undefined;

/** One in-memory DuckDB per process; every run gets its own connection, so temp tables never collide. */
const sharedInstance = (): Promise<DuckDBInstance> => {
  shared ??= DuckDBInstance.create(':memory:').catch((err: unknown) => {
    shared = undefined;
    throw err;
  });
  return shared;
};

export type SqlParams = DuckDBValue[];

export class Session {
  private counter = 0;

  constructor(readonly connection: DuckDBConnection) {}

  /** A fresh physical name (table or column); these never derive from labels. */
  fresh(prefix: 't' | 'c'): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  async exec(sql: string, params?: SqlParams): Promise<void> {
    await this.connection.run(sql, params);
  }

  async rows(sql: string, params?: SqlParams): Promise<JS[][]> {
    const reader = await this.connection.runAndReadAll(sql, params);
    return reader.getRowsJS();
  }

  /** Column-major results: converting a column at a time is about twice as fast for big frames. */
  async columns(sql: string, params?: SqlParams): Promise<JS[][]> {
    const reader = await this.connection.runAndReadAll(sql, params);
    return reader.getColumnsJS();
  }

  async createTable(select: string, params?: SqlParams): Promise<string> {
    const table = this.fresh('t');
    await this.exec(`CREATE TEMP TABLE ${quoteIdent(table)} AS ${select}`, params);
    return table;
  }

  async dropTable(table: string): Promise<void> {
    await this.exec(`DROP TABLE IF EXISTS ${quoteIdent(table)}`);
  }

  /** Materialises `select` (which must yield `_o` and every key in `columns`) as the next frame. */
  async derive(frame: WorkFrame, select: string, columns: WorkColumn[], params?: SqlParams): Promise<WorkFrame> {
    const table = await this.createTable(select, params);
    if (table !== frame.table) await this.dropTable(frame.table);
    return { ...frame, table, columns };
  }

  /** `SELECT *` plus extra expressions, optionally re-ordered, over the frame's table. */
  async extend(
    frame: WorkFrame,
    extra: readonly (readonly [string, string])[],
    columns: WorkColumn[],
    qualify?: string,
  ): Promise<WorkFrame> {
    const items = ['*', ...extra.map(([key, expr]) => `${expr} AS ${quoteIdent(key)}`)];
    const tail = qualify ? ` QUALIFY ${qualify}` : '';
    return this.derive(frame, `SELECT ${commaList(items)} FROM ${quoteIdent(frame.table)}${tail}`, columns);
  }
}

export const orderKey = quoteIdent(ORDER);

/** Runs `fn` on a fresh connection of the shared instance; aborting the signal interrupts DuckDB. */
export const withSession = async <T>(signal: AbortSignal | undefined, fn: (s: Session) => Promise<T>): Promise<T> => {
  signal?.throwIfAborted();
  const connection = await (await sharedInstance()).connect();
  const session = new Session(connection);
  const onAbort = (): void => connection.interrupt();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await fn(session);
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    throw err;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    connection.closeSync();
  }
};
