import { readFileSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAndRegisterExamples } from '../bootstrap.js';
import { withDuckDbFileReleased } from '../engines/duckdb-files.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

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
    readFileSync(new URL(`../../../web/test-support/charts/${folder}/${name}.json`, import.meta.url), 'utf8'),
  ) as Example;

const TABLES = ['cars', 'seattle_weather', 'stocks', 'gapminder'];

/** numpy's percentile with 'midpoint' interpolation over sorted values (Superset's boxplot quartiles). */
const midpoint = (sorted: readonly number[], p: number): number => {
  const pos = p * (sorted.length - 1);
  return ((sorted[Math.floor(pos)] ?? Number.NaN) + (sorted[Math.ceil(pos)] ?? Number.NaN)) / 2;
};

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

  it('box_plot: quartiles, Tukey whiskers and outliers of the daily values per weather', async () => {
    const result = await chartData('seattle_weather', example('box-plot', 'box-plot-example'));
    const lists = await direct(
      `SELECT weather, list(v ORDER BY v) AS vs FROM (SELECT date, weather, AVG(temp_max) AS v FROM seattle_weather GROUP BY 1, 2) GROUP BY 1 ORDER BY 1`,
    );
    expect(result.data.map((r) => r['weather'])).toEqual(lists.map((r) => r['weather']));
    lists.forEach((list, i) => {
      const vs = (list['vs'] as number[]).map(Number);
      const row = result.data[i] ?? {};
      const [q1, q3] = [midpoint(vs, 0.25), midpoint(vs, 0.75)];
      const inside = vs.filter((v) => v >= q1 - 1.5 * (q3 - q1) && v <= q3 + 1.5 * (q3 - q1));
      const stat = (name: string) => Number(row[`avg_temp_max__${name}`]);
      expect(stat('count')).toBe(vs.length);
      expect(stat('mean')).toBeCloseTo(vs.reduce((a, b) => a + b, 0) / vs.length, 9);
      expect(stat('median')).toBeCloseTo(midpoint(vs, 0.5), 9);
      expect([stat('q1'), stat('q3')]).toEqual([q1, q3]);
      expect([stat('min'), stat('max')]).toEqual([Math.min(...inside), Math.max(...inside)]);
      const outliers = (row['avg_temp_max__outliers'] as number[]).map(Number).sort((a, b) => a - b);
      expect(outliers).toEqual(vs.filter((v) => !inside.includes(v)));
    });
  });

  it('histogram_v2: counts per origin in equal-width bins over the whole column', async () => {
    const result = await chartData('cars', example('histogram', 'histogram-example'));
    const [bounds] = await direct(`SELECT min(horsepower) AS lo, max(horsepower) AS hi FROM cars`);
    const [lo, hi] = [Number(bounds?.['lo']), Number(bounds?.['hi'])];
    const width = (hi - lo) / 10;
    const counts = await direct(
      `SELECT origin, least(CAST(floor((horsepower - ${lo}) / ${width}) AS INTEGER), 9) AS bin, count(*) AS n
       FROM cars WHERE horsepower IS NOT NULL GROUP BY 1, 2`,
    );
    expect(result.colnames.slice(1)).toHaveLength(10);
    expect(result.colnames[1]).toBe(`${lo.toFixed(1)} - ${(lo + width).toFixed(1)}`);
    expect(result.data.map((r) => r['origin'])).toEqual(['Europe', 'Japan', 'USA']);
    for (const row of result.data) {
      const expected = Array.from({ length: 10 }, (_, bin) =>
        Number(counts.find((c) => c['origin'] === row['origin'] && Number(c['bin']) === bin)?.['n'] ?? 0),
      );
      expect(result.colnames.slice(1).map((c) => row[c])).toEqual(expected);
    }
  });

  it('bubble_v2: x, y and size per country and cluster', async () => {
    const result = await chartData('gapminder', example('bubble', 'bubble-example'));
    expect(result.colnames).toEqual(['country', 'cluster', 'avg_fertility', 'avg_life_expectancy', 'MAX(population)']);
    const expected = await direct(
      `SELECT country, cluster, AVG(fertility) AS x, AVG(life_expectancy) AS y, MAX(population) AS size
       FROM gapminder GROUP BY 1, 2`,
    );
    expect(result.rowcount).toBe(expected.length);
    const byCountry = new Map(expected.map((e) => [e['country'], e]));
    for (const r of result.data) {
      const e = byCountry.get(r['country']) ?? {};
      expect(Number(r['cluster'])).toBe(Number(e['cluster']));
      expect(r['avg_fertility']).toBeCloseTo(Number(e['x']), 9);
      expect(r['avg_life_expectancy']).toBeCloseTo(Number(e['y']), 9);
      expect(Number(r['MAX(population)'])).toBe(Number(e['size']));
    }
    // Ordered by x, largest first (the 'Sort query by' default).
    const xs = result.data.map((r) => Number(r['avg_fertility']));
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
  });

  it('candlestick: open, high, low and close of AAPL per quarter, oldest first', async () => {
    const result = await chartData('stocks', example('candlestick', 'candlestick-example'));
    expect(result.colnames).toEqual(['date', 'Open', 'max_price', 'min_price', 'Close']);
    const expected = await direct(
      `SELECT epoch_ms(date_trunc('quarter', date)) AS q, arg_min(price, date) AS o, max(price) AS h,
       min(price) AS l, arg_max(price, date) AS c FROM stocks WHERE symbol = 'AAPL' GROUP BY 1 ORDER BY 1`,
    );
    expect(result.data.map((r) => [r['date'], r['Open'], r['max_price'], r['min_price'], r['Close']])).toEqual(
      expected.map((e) => [Number(e['q']), e['o'], e['h'], e['l'], e['c']]),
    );
  });
});
