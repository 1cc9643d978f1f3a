import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExamples } from '../examples/load-examples.js';
import { postImport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { zipFixtureBundle } from '../../test-support/fixture-bundle.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

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
type Direct = Record<keyof typeof DIRECT, unknown[][]>;

const runDirect = async (path: string): Promise<Direct> => {
  const instance = await DuckDBInstance.create(path);
  const conn = await instance.connect();
  const out: Partial<Direct> = {};
  for (const [name, sql] of Object.entries(DIRECT) as [keyof typeof DIRECT, string][]) {
    out[name] = (await conn.runAndReadAll(sql))
      .getRowsJS()
      .map((row) => row.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
  }
  conn.closeSync();
  instance.closeSync();
  return out as Direct;
};

interface DataAnswer {
  result: { status: string; colnames: string[]; data: Record<string, unknown>[] }[];
}

/** Rows as value lists in the answer's column order; numbers as numbers. */
const rowsOf = (answer: DataAnswer): unknown[][] => {
  const [first] = answer.result;
  return (first?.data ?? []).map((row) => (first?.colnames ?? []).map((c) => row[c]));
};

/** Rows in a fixed order for answers whose order the query leaves open (ties, no ORDER BY). */
const sorted = (rows: unknown[][]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Superset's export of a dashboard with one chart of each flow and relation type, over the example data. */
describe("Superset's flow, relation and text charts imported over the examples", () => {
  let t: TestApp;
  let admin: TestClient;
  let dir: string;
  let direct: Direct;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-flow-'));
    const path = join(dir, 'examples.duckdb');
    await loadExamples({ path, only: ['cars'] });
    // Before Tessera opens the file: a DuckDB file takes one writer at a time.
    direct = await runDirect(path);
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const res = await postImport(
      t,
      await tokenFor(t, ADMIN.username, ADMIN.password),
      'dashboard',
      zipFixtureBundle('superset-flow', path),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const chartOf = (uuid: string) =>
    t.ctx.meta.db.selectFrom('charts').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();

  /** The chart's data as a dashboard asks for it: its saved query context, retargeted on import. */
  const chartData = async (uuid: string): Promise<unknown[][]> => {
    const res = await admin.get<DataAnswer>(`/api/v1/chart/${(await chartOf(uuid)).id}/data/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return rowsOf(res.body);
  };

  it('imports every chart onto one dashboard with cross-filters on', async () => {
    const dashboard = await t.ctx.meta.db
      .selectFrom('dashboards')
      .select(['id', 'json_metadata'])
      .where('slug', '=', 'flow-and-relations')
      .executeTakeFirstOrThrow();
    const links = await t.ctx.meta.db
      .selectFrom('dashboard_charts')
      .select('chart_id')
      .where('dashboard_id', '=', dashboard.id)
      .execute();
    expect(links).toHaveLength(Object.keys(CHARTS).length);
    expect(JSON.parse(dashboard.json_metadata ?? '{}')).toMatchObject({ cross_filters_enabled: true });
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
    expect(sorted(await chartData(CHARTS.graph))).toEqual(sorted(direct.graph));
  });

  it('tree_chart: the count per node of the virtual dataset equals DuckDB', async () => {
    expect((await chartOf(CHARTS.tree)).viz_type).toBe('tree_chart');
    expect(sorted(await chartData(CHARTS.tree))).toEqual(sorted(direct.tree));
  });

  it('chord: the count per source and target equals DuckDB, largest first', async () => {
    expect(sorted(await chartData(CHARTS.chord))).toEqual(sorted(direct.chord));
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
