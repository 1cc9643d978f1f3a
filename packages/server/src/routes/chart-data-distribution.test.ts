import { readFileSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAndRegisterExamples } from '../bootstrap.js';
import { withDuckDbFileReleased } from '../engines/duckdb-files.js';
import { signedInAdmin } from '../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../test-support/test-app.js';

/**
 * The distribution and correlation charts (and candlestick) against the example data: each
 * posts the query context its web plugin builds (the plugin's recorded example, so web and
 * server test the same request) and checks the numbers the chart shows against the same
 * aggregation run directly in DuckDB.
 */

type Row = Record<string, unknown>;
interface Example {
  form_data: Row;
  query_context: { datasource: { id: number; type: string }; queries: Row[] } & Row;
}
interface Answer {
  result: { data: Row[]; colnames: string[]; coltypes: number[]; rowcount: number }[];
}

const example = (folder: string, name: string): Example =>
  JSON.parse(
    readFileSync(new URL(`../../../web/src/charts/${folder}/fixtures/${name}.json`, import.meta.url), 'utf8'),
  ) as Example;

const TABLES = ['cars', 'seattle_weather', 'stocks', 'gapminder'];

describe('chart data of the distribution charts on the example data', () => {
  let t: TestApp;
  let admin: TestClient;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await startTestApp();
    await loadAndRegisterExamples(t.ctx, { only: TABLES });
    admin = await signedInAdmin(t);
    for (const row of await t.ctx.meta.db.selectFrom('datasets').select(['id', 'table_name']).execute())
      ids.set(row.table_name, row.id);
  }, 120_000);
  afterAll(async () => t?.close());

  /** Rows of a query run straight on the examples file, with the server's engine released meanwhile. */
  const direct = (sql: string): Promise<Row[]> =>
    withDuckDbFileReleased(t.ctx.config.examplesPath, async () => {
      const instance = await DuckDBInstance.create(t.ctx.config.examplesPath, { access_mode: 'READ_ONLY' });
      const conn = await instance.connect();
      try {
        return (await conn.runAndReadAll(sql)).getRowObjectsJS() as Row[];
      } finally {
        conn.closeSync();
        instance.closeSync();
      }
    });

  const chartData = async (table: string, { query_context: qc }: Example): Promise<Answer['result'][number]> => {
    const id = ids.get(table) ?? 0;
    const body = {
      ...qc,
      datasource: { id, type: 'table' },
      form_data: { ...(qc.form_data as Row), datasource: `${id}__table` },
    };
    const res = await admin.post<Answer>('/api/v1/chart/data', body);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    const [result] = res.body.result;
    if (result === undefined) throw new Error('no result');
    return result;
  };

  it('heatmap_v2: the metric per (x, y) cell and its rank', async () => {
    const result = await chartData('cars', example('heatmap', 'heatmap-example'));
    expect(result.colnames).toEqual(['origin', 'cylinders', 'avg_miles_per_gallon', 'rank']);
    const expected = await direct(
      `SELECT origin, cylinders, AVG(miles_per_gallon) AS v FROM cars GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(result.data.map((r) => [r['origin'], Number(r['cylinders'])])).toEqual(
      expected.map((r) => [r['origin'], Number(r['cylinders'])]),
    );
    result.data.forEach((r, i) => expect(r['avg_miles_per_gallon']).toBeCloseTo(Number(expected[i]?.['v']), 9));
    // The rank orders the cells as their values do (percentile ranks, 0..1].
    const byValue = [...result.data].sort(
      (a, b) => Number(a['avg_miles_per_gallon']) - Number(b['avg_miles_per_gallon']),
    );
    const ranks = byValue.map((r) => Number(r['rank']));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks.at(-1)).toBe(1);
  });
});
