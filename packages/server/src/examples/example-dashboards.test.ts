import { EXAMPLE_DASHBOARD_SLUGS, chartIdsInLayout, parseLayout, walkLayout } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAndRegisterExamples } from '../bootstrap.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';
import { EXAMPLE_DASHBOARDS } from './example-dashboards.js';

interface DashboardList {
  count: number;
  result: { id: number; slug: string | null; dashboard_title: string; published: boolean }[];
}

interface DashboardOne {
  result: { id: number; position_json: string | null; json_metadata: string | null; published: boolean };
}

interface ChartsOfDashboard {
  result: { id: number; slice_name: string; viz_type: string }[];
}

interface ChartOne {
  result: { id: number; query_context: string | null; params: string | null };
}

interface ChartData {
  result: { rowcount: number; data: unknown[]; error?: string | null }[];
}

/** Every table an example dashboard draws from. */
const TABLES = [
  'flights',
  'seattle_weather',
  'stocks',
  'sp500',
  'cars',
  'gapminder',
  'airports',
  'flight_routes',
  'us_states',
];

const IMPLEMENTED = [
  'big_number_total',
  'big_number',
  'pie',
  'table',
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
];

/** The component types a layout holds. */
const typesOf = (positionJson: string | null): Set<string> => {
  const types = new Set<string>();
  walkLayout(parseLayout(positionJson), (item) => {
    types.add(item.type);
  });
  return types;
};

describe('example dashboards', () => {
  let t: TestApp;
  let admin: TestClient;
  const slugs = EXAMPLE_DASHBOARDS.map((d) => d.slug);

  beforeAll(async () => {
    t = await startTestApp();
    await loadAndRegisterExamples(t.ctx, { only: TABLES });
    admin = await signedInAdmin(t);
  }, 120_000);
  afterAll(async () => t?.close());

  const listed = async (): Promise<DashboardList['result']> =>
    (await admin.get<DashboardList>('/api/v1/dashboard/?q=(page_size:100)')).body.result;

  it('creates Flights operations, Seattle weather, Markets, the Chart gallery and Maps and tables, published', async () => {
    const rows = await listed();
    expect(slugs).toEqual(['flights-operations', 'seattle-weather', 'markets', 'chart-gallery', 'maps-and-tables']);
    for (const slug of slugs) {
      const row = rows.find((r) => r.slug === slug);
      expect(row, slug).toBeDefined();
      expect(row?.published).toBe(true);
    }
    expect(rows.map((r) => r.dashboard_title)).toEqual(
      expect.arrayContaining(['Flights operations', 'Seattle weather', 'Markets']),
    );
  });

  it("answers the home page's Examples query: the example dashboards by slug (issue D 13)", async () => {
    expect(slugs).toEqual([...EXAMPLE_DASHBOARD_SLUGS]);
    const q = `(filters:!((col:slug,opr:in,value:!(${EXAMPLE_DASHBOARD_SLUGS.join(',')}))),page_size:10)`;
    const res = await admin.get<DashboardList>(`/api/v1/dashboard/?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(res.body.result.map((r) => r.slug).sort()).toEqual([...EXAMPLE_DASHBOARD_SLUGS].sort());
  });

  it.each(['flights-operations', 'seattle-weather', 'markets'])(
    '%s has tabs, markdown, headers, rows and columns around 8+ charts of implemented types',
    async (slug) => {
      const one = await admin.get<DashboardOne>(`/api/v1/dashboard/${slug}`);
      expect(one.status).toBe(200);
      const types = typesOf(one.body.result.position_json);
      for (const type of ['TABS', 'TAB', 'MARKDOWN', 'HEADER', 'ROW', 'COLUMN', 'CHART'])
        expect(types, type).toContain(type);
      const charts = await admin.get<ChartsOfDashboard>(`/api/v1/dashboard/${slug}/charts`);
      expect(charts.status).toBe(200);
      expect(charts.body.result.length).toBeGreaterThanOrEqual(8);
      const placed = chartIdsInLayout(parseLayout(one.body.result.position_json));
      expect([...placed].sort()).toEqual(charts.body.result.map((c) => c.id).sort());
      for (const chart of charts.body.result) expect(IMPLEMENTED).toContain(chart.viz_type);
    },
  );

  it("'Maps and tables' holds every type of issue 28, in two tabs; its deck_multi stacks two of its maps", async () => {
    const charts = await admin.get<ChartsOfDashboard>('/api/v1/dashboard/maps-and-tables/charts');
    expect(charts.status).toBe(200);
    expect(charts.body.result.map((c) => c.viz_type).sort()).toEqual(
      [
        'country_map',
        'deck_arc',
        'deck_contour',
        'deck_geojson',
        'deck_grid',
        'deck_heatmap',
        'deck_hex',
        'deck_multi',
        'deck_path',
        'deck_polygon',
        'deck_scatter',
        'deck_screengrid',
        'handlebars',
        'paired_ttest',
        'pivot_table_v2',
        'point_cluster_map',
        'time_table',
        'world_map',
      ].sort(),
    );
    const one = await admin.get<DashboardOne>('/api/v1/dashboard/maps-and-tables');
    expect(typesOf(one.body.result.position_json)).toContain('TABS');
    const byName = new Map(charts.body.result.map((c) => [c.slice_name, c.id] as const));
    const stack = charts.body.result.find((c) => c.viz_type === 'deck_multi');
    const params = JSON.parse((await admin.get<ChartOne>(`/api/v1/chart/${stack?.id}`)).body.result.params ?? '{}');
    expect(params.deck_slices).toEqual([byName.get('Airports'), byName.get('Routes from Atlanta')]);
  });

  it('answers every example chart saved query_context with data', async () => {
    const rows = await listed();
    const ids = rows.filter((r) => r.slug !== null && slugs.includes(r.slug)).map((r) => r.id);
    let checked = 0;
    for (const id of ids) {
      const charts = await admin.get<ChartsOfDashboard>(`/api/v1/dashboard/${id}/charts`);
      for (const { id: chartId, slice_name: name } of charts.body.result) {
        const chart = await admin.get<ChartOne>(`/api/v1/chart/${chartId}`);
        const queryContext = chart.body.result.query_context;
        expect(queryContext, name).not.toBeNull();
        const context = JSON.parse(queryContext ?? '{}') as { queries: unknown[]; form_data: { viz_type: string } };
        // deck_multi has no query of its own (Superset's neither): its layers are charts checked here too.
        if (context.form_data.viz_type === 'deck_multi') {
          expect(context.queries).toEqual([]);
          continue;
        }
        const res = await admin.post<ChartData>('/api/v1/chart/data', context);
        expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
        expect(res.body.result[0]?.rowcount, name).toBeGreaterThan(0);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(24 + 17);
  });

  it('does not duplicate dashboards or charts when the examples load again', async () => {
    const before = await listed();
    const chartsBefore = await admin.get<{ count: number }>('/api/v1/chart/?q=(page_size:1)');
    await loadAndRegisterExamples(t.ctx, { only: TABLES });
    const after = await listed();
    const chartsAfter = await admin.get<{ count: number }>('/api/v1/chart/?q=(page_size:1)');
    expect(after.map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
    expect(chartsAfter.body.count).toBe(chartsBefore.body.count);
  }, 120_000);
});
