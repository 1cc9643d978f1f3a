import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStatementError, SqliteThread } from './sqlite-thread.js';
import { QueryCancelledError, QueryTimeoutError } from './types.js';

const ENDLESS = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) AS n FROM c';

describe('SQLite on a thread of its own', () => {
  const thread = new SqliteThread(':memory:', {});
  afterAll(() => thread.close());

  it('answers raw rows with declared types, parameters bound, and SQLite errors with their code', async () => {
    await thread.run('CREATE TABLE t (id INTEGER, name TEXT)');
    await thread.run('INSERT INTO t VALUES (1, ?), (2, ?)', ['a', 'b']);
    const res = await thread.run('SELECT id, name, id * 2 AS twice FROM t WHERE id > ? ORDER BY id', [0]);
    expect(res.columns).toEqual([
      { name: 'id', type: 'INTEGER' },
      { name: 'name', type: 'TEXT' },
      { name: 'twice', type: null },
    ]);
    expect(res.rows).toEqual([
      [1n, 'a', 2n],
      [2n, 'b', 4n],
    ]);
    const error = await thread.run('SELECT * FROM missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SqliteStatementError);
    expect((error as SqliteStatementError).message).toContain('no such table: missing');
    expect((error as SqliteStatementError).code).toBe('SQLITE_ERROR');
  });

  it('keeps the event loop free while a statement runs, and a cancel stops it in SQLite', async () => {
    const controller = new AbortController();
    const running = thread.run(ENDLESS, [], { signal: controller.signal });
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // On the server's own thread this timer could only fire once the endless count ended.
    expect(performance.now() - started).toBeLessThan(1000);
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(QueryCancelledError);
    const next = await thread.run('SELECT 42 AS answer');
    expect(next.rows).toEqual([[42n]]);
  });

  it('ends a statement at its timeout', async () => {
    const started = performance.now();
    await expect(thread.run(ENDLESS, [], { timeoutMs: 200 })).rejects.toBeInstanceOf(QueryTimeoutError);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('refuses to open a file that must exist and does not', async () => {
    const missing = new SqliteThread('/nonexistent/tessera.db', { readonly: true, fileMustExist: true });
    await expect(missing.open()).rejects.toBeInstanceOf(SqliteStatementError);
    await missing.close();
  });
});
