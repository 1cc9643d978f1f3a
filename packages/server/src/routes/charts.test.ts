import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../test-support/services.js';
import {
  insertDashboard,
  postChart,
  q,
  startChartApp,
  type ChartAnswer,
  type ChartApp,
  type ChartListAnswer,
} from '../../test-support/chart-fixtures.js';

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: charts API create, show, update, delete, favourites and permissions',
  (store, available) => {
    let app: ChartApp;

    beforeAll(async () => {
      if (!available) return;
      app = await startChartApp(store);
    });
    afterAll(async () => app?.close());

    it.runIf(available)('creates a chart owned by its creator and shows it with Superset fields', async () => {
      const params = JSON.stringify({ viz_type: 'pie', metric: 'count' });
      const res = await app.admin.post<ChartAnswer>('/api/v1/chart/', {
        slice_name: 'Flights pie',
        viz_type: 'pie',
        datasource_id: app.flightsId,
        datasource_type: 'table',
        params,
        query_context: JSON.stringify({ datasource: { id: app.flightsId, type: 'table' }, queries: [] }),
        description: 'All flights',
      });
      expect(res.status).toBe(201);
      expect(res.body.result).toMatchObject({ slice_name: 'Flights pie', owners: [app.adminId], dashboards: [] });
      const show = await app.admin.get<ChartAnswer>(`/api/v1/chart/${res.body.id}`);
      expect(show.status).toBe(200);
      expect(show.body.result).toMatchObject({
        id: res.body.id,
        slice_name: 'Flights pie',
        viz_type: 'pie',
        params,
        description: 'All flights',
        datasource_id: app.flightsId,
        datasource_type: 'table',
        datasource_name_text: 'main.flights',
        datasource_url: `/explore/?datasource_type=table&datasource_id=${app.flightsId}`,
        url: `/explore/?slice_id=${res.body.id}`,
        thumbnail_url: null,
        changed_on_delta_humanized: 'now',
        owners: [{ id: app.adminId, first_name: expect.any(String), last_name: expect.any(String) }],
        created_by: { id: app.adminId },
        dashboards: [],
      });
      expect(show.body.result.query_context).toContain('"queries"');
      expect(show.body.result.uuid).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.runIf(available)('answers bad payloads with 400 or 422 naming the field, never 500', async () => {
      const cases: [body: Record<string, unknown>, status: number, field: string][] = [
        [{ datasource_id: app.flightsId }, 400, 'slice_name'],
        [{ slice_name: '', datasource_id: app.flightsId }, 400, 'slice_name'],
        [{ slice_name: 'x', datasource_id: app.flightsId, params: '{broken' }, 400, 'params'],
        [{ slice_name: 'x', datasource_id: app.flightsId, params: '[1,2]' }, 400, 'params'],
        [{ slice_name: 'x', datasource_id: app.flightsId, viz_type: 7 }, 400, 'viz_type'],
        [{ slice_name: 'x' }, 400, 'datasource_id'],
        [{ slice_name: 'x', datasource_id: app.flightsId, datasource_type: 'druid' }, 400, 'datasource_type'],
        [{ slice_name: 'x', datasource_id: 99_999 }, 422, 'datasource_id'],
        [{ slice_name: 'x', datasource_id: app.flightsId, owners: [99_999] }, 422, 'owners'],
        [{ slice_name: 'x', datasource_id: app.flightsId, dashboards: [99_999] }, 422, 'dashboards'],
      ];
      for (const [body, status, field] of cases) {
        const res = await app.admin.post<ChartAnswer>('/api/v1/chart/', body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.message, JSON.stringify(body)).toContain(`${field}:`);
        expect(res.body.errors?.[0]?.extra?.field, JSON.stringify(body)).toBe(field);
      }
      expect((await app.admin.get('/api/v1/chart/abc')).status).toBe(400);
      expect((await app.admin.get('/api/v1/chart/99999')).status).toBe(404);
      expect((await app.admin.put('/api/v1/chart/99999', { slice_name: 'x' })).status).toBe(404);
    });

    it.runIf(available)(
      'lets Gamma create on its dataset only, see its own and granted charts, and edit only what it owns',
      async () => {
        const onCars = await postChart(app.admin, { slice_name: 'Cars table', datasource_id: app.carsId });
        const adminFlights = await postChart(app.admin, { slice_name: 'Admin flights', datasource_id: app.flightsId });
        const refused = await app.gamma.post<ChartAnswer>('/api/v1/chart/', {
          slice_name: 'Mine on cars',
          datasource_id: app.carsId,
        });
        expect(refused.status).toBe(403);
        const mine = await postChart(app.gamma, { slice_name: 'Gamma flights', datasource_id: app.flightsId });

        const list = await app.gamma.get<ChartListAnswer>('/api/v1/chart/?q=(page_size:100)');
        expect(list.status).toBe(200);
        expect(list.body.ids).toContain(mine);
        expect(list.body.ids).toContain(adminFlights);
        expect(list.body.ids).not.toContain(onCars);
        expect((await app.gamma.get(`/api/v1/chart/${onCars}`)).status).toBe(404);

        const foreign = await app.gamma.put<ChartAnswer>(`/api/v1/chart/${adminFlights}`, { slice_name: 'Hijacked' });
        expect(foreign.status).toBe(403);
        expect(foreign.body.message).toBe('Changing this chart is forbidden');
        expect((await app.gamma.delete(`/api/v1/chart/${adminFlights}`)).status).toBe(403);
        // Superset lets a viewer store the query context explore generated for a chart it can see.
        const context = JSON.stringify({ datasource: { id: app.flightsId, type: 'table' }, queries: [{}] });
        expect((await app.gamma.put(`/api/v1/chart/${adminFlights}`, { query_context: context })).status).toBe(200);

        const own = await app.gamma.put<ChartAnswer>(`/api/v1/chart/${mine}`, { slice_name: 'Renamed', owners: [] });
        expect(own.status).toBe(200);
        // A non-admin cannot drop themselves from the owners by mistake.
        expect(own.body.result.owners).toEqual([app.gammaId]);
        const moved = await app.gamma.put(`/api/v1/chart/${mine}`, { datasource_id: app.carsId });
        expect(moved.status).toBe(403);
        const shown = await app.gamma.get<ChartAnswer>(`/api/v1/chart/${mine}`);
        expect(shown.body.result).toMatchObject({ slice_name: 'Renamed', datasource_id: app.flightsId });
        expect((await app.admin.put(`/api/v1/chart/${mine}`, { description: 'admin may' })).status).toBe(200);
      },
    );

    it.runIf(available)(
      'links dashboards in the same write, and refuses a dashboard the caller does not own',
      async () => {
        const dash = await insertDashboard(app.t, 'Ops', [app.adminId]);
        const id = await postChart(app.admin, {
          slice_name: 'On a dashboard',
          datasource_id: app.flightsId,
          dashboards: [dash],
        });
        const shown = await app.admin.get<ChartAnswer>(`/api/v1/chart/${id}`);
        expect(shown.body.result.dashboards).toEqual([{ id: dash, dashboard_title: 'Ops', json_metadata: '{}' }]);
        const refused = await app.gamma.post<ChartAnswer>('/api/v1/chart/', {
          slice_name: 'Sneaky',
          datasource_id: app.flightsId,
          dashboards: [dash],
        });
        expect(refused.status).toBe(403);
        const cleared = await app.admin.put<ChartAnswer>(`/api/v1/chart/${id}`, { dashboards: [] });
        expect(cleared.status).toBe(200);
        expect((await app.admin.get<ChartAnswer>(`/api/v1/chart/${id}`)).body.result.dashboards).toEqual([]);
      },
    );

    it.runIf(available)('bulk-deletes with a rison id list, all or nothing', async () => {
      const a = await postChart(app.admin, { slice_name: 'Doomed A', datasource_id: app.flightsId });
      const b = await postChart(app.admin, { slice_name: 'Doomed B', datasource_id: app.flightsId });
      const mixed = await app.gamma.delete(`/api/v1/chart/${q(`!(${a})`)}`);
      expect(mixed.status).toBe(403);
      const bad = await app.admin.delete<ChartAnswer>(`/api/v1/chart/${q('!(a')}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('rison');
      expect((await app.admin.delete(`/api/v1/chart/${q(`!(${a},99999)`)}`)).status).toBe(404);
      expect((await app.admin.get(`/api/v1/chart/${a}`)).status).toBe(200);
      const res = await app.admin.delete<{ message: string }>(`/api/v1/chart/${q(`!(${a},${b})`)}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Deleted 2 charts');
      expect((await app.admin.get(`/api/v1/chart/${a}`)).status).toBe(404);
      const single = await postChart(app.admin, { slice_name: 'Doomed C', datasource_id: app.flightsId });
      expect((await app.admin.delete(`/api/v1/chart/${single}`)).status).toBe(200);
      expect((await app.admin.delete(`/api/v1/chart/${single}`)).status).toBe(404);
    });

    it.runIf(available)('marks favourites, reports their status and filters the list by them', async () => {
      const fav = await postChart(app.gamma, { slice_name: 'Fav one', datasource_id: app.flightsId });
      const other = await postChart(app.gamma, { slice_name: 'Not fav', datasource_id: app.flightsId });
      expect((await app.gamma.post(`/api/v1/chart/${fav}/favorites/`)).body).toEqual({ result: 'OK' });
      expect((await app.gamma.post(`/api/v1/chart/${fav}/favorites/`)).status).toBe(200);
      const status = await app.gamma.get<{ result: { id: number; value: boolean }[] }>(
        `/api/v1/chart/favorite_status/${q(`!(${fav},${other},99999)`)}`,
      );
      expect(status.body.result).toEqual([
        { id: fav, value: true },
        { id: other, value: false },
      ]);
      const favs = await app.gamma.get<ChartListAnswer>(
        `/api/v1/chart/${q('(filters:!((col:id,opr:chart_is_favorite,value:!t)))')}`,
      );
      expect(favs.body.ids).toEqual([fav]);
      const notFavs = await app.gamma.get<ChartListAnswer>(
        `/api/v1/chart/${q('(filters:!((col:id,opr:chart_is_favorite,value:!f)),page_size:100)')}`,
      );
      expect(notFavs.body.ids).toContain(other);
      expect(notFavs.body.ids).not.toContain(fav);
      expect((await app.gamma.delete(`/api/v1/chart/${fav}/favorites/`)).status).toBe(200);
      const after = await app.gamma.get<{ result: { value: boolean }[] }>(
        `/api/v1/chart/favorite_status/${q(`!(${fav})`)}`,
      );
      expect(after.body.result[0]?.value).toBe(false);
      expect((await app.gamma.get(`/api/v1/chart/favorite_status/${q('!(99999)')}`)).status).toBe(404);
      expect((await app.gamma.post('/api/v1/chart/99999/favorites/')).status).toBe(404);
    });

    it.runIf(available)("answers _info with the caller's permissions on Chart", async () => {
      const info = await app.gamma.get<{ permissions: string[]; filters?: Record<string, unknown> }>(
        `/api/v1/chart/_info${q('(keys:!(permissions))')}`,
      );
      expect(info.status).toBe(200);
      // Superset's Gamma may export charts too.
      expect(info.body.permissions).toEqual(['can_export', 'can_read', 'can_write']);
      expect(info.body.filters).toBeUndefined();
      const all = await app.admin.get<{ filters: Record<string, { operator: string }[]> }>('/api/v1/chart/_info');
      expect(all.body.filters.slice_name?.map((f) => f.operator)).toContain('chart_all_text');
    });

    it.runIf(available)('needs a signed-in caller with can_write on Chart to write', async () => {
      const anonymous = await fetch(`${app.t.url}/api/v1/chart/`);
      expect(anonymous.status).toBe(401);
      const post = await fetch(`${app.t.url}/api/v1/chart/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slice_name: 'x', datasource_id: app.flightsId }),
      });
      expect(post.status).toBe(401);
      const noCsrf = await app.admin.request('POST', '/api/v1/chart/', { slice_name: 'x' }, { csrf: false });
      expect(noCsrf.status).toBe(403);
    });
  },
);
