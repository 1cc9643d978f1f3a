import { DuckDBInstance } from '@duckdb/node-api';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_TABLE, eventsSql, registerEventsDataset } from '../../test-support/events-sample.js';
import { type SampleDatabase, addSampleDatabase, serverSampleEngines } from '../../test-support/sample-databases.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Answer {
  result: { data: Record<string, unknown>[]; coltypes: number[] }[];
  message?: string;
}

/** 2019 to 2025 every 23 days, at varying hours: the instants every column of the sample holds. */
const instants = Array.from(
  { length: 110 },
  (_, i) => new Date(Date.UTC(2019, 0, 1) + i * 23 * 86_400_000 + ((i * 5) % 24) * 3_600_000),
);

/** SQL run on the engine itself, outside Tessera, spelling out what each chart query means. */
const DIRECT = {
  // '%Y' as Superset compares it: the bounds written as years (2020-06-01 is '2020').
  years: `SELECT year_num, COUNT(*), SUM(amount) FROM ${EVENTS_TABLE}
    WHERE year_num >= 2020 AND year_num < 2023 GROUP BY year_num ORDER BY year_num`,
  months: `SELECT SUBSTR(day_text, 1, 7), COUNT(*), SUM(amount) FROM ${EVENTS_TABLE}
    WHERE day_text >= '2021-03-10' AND day_text < '2022-02-20' GROUP BY SUBSTR(day_text, 1, 7) ORDER BY 1`,
  // Epoch seconds of 2021-07-01 and 2024-01-01; the day-first text grouped by the year it holds.
  epochs: `SELECT EXTRACT(YEAR FROM ts), COUNT(*), SUM(amount) FROM ${EVENTS_TABLE}
    WHERE epoch_s >= 1625097600 AND epoch_s < 1704067200 GROUP BY EXTRACT(YEAR FROM ts) ORDER BY 1`,
} as const;
type Direct = Record<keyof typeof DIRECT, unknown[][]>;

const runDirect = async (sample: SampleDatabase): Promise<Direct> => {
  const queries = Object.entries(DIRECT) as [keyof typeof DIRECT, string][];
  const out: Partial<Direct> = {};
  if (sample.engine === 'duckdb') {
    const instance = await DuckDBInstance.create(sample.uri.replace('duckdb:///', ''));
    const conn = await instance.connect();
    for (const [k, sql] of queries) out[k] = (await conn.runAndReadAll(sql)).getRowsJS();
    conn.closeSync();
    instance.closeSync();
  } else if (sample.engine === 'postgresql') {
    const client = new pg.Client({ connectionString: sample.uri.replace(/^postgresql:/, 'postgres:') });
    await client.connect();
    for (const [k, sql] of queries) out[k] = (await client.query({ text: sql, rowMode: 'array' })).rows;
    await client.end();
  } else {
    const conn = await mysql.createConnection({ uri: sample.uri });
    for (const [k, sql] of queries) out[k] = (await conn.query({ sql, rowsAsArray: true }))[0] as unknown[][];
    await conn.end();
  }
  return out as Direct;
};

/** Direct rows as chart data rows: the first value turned into the instant the time axis shows. */
const asChartRows = (rows: unknown[][], axis: string, instant: (v: unknown) => number) =>
  rows.map(([key, count, total]) => ({ [axis]: instant(key), count: Number(count), total: Number(total) }));

const engines = await serverSampleEngines();

describe.each(engines)('time columns stored as text or numbers on %s', (_engine, make, available) => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;
  let direct: Direct;

  beforeAll(async () => {
    if (!available) return;
    sample = await make(eventsSql(instants));
    // Before Tessera opens the database: a DuckDB file takes one writer at a time.
    direct = await runDirect(sample);
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const dbId = await addSampleDatabase(admin, 'ev', sample.uri);
    datasetId = await registerEventsDataset(t.ctx.meta.db, dbId, sample.schema);
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  /** A time-series query: the column as the x-axis at a grain, filtered by a range on `rangeCol`. */
  const series = (col: string, grain: string, rangeCol: string, range: string) => {
    const axis = { label: col, sqlExpression: col, columnType: 'BASE_AXIS', timeGrain: grain, expressionType: 'SQL' };
    return admin.post<Answer>('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: [axis],
          metrics: ['count', 'total'],
          filters: [{ col: rangeCol, op: 'TEMPORAL_RANGE', val: range }],
          orderby: [[axis, true]],
        },
      ],
    });
  };

  it.runIf(available)('an integer year column (%Y) plots at its years, not near 1970', async () => {
    const res = await series('year_num', 'P1Y', 'year_num', '2020-06-01 : 2023-06-01');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result[0]?.coltypes).toEqual([2, 0, 0]);
    const want = asChartRows(direct.years, 'year_num', (y) => Date.UTC(Number(y), 0, 1));
    expect(want.map((r) => new Date(r['year_num'] as number).getUTCFullYear())).toEqual([2020, 2021, 2022]);
    expect(res.body.result[0]?.data.map((r) => ({ ...r, total: Number(r['total']) }))).toEqual(want);
  });

  it.runIf(available)('a text date column (%Y-%m-%d) buckets by month and filters in its own format', async () => {
    const res = await series('day_text', 'P1M', 'day_text', '2021-03-10 : 2022-02-20');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const want = asChartRows(direct.months, 'day_text', (m) => Date.parse(`${String(m)}-01T00:00:00Z`));
    expect(want.length).toBeGreaterThan(8);
    expect(res.body.result[0]?.data.map((r) => ({ ...r, total: Number(r['total']) }))).toEqual(want);
  });

  it.runIf(available)('day-first text on the axis, filtered by an epoch-seconds column', async () => {
    const res = await series('eu_text', 'P1Y', 'epoch_s', '2021-07-01 : 2024-01-01');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const want = asChartRows(direct.epochs, 'eu_text', (y) => Date.UTC(Number(y), 0, 1));
    expect(want.length).toBe(3);
    expect(res.body.result[0]?.data.map((r) => ({ ...r, total: Number(r['total']) }))).toEqual(want);
  });
});
