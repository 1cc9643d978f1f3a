import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE_GENERIC } from '@tessera/core';
import { duckdbSpec } from './duckdb.js';
import { withDuckDbFileReleased } from './duckdb-files.js';
import { describeEngineConformance } from '../../test-support/engine-conformance.js';
import { naiveTimestamp, SAMPLE_TIMESTAMPS } from '../../test-support/engine-samples.js';
import { EngineConnectionError, type EngineConnection } from './types.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-duckdb-'));
const path = join(dir, 'test.duckdb');
let conn: EngineConnection;

async function writeFile(statements: string[]): Promise<void> {
  const instance = await DuckDBInstance.create(path);
  const c = await instance.connect();
  try {
    for (const sql of statements) await c.run(sql);
  } finally {
    c.closeSync();
    instance.closeSync();
  }
}

beforeAll(async () => {
  const values = SAMPLE_TIMESTAMPS.map((iso, i) => `(${i + 1}, TIMESTAMP '${naiveTimestamp(iso)}', NULL)`);
  await writeFile([
    'CREATE TABLE ts_sample (id INTEGER NOT NULL, ts TIMESTAMP, label VARCHAR)',
    `INSERT INTO ts_sample VALUES ${values.join(', ')}`,
    'CREATE VIEW ts_view AS SELECT * FROM ts_sample',
  ]);
  conn = await duckdbSpec.connect({ parameters: { database: path }, password: null, extra: { pool_size: 1 } });
});

afterAll(async () => {
  await conn?.close();
  rmSync(dir, { recursive: true, force: true });
});

describeEngineConformance({
  spec: duckdbSpec,
  connection: () => conn,
  timestampsTable: () => 'ts_sample',
  schema: 'main',
  tableName: () => 'ts_sample',
  viewName: () => 'ts_view',
  sleepSql: 'SELECT sum(a.range * b.range) FROM range(100000000) a, range(100000) b',
  trueValue: true,
});

describe('DuckDB specifics', () => {
  it('maps result types: big integers, decimals, dates, time, lists', async () => {
    const result = await conn.execute(
      `SELECT 12345678901234567890::HUGEINT AS h, 42::BIGINT AS b, 1.25::DECIMAL(10,2) AS d,
              123456789012345678.5::DECIMAL(38,1) AS wide, DATE '2024-01-02' AS dt,
              TIMESTAMPTZ '2024-01-02 03:04:05+02' AS tz, TIME '10:11:12' AS tm, [1::BIGINT, 2] AS l`,
    );
    expect(result.columns.map((c) => [c.name, c.typeGeneric])).toEqual([
      ['h', TYPE_GENERIC.NUMERIC],
      ['b', TYPE_GENERIC.NUMERIC],
      ['d', TYPE_GENERIC.NUMERIC],
      ['wide', TYPE_GENERIC.NUMERIC],
      ['dt', TYPE_GENERIC.TEMPORAL],
      ['tz', TYPE_GENERIC.TEMPORAL],
      ['tm', TYPE_GENERIC.STRING],
      ['l', TYPE_GENERIC.STRING],
    ]);
    expect(result.rows[0]).toEqual([
      '12345678901234567890',
      42,
      1.25,
      '123456789012345678.5',
      Date.UTC(2024, 0, 2),
      Date.UTC(2024, 0, 2, 1, 4, 5),
      '10:11:12',
      [1, 2],
    ]);
  });

  it('opens files read-only and without access to other files', async () => {
    await expect(conn.execute('CREATE TABLE nope (a INTEGER)')).rejects.toThrow(/read-only/i);
    await expect(conn.execute("SELECT * FROM read_csv('/etc/hostname')")).rejects.toThrow(/disabled/i);
    await expect(conn.execute('SET enable_external_access = true')).rejects.toThrow(/locked/i);
  });

  it('gives the file to a writer in this process and sees its changes afterwards', async () => {
    expect((await conn.execute('SELECT count(*) FROM ts_sample')).rows).toEqual([[SAMPLE_TIMESTAMPS.length]]);
    const pending = conn.execute('SELECT count(*) FROM ts_view');
    await withDuckDbFileReleased(path, () => writeFile(['CREATE TABLE added_later AS SELECT 7 AS seven']));
    expect((await pending).rows).toEqual([[SAMPLE_TIMESTAMPS.length]]);
    expect((await conn.execute('SELECT seven FROM added_later')).rows).toEqual([[7]]);
  });

  it('runs in memory and read-write when asked', async () => {
    const memory = await duckdbSpec.connect({ parameters: { database: ':memory:' }, password: null, extra: {} });
    try {
      await memory.execute('CREATE TABLE t AS SELECT 1 AS a');
      expect((await memory.execute('SELECT a FROM t')).rows).toEqual([[1]]);
    } finally {
      await memory.close();
    }
  });

  it('names the file when it cannot be opened', async () => {
    const missing = join(dir, 'missing.duckdb');
    const err = await duckdbSpec
      .connect({ parameters: { database: missing }, password: null, extra: {} })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineConnectionError);
    expect((err as Error).message).toContain(missing);
  });
});
