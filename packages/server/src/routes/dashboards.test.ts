import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../test-support/services.js';
import { postChart, q, startChartApp, type ChartApp } from '../../test-support/chart-fixtures.js';
import type { TestClient } from '../../test-support/test-app.js';

interface DashAnswer {
  id: number;
  result: Record<string, unknown> & { owners: { id: number }[] | number[]; charts?: string[] };
  message: string;
  errors?: { extra?: { field?: string } }[];
}
interface DashList {
  result: (Record<string, unknown> & { id: number; dashboard_title: string })[];
  count: number;
  ids: number[];
  message: string;
  errors?: { extra?: { field?: string } }[];
}

const layout = (chartIds: number[]): string =>
  JSON.stringify(
    Object.fromEntries(
      chartIds.map((id) => [`CHART-${id}`, { id: `CHART-${id}`, type: 'CHART', meta: { chartId: id } }]),
    ),
  );

const postDashboard = async (client: TestClient, body: Record<string, unknown>): Promise<number> => {
  const res = await client.post<DashAnswer>('/api/v1/dashboard/', body);
  if (res.status !== 201) throw new Error(`dashboard: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
};

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: dashboards API',
  (store, available) => {
    let app: ChartApp;
    let flightsChart: number;
    let carsChart: number;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      if (!available) return;
      app = await startChartApp(store);
      flightsChart = await postChart(app.admin, { slice_name: 'Flights', datasource_id: app.flightsId });
      carsChart = await postChart(app.admin, { slice_name: 'Cars', datasource_id: app.carsId });
      ids.flights = await postDashboard(app.admin, {
        dashboard_title: 'Flights board',
        slug: 'flights',
        published: true,
        position_json: layout([flightsChart]),
        certified_by: 'Data team',
      });
      ids.cars = await postDashboard(app.admin, {
        dashboard_title: 'Cars board',
        published: true,
        position_json: layout([carsChart]),
      });
      ids.mixed = await postDashboard(app.admin, {
        dashboard_title: 'Mixed board',
        published: true,
        position_json: layout([flightsChart, carsChart]),
      });
      ids.draft = await postDashboard(app.admin, {
        dashboard_title: 'Draft flights',
        position_json: layout([flightsChart]),
      });
      ids.empty = await postDashboard(app.admin, { dashboard_title: 'Empty board', published: true });
      ids.gamma = await postDashboard(app.gamma, { dashboard_title: 'Gamma own draft' });
    });
    afterAll(async () => app?.close());

    it.runIf(available)('creates with the caller as owner and shows by id or slug with Superset fields', async () => {
      const show = await app.admin.get<DashAnswer>('/api/v1/dashboard/flights');
      expect(show.status).toBe(200);
      expect(show.body.result).toMatchObject({
        id: ids.flights,
        dashboard_title: 'Flights board',
        slug: 'flights',
        url: '/tessera/dashboard/flights/',
        published: true,
        status: 'published',
        certified_by: 'Data team',
        thumbnail_url: null,
        owners: [{ id: app.adminId }],
        charts: ['Flights'],
        changed_on_delta_humanized: expect.any(String),
      });
      const byId = await app.admin.get<DashAnswer>(`/api/v1/dashboard/${ids.cars}`);
      expect(byId.body.result).toMatchObject({ url: `/tessera/dashboard/${ids.cars}/`, status: 'published' });
      const charts = await app.admin.get<{ result: { id: number; form_data: Record<string, unknown> }[] }>(
        `/api/v1/dashboard/${ids.mixed}/charts`,
      );
      expect(charts.body.result.map((c) => c.id)).toEqual([flightsChart, carsChart]);
      // Superset's Slice.form_data: params saved as '{}' still name the chart's own datasource and type.
      expect(charts.body.result[0]?.form_data).toMatchObject({
        slice_id: flightsChart,
        viz_type: 'table',
        datasource: `${app.flightsId}__table`,
      });
      expect((await app.admin.get('/api/v1/dashboard/nope')).status).toBe(404);
    });

    it.runIf(available)('answers bad payloads with 400 or 422 naming the field', async () => {
      const cases: [Record<string, unknown>, number, string][] = [
        [{ dashboard_title: 5 }, 400, 'dashboard_title'],
        [{ json_metadata: '{broken' }, 400, 'json_metadata'],
        [{ position_json: '[1]' }, 400, 'position_json'],
        [{ published: 'yes' }, 400, 'published'],
        [{ slug: '123' }, 400, 'slug'],
        [{ slug: 'flights' }, 422, 'slug'],
        [{ owners: [99_999] }, 422, 'owners'],
        [{ roles: [99_999] }, 422, 'roles'],
      ];
      for (const [body, status, field] of cases) {
        const res = await app.admin.post<DashAnswer>('/api/v1/dashboard/', body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.message, JSON.stringify(body)).toContain(`${field}:`);
        expect(res.body.errors?.[0]?.extra?.field, JSON.stringify(body)).toBe(field);
      }
    });

    it.runIf(available)('filters, sorts and pages with rison', async () => {
      const get = (rison: string) => app.admin.get<DashList>(`/api/v1/dashboard/${q(rison)}`);
      const titled = await get('(filters:!((col:dashboard_title,opr:ct,value:board)),order_column:dashboard_title)');
      expect(titled.body.result.map((d) => d.dashboard_title)).toEqual([
        'Cars board',
        'Empty board',
        'Flights board',
        'Mixed board',
      ]);
      const slugText = await get('(filters:!((col:dashboard_title,opr:title_or_slug,value:flights)))');
      expect(slugText.body.ids.sort()).toEqual([ids.flights, ids.draft].sort());
      const allText = await get('(filters:!((col:dashboard_all_text,opr:ct,value:FLIGHTS)))');
      expect(allText.body.ids.sort()).toEqual([ids.flights, ids.draft].sort());
      const byMe = await app.gamma.get<DashList>(
        `/api/v1/dashboard/${q('(filters:!((col:created_by,opr:dashboard_created_by_me,value:!t)))')}`,
      );
      expect(byMe.body.ids).toEqual([ids.gamma]);
      const drafts = await get('(filters:!((col:published,opr:eq,value:!f)))');
      expect(drafts.body.ids.sort()).toEqual([ids.draft, ids.gamma].sort());
      const certified = await get('(filters:!((col:id,opr:dashboard_is_certified,value:!t)))');
      expect(certified.body.ids).toEqual([ids.flights]);
      const bySlug = await get('(filters:!((col:slug,opr:eq,value:flights)))');
      expect(bySlug.body.ids).toEqual([ids.flights]);
      const owned = await get(`(filters:!((col:owners,opr:rel_m_m,value:${app.gammaId})))`);
      expect(owned.body.ids).toEqual([ids.gamma]);
      const created = await get(`(filters:!((col:created_by,opr:rel_o_m,value:${app.adminId})))`);
      expect(created.body.count).toBe(5);
      const paged = await get('(order_column:dashboard_title,order_direction:desc,page:1,page_size:2)');
      expect(paged.body.count).toBe(6);
      expect(paged.body.result.map((d) => d.dashboard_title)).toEqual(['Flights board', 'Empty board']);
      const byDefault = await get('()');
      expect(byDefault.body.ids[0]).toBe(ids.gamma);
      const bad = await get('(filters:!((col:published,opr:ct,value:x)))');
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.[0]?.extra?.field).toBe('q.filters.0.opr');
      expect((await get('(order_column:css)')).status).toBe(400);
    });

    it.runIf(available)('shows Gamma published dashboards with a chart it can read, plus its own', async () => {
      const list = await app.gamma.get<DashList>(`/api/v1/dashboard/${q('(page_size:100)')}`);
      expect(list.status).toBe(200);
      expect(list.body.ids.sort()).toEqual([ids.flights, ids.mixed, ids.gamma].sort());
      expect((await app.gamma.get(`/api/v1/dashboard/${ids.cars}`)).status).toBe(404);
      expect((await app.gamma.get(`/api/v1/dashboard/${ids.draft}`)).status).toBe(404);
      const charts = await app.gamma.get<{ result: { id: number }[] }>(`/api/v1/dashboard/${ids.mixed}/charts`);
      expect(charts.body.result.map((c) => c.id)).toEqual([flightsChart]);
      const distinct = await app.gamma.get<{ result: { text: string }[] }>(
        '/api/v1/dashboard/distinct/dashboard_title',
      );
      expect(distinct.body.result.map((r) => r.text)).toEqual(['Flights board', 'Gamma own draft', 'Mixed board']);
    });

    it.runIf(available)('lets owners and admins edit, others get 403, and deletes in bulk', async () => {
      const foreign = await app.gamma.put<DashAnswer>(`/api/v1/dashboard/${ids.flights}`, { dashboard_title: 'Mine' });
      expect(foreign.status).toBe(403);
      const own = await app.gamma.put<DashAnswer & { last_modified_time: number }>(`/api/v1/dashboard/${ids.gamma}`, {
        dashboard_title: 'Gamma renamed',
        published: true,
        owners: [],
      });
      expect(own.status).toBe(200);
      expect(own.body.result.owners).toEqual([app.gammaId]);
      expect(own.body.last_modified_time).toBeGreaterThan(0);
      expect((await app.admin.put(`/api/v1/dashboard/${ids.gamma}`, { css: 'body {}' })).status).toBe(200);
      expect((await app.gamma.delete(`/api/v1/dashboard/${ids.mixed}`)).status).toBe(403);
      const a = await postDashboard(app.admin, { dashboard_title: 'Temp A' });
      const b = await postDashboard(app.admin, { dashboard_title: 'Temp B' });
      const bulk = await app.admin.delete<DashAnswer>(`/api/v1/dashboard/${q(`!(${a},${b})`)}`);
      expect(bulk.body.message).toBe('Deleted 2 dashboards');
      expect((await app.admin.get(`/api/v1/dashboard/${a}`)).status).toBe(404);
    });

    it.runIf(available)('marks favourites through the API and the legacy favstar routes', async () => {
      expect((await app.gamma.post(`/api/v1/dashboard/${ids.flights}/favorites/`)).status).toBe(200);
      const status = await app.gamma.get<{ result: { id: number; value: boolean }[] }>(
        `/api/v1/dashboard/favorite_status/${q(`!(${ids.flights},${ids.mixed},${ids.cars})`)}`,
      );
      expect(status.body.result).toEqual([
        { id: ids.flights, value: true },
        { id: ids.mixed, value: false },
      ]);
      const fav = await app.gamma.get<DashList>(
        `/api/v1/dashboard/${q('(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))')}`,
      );
      expect(fav.body.ids).toEqual([ids.flights]);
      expect((await app.gamma.delete(`/api/v1/dashboard/${ids.flights}/favorites/`)).status).toBe(200);
      const base = `/superset/favstar/Dashboard/${ids.mixed}`;
      expect((await app.gamma.get(`${base}/select/`)).body).toEqual({ count: 1 });
      expect((await app.gamma.get(`${base}/count/`)).body).toEqual({ count: 1 });
      expect((await app.gamma.get(`/tessera/favstar/Dashboard/${ids.mixed}/unselect/`)).body).toEqual({ count: 0 });
      expect((await app.gamma.get(`${base}/count/`)).body).toEqual({ count: 0 });
      expect((await app.gamma.get(`/superset/favstar/slice/${flightsChart}/select/`)).body).toEqual({ count: 1 });
      expect((await app.gamma.get(`/superset/favstar/slice/${carsChart}/select/`)).status).toBe(404);
      expect((await app.gamma.get(`/superset/favstar/Dashboard/${ids.cars}/count/`)).status).toBe(404);
    });

    it.runIf(available)('answers _info and related', async () => {
      const info = await app.gamma.get<{ permissions: string[]; filters: Record<string, unknown> }>(
        '/api/v1/dashboard/_info',
      );
      expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
      expect(Object.keys(info.body.filters)).toContain('dashboard_title');
      const owners = await app.admin.get<{ result: { text: string }[] }>(
        `/api/v1/dashboard/related/owners${q('(filter:gina)')}`,
      );
      expect(owners.body.result.map((r) => r.text)).toEqual(['gina Tester']);
      const roles = await app.admin.get<{ result: { text: string }[] }>(
        `/api/v1/dashboard/related/roles${q('(filter:gam)')}`,
      );
      expect(roles.body.result.map((r) => r.text)).toEqual(['Gamma']);
    });
  },
);
