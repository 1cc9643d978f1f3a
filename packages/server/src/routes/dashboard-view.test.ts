import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postChart, startChartApp, type ChartApp } from '../../test-support/chart-fixtures.js';
import { startTestApp } from '../../test-support/test-app.js';

interface DatasetsAnswer {
  result: {
    id: number;
    uid: string;
    table_name: string;
    datasource_name: string;
    column_formats: Record<string, string>;
    columns: { column_name: string }[];
    metrics: { metric_name: string }[];
    column_names: string[];
    column_types: (number | null)[];
    verbose_map: Record<string, string>;
    main_dttm_col: string | null;
    time_grain_sqla: [string, string][];
    granularity_sqla: [string, string][];
    database: { id: number; backend: string; name: string };
  }[];
}
interface Permalink {
  key: string;
  url: string;
  dashboardId: string;
  state: Record<string, unknown>;
  message: string;
  errors?: { extra?: { field?: string } }[];
}

const layout = (chartIds: number[]): string =>
  JSON.stringify(
    Object.fromEntries(
      chartIds.map((id) => [`CHART-${id}`, { id: `CHART-${id}`, type: 'CHART', meta: { chartId: id } }]),
    ),
  );

describe('dashboard view API: datasets, permalinks and Superset page paths', () => {
  let app: ChartApp;
  let mixed: number;
  let carsOnly: number;

  beforeAll(async () => {
    app = await startChartApp();
    const flights = await postChart(app.admin, { slice_name: 'Flights', datasource_id: app.flightsId });
    const cars = await postChart(app.admin, { slice_name: 'Cars', datasource_id: app.carsId });
    const post = async (body: Record<string, unknown>) =>
      (await app.admin.post<{ id: number }>('/api/v1/dashboard/', { published: true, ...body })).body.id;
    mixed = await post({ dashboard_title: 'Mixed', slug: 'mixed', position_json: layout([flights, cars]) });
    carsOnly = await post({ dashboard_title: 'Cars only', position_json: layout([cars]) });
  });
  afterAll(async () => app?.close());

  it("lists the datasets of the dashboard's charts in Superset's DashboardDatasetSchema shape", async () => {
    const res = await app.admin.get<DatasetsAnswer>('/api/v1/dashboard/mixed/datasets');
    expect(res.status).toBe(200);
    expect(res.body.result.map((d) => d.table_name)).toEqual(['flights', 'cars']);
    const [flights] = res.body.result;
    expect(flights).toMatchObject({
      id: app.flightsId,
      uid: `${app.flightsId}__table`,
      datasource_name: 'flights',
      database: { backend: 'duckdb', name: expect.any(String) },
    });
    expect(flights?.columns.length).toBeGreaterThan(0);
    expect(flights?.column_names).toEqual(flights?.columns.map((c) => c.column_name));
    expect(flights?.column_types).toHaveLength(flights?.columns.length ?? -1);
    expect(flights?.metrics.map((m) => m.metric_name)).toContain('count');
    expect(flights?.verbose_map).toMatchObject({ __timestamp: 'Time' });
    expect(flights?.time_grain_sqla.length).toBeGreaterThan(0);
    expect((await app.admin.get(`/api/v1/dashboard/${mixed}/datasets`)).status).toBe(200);
  });

  it('leaves out the datasets a Gamma caller may not read, and hides dashboards it cannot see', async () => {
    const res = await app.gamma.get<DatasetsAnswer>('/api/v1/dashboard/mixed/datasets');
    expect(res.status).toBe(200);
    expect(res.body.result.map((d) => d.id)).toEqual([app.flightsId]);
    expect(JSON.stringify(res.body)).not.toContain('"cars"');
    expect((await app.gamma.get(`/api/v1/dashboard/${carsOnly}/datasets`)).status).toBe(404);
    expect((await app.admin.get('/api/v1/dashboard/no-such-board/datasets')).status).toBe(404);
  });

  it('stores a permalink and gives its state back to anyone who may see the dashboard', async () => {
    const state = {
      urlParams: [['standalone', '1']],
      dataMask: { 'NATIVE_FILTER-1': { extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SEA'] }] } } },
      activeTabs: ['TAB-a', 'TAB-b'],
      anchor: 'CHART-7',
    };
    const created = await app.admin.post<Permalink>('/api/v1/dashboard/mixed/permalink', state);
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(`/tessera/dashboard/p/${created.body.key}/`);
    const read = await app.gamma.get<Permalink>(`/api/v1/dashboard/permalink/${created.body.key}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ dashboardId: String(mixed), state });

    const hidden = await app.admin.post<Permalink>(`/api/v1/dashboard/${carsOnly}/permalink`, {});
    expect(hidden.status).toBe(201);
    expect((await app.gamma.get(`/api/v1/dashboard/permalink/${hidden.body.key}`)).status).toBe(404);
    expect((await app.gamma.post(`/api/v1/dashboard/${carsOnly}/permalink`, {})).status).toBe(404);
    expect((await app.gamma.get('/api/v1/dashboard/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await app.gamma.get('/api/v1/dashboard/permalink/not-a-key')).status).toBe(404);

    const bad = await app.admin.post<Permalink>('/api/v1/dashboard/mixed/permalink', { activeTabs: 'TAB-a' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.extra?.field).toBe('activeTabs');
  });

  it('keeps dashboard and explore permalinks apart', async () => {
    const explore = await app.admin.post<Permalink>('/api/v1/explore/permalink', {
      formData: { datasource: `${app.flightsId}__table`, viz_type: 'table' },
    });
    expect(explore.status).toBe(201);
    expect((await app.admin.get(`/api/v1/dashboard/permalink/${explore.body.key}`)).status).toBe(404);
  });

  it("redirects Superset's dashboard page paths to Tessera's, keeping the query string", async () => {
    const page = await app.gamma.get('/superset/dashboard/mixed/?standalone=2&native_filters_key=abc');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/tessera/dashboard/mixed/?standalone=2&native_filters_key=abc');
    const link = await app.gamma.get('/superset/dashboard/p/AbCd_123/');
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe('/tessera/dashboard/p/AbCd_123/');
  });
});

describe('the SPA answers the dashboard pages', () => {
  it('serves index.html for dashboard and permalink paths, JSON 404 under /api', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const t = await startTestApp({ env: { TESSERA_WEB_DIST: dist } });
    try {
      for (const path of ['/tessera/dashboard/mixed/?standalone=1', '/tessera/dashboard/p/AbCd_123/']) {
        const res = await fetch(`${t.url}${path}`);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toContain('<div id="root">');
      }
      expect((await fetch(`${t.url}/api/v1/dashboard/p/x/y`)).status).toBe(404);
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
