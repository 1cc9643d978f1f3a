import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE_GENERIC } from '@tessera/core';
import { describeEngineConformance } from '../../test-support/engine-conformance.js';
import { naiveTimestamp, SAMPLE_TIMESTAMPS } from '../../test-support/engine-samples.js';
import { sqliteSpec } from './sqlite.js';
import { EngineConnectionError, QueryCancelledError, QueryTimeoutError, type EngineConnection } from './types.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-sqlite-'));
const path = join(dir, 'test.sqlite');
const SLOW = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT x FROM c';
let conn: EngineConnection;

beforeAll(async () => {
  const db = new Database(path);
  db.exec('CREATE TABLE ts_sample (id INTEGER NOT NULL, ts DATETIME, label TEXT)');
  const insert = db.prepare('INSERT INTO ts_sample (id, ts) VALUES (?, ?)');
  SAMPLE_TIMESTAMPS.forEach((iso, i) => insert.run(i + 1, naiveTimestamp(iso)));
  db.exec('CREATE VIEW ts_view AS SELECT * FROM ts_sample');
  db.exec('CREATE TABLE flags (on_off BOOLEAN, big INTEGER)');
  db.prepare('INSERT INTO flags VALUES (?, ?)').run(1, 9007199254740993n);
  db.close();
  conn = await sqliteSpec.connect({ parameters: { database: path }, password: null, extra: {} });
});

afterAll(async () => {
  await conn?.close();
  rmSync(dir, { recursive: true, force: true });
});

describeEngineConformance({
  spec: sqliteSpec,
  connection: () => conn,
  timestampsTable: () => 'ts_sample',
  schema: 'main',
  tableName: () => 'ts_sample',
  viewName: () => 'ts_view',
  sleepSql: SLOW,
  trueValue: 1,
  interruptible: false,
});

describe('SQLite specifics', () => {
  it('reads declared types and infers the kind of expressions', async () => {
    const result = await conn.execute(
      "SELECT ts, on_off, big, 1.5 AS r, 'x' AS s, DATETIME('2024-01-02') AS d FROM ts_sample, flags WHERE id = 1",
    );
    expect(result.columns.map((c) => [c.name, c.type, c.typeGeneric])).toEqual([
      ['ts', 'DATETIME', TYPE_GENERIC.TEMPORAL],
      ['on_off', 'BOOLEAN', TYPE_GENERIC.BOOLEAN],
      ['big', 'INTEGER', TYPE_GENERIC.NUMERIC],
      ['r', 'NUMERIC', TYPE_GENERIC.NUMERIC],
      ['s', 'TEXT', TYPE_GENERIC.STRING],
      ['d', 'DATETIME', TYPE_GENERIC.TEMPORAL],
    ]);
    expect(result.rows[0]).toEqual([
      Date.parse(SAMPLE_TIMESTAMPS[0] as string),
      true,
      '9007199254740993',
      1.5,
      'x',
      Date.UTC(2024, 0, 2),
    ]);
  });

  it('converts columns the caller marks temporal', async () => {
    const result = await conn.execute("SELECT '2024-01-02' AS day", { temporalColumns: ['day'] });
    expect(result.rows).toEqual([[Date.UTC(2024, 0, 2)]]);
    expect(result.columns[0]?.typeGeneric).toBe(TYPE_GENERIC.TEMPORAL);
  });

  it('opens files read-only', async () => {
    await expect(conn.execute('DELETE FROM ts_sample')).rejects.toThrow(/readonly/i);
  });

  it('reports a timeout once a slow statement returns, and honours an aborted signal', async () => {
    await expect(conn.execute(SLOW, { timeoutMs: 1 })).rejects.toBeInstanceOf(QueryTimeoutError);
    const controller = new AbortController();
    controller.abort();
    await expect(conn.execute('SELECT 1', { signal: controller.signal })).rejects.toBeInstanceOf(QueryCancelledError);
    expect((await conn.execute('SELECT 1 AS one')).rows).toEqual([[1]]);
  });

  it('names the file when it cannot be opened', async () => {
    const missing = join(dir, 'missing.sqlite');
    const err = await sqliteSpec
      .connect({ parameters: { database: missing }, password: null, extra: {} })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineConnectionError);
    expect((err as Error).message).toContain(missing);
  });
});
