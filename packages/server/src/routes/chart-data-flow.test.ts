import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importChartFamily,
  rowsOf,
  sortedRows,
  type ImportedChartFamily,
} from '../../test-support/imported-chart-family.js';

const CHARTS = {
  sankey: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202001',
  legacySankey: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202002',
  graph: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202003',
  tree: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202004',
  chord: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202005',
  para: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202006',
  wordCloud: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202007',
} as const;

/** The same aggregations run on DuckDB itself, outside Tessera, spelling out what each chart's query means. */
const DIRECT = {
  sankey: `SELECT origin, cylinders, COUNT(*) FROM cars GROUP BY origin, cylinders
    ORDER BY COUNT(*) DESC, origin, cylinders LIMIT 100`,
  graph: 'SELECT origin, cylinders, COUNT(*) FROM cars GROUP BY origin, cylinders ORDER BY 3 DESC LIMIT 100',
  tree: `SELECT id, parent, name, COUNT(*) FROM (
      SELECT 'all' AS id, NULL AS parent, 'All cars' AS name FROM cars
      UNION ALL SELECT origin, 'all', origin FROM cars
      UNION ALL SELECT origin || '/' || cylinders, origin, cylinders || ' cylinders' FROM cars
    ) GROUP BY id, parent, name`,
  chord: 'SELECT origin, cylinders, COUNT(*) FROM cars GROUP BY origin, cylinders ORDER BY 3 DESC LIMIT 50',
  // Every model: the chart keeps the 50 most powerful, and which of the models tied at the cut is open.
  para: `SELECT name, AVG(miles_per_gallon), AVG(horsepower), AVG(weight_lbs), AVG(acceleration) FROM cars
    GROUP BY name ORDER BY AVG(horsepower) DESC`,
  wordCloud: 'SELECT name, AVG(horsepower) FROM cars GROUP BY name ORDER BY 2 DESC, 1 LIMIT 100',
} as const;

/** Superset's export of a dashboard with one chart of each flow and relation type, over the example data. */
describe("Superset's flow, relation and text charts imported over the examples", () => {
  let family: ImportedChartFamily<keyof typeof DIRECT>;
  let direct: ImportedChartFamily<keyof typeof DIRECT>['direct'];

  beforeAll(async () => {
    family = await importChartFamily('superset-flow', ['cars'], DIRECT);
    direct = family.direct;
  });
  afterAll(async () => family?.close());

  const chartOf = (uuid: string) => family.chartOf(uuid);
  const chartData = async (uuid: string): Promise<unknown[][]> => rowsOf((await family.answersOf(uuid))[0]);

  it('imports every chart onto one dashboard with cross-filters on', async () => {
    expect(await family.dashboardOf('flow-and-relations')).toEqual({
      charts: Object.keys(CHARTS).length,
      crossFilters: true,
    });
  });

  it('sankey_v2: the count per origin and cylinders equals DuckDB, largest link first', async () => {
    expect((await chartOf(CHARTS.sankey)).viz_type).toBe('sankey_v2');
    expect(await chartData(CHARTS.sankey)).toEqual(direct.sankey);
  });

  it("stores a Superset 1–3 sankey as sankey_v2, its two group-bys as source and target (Superset's MigrateSankey)", async () => {
    const legacy = await chartOf(CHARTS.legacySankey);
    expect(legacy.viz_type).toBe('sankey_v2');
    expect(JSON.parse(legacy.params ?? '{}')).toMatchObject({ source: 'origin', target: 'cylinders', metric: 'count' });
  });

  it('graph_chart: the count per edge equals DuckDB', async () => {
    expect(sortedRows(await chartData(CHARTS.graph))).toEqual(sortedRows(direct.graph));
  });

  it('tree_chart: the count per node of the virtual dataset equals DuckDB', async () => {
    expect((await chartOf(CHARTS.tree)).viz_type).toBe('tree_chart');
    expect(sortedRows(await chartData(CHARTS.tree))).toEqual(sortedRows(direct.tree));
  });

  it('chord: the count per source and target equals DuckDB, largest first', async () => {
    expect(sortedRows(await chartData(CHARTS.chord))).toEqual(sortedRows(direct.chord));
  });

  it('para: the four averages of the 50 most powerful models equal DuckDB, by horsepower descending', async () => {
    const rows = await chartData(CHARTS.para);
    expect(rows.map((r) => r[2])).toEqual(direct.para.slice(0, 50).map((r) => r[2]));
    const all = new Set(direct.para.map((r) => JSON.stringify(r)));
    expect(rows.filter((r) => !all.has(JSON.stringify(r)))).toEqual([]);
  });

  it('word_cloud: the average horsepower per model equals DuckDB, largest first then by name', async () => {
    expect(await chartData(CHARTS.wordCloud)).toEqual(direct.wordCloud);
  });
});
