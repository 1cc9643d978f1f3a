import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { TYPE_GENERIC } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeShift } from './date-shift.js';
import { EXAMPLE_TABLE_NAMES, EXAMPLES_MARKER_TABLE, loadExamples, type ExampleTable } from './load-examples.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-examples-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function query(path: string, sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(path);
  const conn = await instance.connect();
  try {
    return (await conn.runAndReadAll(sql)).getRowObjectsJS();
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

async function markers(path: string): Promise<Map<string, string>> {
  const rows = await query(
    path,
    `SELECT table_name, CAST(loaded_at AS VARCHAR) AS loaded_at FROM ${EXAMPLES_MARKER_TABLE}`,
  );
  return new Map(rows.map((r) => [String(r.table_name), String(r.loaded_at)]));
}

async function newestMonth(path: string, table: ExampleTable): Promise<string> {
  const col = table.mainDttmCol ?? '';
  const rows = await query(path, `SELECT strftime(max("${col}"), '%Y-%m') AS m FROM "${table.tableName}"`);
  return String(rows[0]?.m);
}

const byName = (tables: ExampleTable[], name: string): ExampleTable => {
  const table = tables.find((t) => t.tableName === name);
  if (table === undefined) throw new Error(`missing ${name}`);
  return table;
};

describe('loadExamples (small tables)', () => {
  const only = ['seattle_weather', 'cars', 'stocks'];
  const june = new Date('2024-06-15T12:00:00Z');
  const september = new Date('2024-09-03T08:00:00Z');
  let path: string;
  let first: ExampleTable[];

  beforeAll(async () => {
    path = join(dir, 'small.duckdb');
    first = await loadExamples({ path, now: june, only });
  });

  it('loads the requested tables with their row counts', () => {
    expect(first.map((t) => [t.tableName, t.rowCount])).toEqual([
      ['seattle_weather', 1461],
      ['stocks', 560],
      ['cars', 406],
    ]);
  });

  it('types date columns as TIMESTAMP temporal columns', () => {
    for (const [table, column] of [
      ['seattle_weather', 'date'],
      ['stocks', 'date'],
      ['cars', 'year'],
    ] as const) {
      const t = byName(first, table);
      expect(t.mainDttmCol).toBe(column);
      const col = t.columns.find((c) => c.column_name === column);
      expect(col).toMatchObject({ type: 'TIMESTAMP', is_dttm: true, type_generic: TYPE_GENERIC.TEMPORAL });
    }
    const price = byName(first, 'stocks').columns.find((c) => c.column_name === 'price');
    expect(price).toMatchObject({ type: 'DOUBLE', is_dttm: false, type_generic: TYPE_GENERIC.NUMERIC });
  });

  it('has a count metric and per-table metrics', () => {
    for (const t of first) {
      expect(t.metrics[0]).toMatchObject({ metric_name: 'count', expression: 'COUNT(*)' });
      expect(t.metrics.length).toBeGreaterThan(1);
    }
  });

  it('shifts dates so the newest row is in the month of `now`, and says so', async () => {
    for (const t of first) {
      expect(await newestMonth(path, t)).toBe('2024-06');
    }
    // Source data ends 2015-12-31 (weather) and 2010-03-01 (stocks).
    expect(byName(first, 'seattle_weather').description).toMatch(/Dates shifted by \+3087 days/);
    expect(byName(first, 'stocks').description).toMatch(/Dates shifted by \+171 months/);
  });

  it('is idempotent within the same month', async () => {
    const before = await markers(path);
    const logs: string[] = [];
    const started = performance.now();
    const again = await loadExamples({ path, now: new Date('2024-06-29T23:00:00Z'), only, log: (m) => logs.push(m) });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(again).toEqual(first);
    expect(await markers(path)).toEqual(before);
    expect(logs.some((m) => m.includes('built'))).toBe(false);
  });

  it('rebuilds when the month changes', async () => {
    const before = await markers(path);
    const moved = await loadExamples({ path, now: september, only });
    const after = await markers(path);
    for (const t of moved) {
      expect(after.get(t.tableName)).not.toBe(before.get(t.tableName));
      expect(await newestMonth(path, t)).toBe('2024-09');
    }
    expect(byName(moved, 'stocks').description).toMatch(/Dates shifted by \+174 months/);
    expect(byName(moved, 'seattle_weather').rowCount).toBe(1461);
  });

  it('rebuilds a table whose marker has another loader version', async () => {
    await query(path, `UPDATE ${EXAMPLES_MARKER_TABLE} SET version = 0 WHERE table_name = 'cars'`);
    const logs: string[] = [];
    await loadExamples({ path, now: september, only, log: (m) => logs.push(m) });
    expect(logs.filter((m) => m.includes('built'))).toEqual([expect.stringContaining('built cars')]);
  });

  it('leaves no marker behind when a build fails', async () => {
    const broken = join(dir, 'broken.duckdb');
    await expect(loadExamples({ path: broken, only: ['stocks'], dataDir: join(dir, 'nope') })).rejects.toThrow();
    expect((await markers(broken)).size).toBe(0);
  });

  it('rejects unknown table names', async () => {
    await expect(loadExamples({ path: join(dir, 'x.duckdb'), only: ['nope'] })).rejects.toThrow(/Unknown example/);
  });

  it('defines each table once: a second definition would build over the first and lose its columns', () => {
    expect(EXAMPLE_TABLE_NAMES.length).toBe(new Set(EXAMPLE_TABLE_NAMES).size);
  });
});

describe('computeShift', () => {
  const newest = { year: 2015, month: 12, day: 31 };

  it('keeps week shifts on or before now when that stays in the month', () => {
    const shift = computeShift('week', newest, new Date('2024-06-15T00:00:00Z'));
    expect(shift).toEqual({ unit: 'day', amount: 3087 });
  });

  it('moves a week forward early in the month rather than landing in the previous month', () => {
    const shift = computeShift('week', newest, new Date('2024-09-03T00:00:00Z'));
    const landed = new Date(Date.UTC(2015, 11, 31) + (shift?.amount ?? 0) * 86_400_000);
    expect(landed.toISOString().slice(0, 7)).toBe('2024-09');
    expect((shift?.amount ?? 0) % 7).toBe(0);
  });

  it('uses whole years and no shift where asked', () => {
    expect(computeShift('year', newest, new Date('2024-06-15T00:00:00Z'))).toEqual({ unit: 'year', amount: 9 });
    expect(computeShift('none', newest, new Date())).toBeNull();
  });
});

describe('loadExamples (flights)', () => {
  it('loads all 3,000,000 flights with a real timestamp', async () => {
    const path = join(dir, 'flights.duckdb');
    const now = new Date('2024-06-15T12:00:00Z');
    const [flights] = await loadExamples({ path, now, only: ['flights'] });
    expect(flights?.rowCount).toBe(3_000_000);
    expect(flights?.columns.map((c) => [c.column_name, c.type])).toEqual([
      ['departure_time', 'TIMESTAMP'],
      ['delay', 'BIGINT'],
      ['distance', 'BIGINT'],
      ['origin', 'VARCHAR'],
      ['destination', 'VARCHAR'],
    ]);
    if (flights === undefined) throw new Error('no flights');
    expect(await newestMonth(path, flights)).toBe('2024-06');
  });
});
