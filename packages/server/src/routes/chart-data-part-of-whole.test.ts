import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChartFamily, rowsOf, type ImportedChartFamily } from '../../test-support/imported-chart-family.js';

const CHARTS = {
  treemap: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101001',
  sunburst: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101002',
  funnel: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101003',
  legacyTreemap: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101004',
  legacySunburst: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101005',
  gauge: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101006',
  radar: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101007',
  partition: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101008',
  rose: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101009',
  bullet: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101010',
} as const;

/** The same aggregations run on DuckDB itself, outside Tessera, spelling out what each chart's query means. */
const DIRECT = {
  treemap: `SELECT origin, cylinders, COUNT(*) FROM cars GROUP BY origin, cylinders
    ORDER BY COUNT(*) DESC, origin, cylinders LIMIT 100`,
  sunburst: 'SELECT origin, cylinders, COUNT(*), SUM(horsepower) FROM cars GROUP BY origin, cylinders',
  funnel: 'SELECT cylinders, COUNT(*) FROM cars GROUP BY cylinders ORDER BY COUNT(*) DESC LIMIT 10',
  gauge: 'SELECT origin, AVG(miles_per_gallon) FROM cars GROUP BY origin ORDER BY 2 DESC LIMIT 10',
  radar: `SELECT origin, AVG(miles_per_gallon), AVG(horsepower), AVG(acceleration) FROM cars
    GROUP BY origin ORDER BY 2 DESC LIMIT 10`,
  partition: 'SELECT origin, cylinders, COUNT(*), AVG(horsepower) FROM cars GROUP BY origin, cylinders',
  rose: `SELECT epoch_ms(date_trunc('month', date)), weather, COUNT(*) FROM seattle_weather
    GROUP BY 1, 2 ORDER BY 1, 2`,
  bullet: 'SELECT AVG(miles_per_gallon) FROM cars',
} as const;
const byKey = (rows: unknown[][]) =>
  [...rows].sort((a, b) => String(a.slice(0, 2)).localeCompare(String(b.slice(0, 2))));

/** Superset's export of a dashboard with one chart of each part-of-a-whole type, over the example data. */
describe("Superset's part-of-a-whole charts imported over the examples", () => {
  let family: ImportedChartFamily<keyof typeof DIRECT>;
  let direct: ImportedChartFamily<keyof typeof DIRECT>['direct'];

  beforeAll(async () => {
    family = await importChartFamily('superset-part-of-whole', ['cars', 'seattle_weather'], DIRECT);
    direct = family.direct;
  });
  afterAll(async () => family?.close());

  const chartOf = (uuid: string) => family.chartOf(uuid);
  const chartData = async (uuid: string): Promise<unknown[][]> => rowsOf((await family.answersOf(uuid))[0]);

  it('imports every chart onto one dashboard with cross-filters on', async () => {
    expect(await family.dashboardOf('part-of-a-whole')).toEqual({
      charts: Object.keys(CHARTS).length,
      crossFilters: true,
    });
  });

  it('treemap_v2: the count per origin and cylinders equals DuckDB, largest first', async () => {
    expect((await chartOf(CHARTS.treemap)).viz_type).toBe('treemap_v2');
    expect(await chartData(CHARTS.treemap)).toEqual(direct.treemap);
  });

  it('sunburst_v2: the primary and secondary metrics per path equal DuckDB', async () => {
    expect(byKey(await chartData(CHARTS.sunburst))).toEqual(byKey(direct.sunburst));
  });

  it('funnel: the count per cylinder count equals DuckDB, largest first', async () => {
    expect(await chartData(CHARTS.funnel)).toEqual(direct.funnel);
  });

  it('gauge_chart: the average MPG per origin equals DuckDB, one dial each', async () => {
    expect(await chartData(CHARTS.gauge)).toEqual(direct.gauge);
  });

  it('radar: the three averages per origin equal DuckDB', async () => {
    expect(await chartData(CHARTS.radar)).toEqual(direct.radar);
  });

  it('partition: the metrics per origin and cylinders equal DuckDB (the chart nests and sums them)', async () => {
    expect(byKey(await chartData(CHARTS.partition))).toEqual(byKey(direct.partition));
  });

  it('rose: one row per month, one column per weather, each the count DuckDB finds', async () => {
    const [answer] = await family.answersOf(CHARTS.rose);
    const weathers = [...new Set(direct.rose.map(([, weather]) => String(weather)))].sort();
    expect(answer?.colnames).toEqual(['date', ...weathers.map((w) => `count, ${w}`)]);
    const months = [...new Set(direct.rose.map(([month]) => Number(month)))];
    const want = months.map((month) => ({
      date: month,
      ...Object.fromEntries(
        weathers.map((w) => {
          const hit = direct.rose.find(([m, weather]) => Number(m) === month && weather === w);
          return [`count, ${w}`, hit === undefined ? null : hit[2]];
        }),
      ),
    }));
    expect(answer?.data).toEqual(want);
  });

  it('bullet: the one average equals DuckDB', async () => {
    expect(await chartData(CHARTS.bullet)).toEqual(direct.bullet);
  });

  it("stores Superset 1–3 treemap and sunburst charts as their successors, as Superset's migrations do", async () => {
    const treemap = await chartOf(CHARTS.legacyTreemap);
    expect(treemap.viz_type).toBe('treemap_v2');
    expect(JSON.parse(treemap.params ?? '{}')).toMatchObject({
      metric: 'avg_horsepower',
      sort_by_metric: true,
      groupby: ['origin'],
      adhoc_filters: [{ subject: 'year', operator: 'TEMPORAL_RANGE', comparator: 'No filter' }],
    });
    const sunburst = await chartOf(CHARTS.legacySunburst);
    expect(sunburst.viz_type).toBe('sunburst_v2');
    expect(JSON.parse(sunburst.params ?? '{}')).toMatchObject({ columns: ['origin', 'cylinders'], metric: 'count' });
  });
});
