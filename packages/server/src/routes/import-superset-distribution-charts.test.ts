import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAndRegisterExamples } from '../bootstrap.js';
import { withDuckDbFileReleased } from '../engines/duckdb-files.js';
import { postImport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import {
  DISTRIBUTION_BUNDLE_TABLES,
  DISTRIBUTION_DASHBOARD_SLUG,
  distributionBundleZip,
} from '../../test-support/superset-distribution-bundle.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface ChartRow {
  id: number;
  slice_name: string;
  viz_type: string;
}
interface ChartOne {
  result: { params: string; viz_type: string };
}
interface ChartData {
  result: { rowcount: number; colnames: string[] }[];
}

const MODERN: Record<string, [vizType: string, colnames: string[]]> = {
  'MPG by origin and cylinders': ['heatmap_v2', ['origin', 'cylinders', 'avg_miles_per_gallon', 'rank']],
  'Max temperature by weather': ['box_plot', ['weather', 'avg_temp_max__mean', 'avg_temp_max__median']],
  'Horsepower distribution': ['histogram_v2', ['origin', '46.0 - 64.4']],
  'Fertility and life expectancy': [
    'bubble_v2',
    ['country', 'cluster', 'avg_fertility', 'avg_life_expectancy', 'MAX(population)'],
  ],
  'AAPL quarterly candles': ['candlestick', ['date', 'Open', 'max_price', 'min_price', 'Close']],
};

/**
 * A Superset 5/6 export of the distribution charts and three legacy charts that migrate, over a
 * copy of the example tables, so every saved query runs.
 */
describe('a Superset export of the distribution charts and their legacy types', () => {
  let t: TestApp;
  let admin: TestClient;
  let dir: string;
  let charts: ChartRow[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-distribution-bundle-'));
    t = await startTestApp();
    await loadAndRegisterExamples(t.ctx, { only: DISTRIBUTION_BUNDLE_TABLES });
    const copy = join(dir, 'distribution-examples.duckdb');
    await withDuckDbFileReleased(t.ctx.config.examplesPath, async () => copyFileSync(t.ctx.config.examplesPath, copy));
    admin = await signedInAdmin(t);
    const res = await postImport(
      t,
      await tokenFor(t, ADMIN.username, ADMIN.password),
      'dashboard',
      distributionBundleZip(copy),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const dashboard = await admin.get<{ result: { id: number } }>(`/api/v1/dashboard/${DISTRIBUTION_DASHBOARD_SLUG}`);
    expect(dashboard.status).toBe(200);
    const list = await admin.get<{ result: ChartRow[] }>(`/api/v1/dashboard/${dashboard.body.result.id}/charts`);
    charts = list.body.result;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const paramsOf = async (name: string): Promise<Record<string, unknown>> => {
    const id = charts.find((c) => c.slice_name === name)?.id;
    const chart = await admin.get<ChartOne>(`/api/v1/chart/${id}`);
    return JSON.parse(chart.body.result.params) as Record<string, unknown>;
  };

  it('imports every chart onto the dashboard, the legacy ones as their successors', () => {
    expect(charts.map((c) => [c.slice_name, c.viz_type]).sort()).toEqual(
      [
        ...Object.entries(MODERN).map(([name, [viz]]) => [name, viz]),
        ['Cars by origin and cylinders (legacy)', 'heatmap_v2'],
        ['Car weights (legacy)', 'histogram_v2'],
        ['Countries (legacy bubble)', 'bubble_v2'],
      ].sort(),
    );
  });

  it('runs the saved query of each chart against the imported database', async () => {
    for (const [name, [, colnames]] of Object.entries(MODERN)) {
      const id = charts.find((c) => c.slice_name === name)?.id;
      const res = await admin.get<ChartData>(`/api/v1/chart/${id}/data/`);
      expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
      const [result] = res.body.result;
      expect(result?.rowcount, name).toBeGreaterThan(0);
      expect(result?.colnames, name).toEqual(expect.arrayContaining(colnames));
    }
  });

  it("migrates the legacy heatmap's axes, bounds and percentage keys", async () => {
    const params = await paramsOf('Cars by origin and cylinders (legacy)');
    expect(params).toMatchObject({
      viz_type: 'heatmap_v2',
      x_axis: 'origin',
      groupby: 'cylinders',
      value_bounds: [null, null],
      show_percentage: true,
      legend_type: 'continuous',
    });
    expect(params).not.toHaveProperty('all_columns_x');
    expect(params).not.toHaveProperty('canvas_image_rendering');
  });

  it("migrates the legacy histogram's column, bins and titles", async () => {
    expect(await paramsOf('Car weights (legacy)')).toMatchObject({
      viz_type: 'histogram_v2',
      column: 'weight_lbs',
      bins: 10,
      groupby: ['origin'],
      x_axis_title: 'Weight (lbs)',
      y_axis_title: 'Cars',
      normalize: false,
    });
  });

  it("migrates the legacy bubble's log axis, tick layout and limit", async () => {
    expect(await paramsOf('Countries (legacy bubble)')).toMatchObject({
      viz_type: 'bubble_v2',
      logXAxis: true,
      logYAxis: false,
      xAxisLabelRotation: 45,
      x_axis_title_margin: 30,
      row_limit: 100,
      xAxisFormat: '.3s',
      truncateYAxis: true,
    });
  });
});
