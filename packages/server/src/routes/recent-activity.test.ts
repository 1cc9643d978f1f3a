import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../http/http-error.js';
import { insertDashboard, postChart, q, startChartApp, type ChartApp } from '../../test-support/chart-fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { TestClient } from '../../test-support/test-app.js';

interface Activity {
  action: string;
  item_title: string;
  item_type: 'slice' | 'dashboard';
  item_url: string;
  time: number;
  time_delta_humanized: string;
}
interface ActivityAnswer {
  result: Activity[];
  message?: string;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: view logging and recent activity',
  (store, available) => {
    let app: ChartApp;
    let flightsChart = 0;
    let carsChart = 0;
    let dashboardId = 0;
    const recent = (client: TestClient, rison = '(page:0,page_size:5,distinct:!t)') =>
      client.get<ActivityAnswer>(`/api/v1/log/recent_activity/${q(rison)}`);

    beforeAll(async () => {
      if (!available) return;
      app = await startChartApp(store);
      flightsChart = await postChart(app.admin, { slice_name: 'Flights table', datasource_id: app.flightsId });
      carsChart = await postChart(app.admin, { slice_name: 'Cars table', datasource_id: app.carsId });
      dashboardId = await insertDashboard(app.t, 'Ops board', [app.adminId]);
    });
    afterAll(async () => app?.close());

    it.runIf(available)('logs explore and dashboard views of the caller', async () => {
      for (const path of [
        `/api/v1/explore/?slice_id=${flightsChart}`,
        `/api/v1/dashboard/${dashboardId}`,
        `/api/v1/explore/?slice_id=${carsChart}`,
        `/api/v1/explore/?slice_id=${flightsChart}`,
      ]) {
        expect((await app.admin.get(path)).status, path).toBe(200);
        await pause(5);
      }
      expect(
        (await app.admin.get(`/api/v1/explore/?datasource_id=${app.flightsId}&datasource_type=table`)).status,
      ).toBe(200);
      const rows = await app.t.ctx.meta.db
        .selectFrom('logs')
        .select(['action', 'user_id', 'slice_id', 'dashboard_id'])
        // The view rows; the log also holds every write of the set-up (the action log).
        .where('action', 'in', ['explore', 'dashboard'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { action: 'explore', user_id: app.adminId, slice_id: flightsChart, dashboard_id: null },
        { action: 'dashboard', user_id: app.adminId, slice_id: null, dashboard_id: dashboardId },
        { action: 'explore', user_id: app.adminId, slice_id: carsChart, dashboard_id: null },
        { action: 'explore', user_id: app.adminId, slice_id: flightsChart, dashboard_id: null },
      ]);
    });

    it.runIf(available)(
      'answers distinct items newest first in Superset shape, and every view when asked',
      async () => {
        const res = await recent(app.admin);
        expect(res.status).toBe(200);
        expect(res.body.result.map((r) => [r.item_type, r.item_title])).toEqual([
          ['slice', 'Flights table'],
          ['slice', 'Cars table'],
          ['dashboard', 'Ops board'],
        ]);
        expect(res.body.result[0]).toEqual({
          action: 'explore',
          item_title: 'Flights table',
          item_type: 'slice',
          item_url: `/explore/?slice_id=${flightsChart}`,
          time: expect.any(Number),
          time_delta_humanized: 'now',
        });
        expect(res.body.result[2]?.item_url).toBe(`/tessera/dashboard/${dashboardId}/`);
        const times = res.body.result.map((r) => r.time);
        expect([...times].sort((a, b) => b - a)).toEqual(times);
        const all = await recent(app.admin, '(page:0,page_size:10,distinct:!f)');
        expect(all.body.result).toHaveLength(4);
        const paged = await recent(app.admin, '(page:1,page_size:2,distinct:!t)');
        expect(paged.body.result.map((r) => r.item_title)).toEqual(['Ops board']);
        const dashboardsOnly = await recent(app.admin, '(actions:!(dashboard))');
        expect(dashboardsOnly.body.result.map((r) => r.item_type)).toEqual(['dashboard']);
      },
    );

    it.runIf(available)('shows each caller only their own views of items they can still see', async () => {
      expect((await app.gamma.get(`/api/v1/explore/?slice_id=${flightsChart}`)).status).toBe(200);
      expect((await app.gamma.get(`/api/v1/explore/?slice_id=${carsChart}`)).status).toBe(403);
      const dttm = nowIso();
      await app.t.ctx.meta.db
        .insertInto('logs')
        .values([
          {
            action: 'explore',
            user_id: app.gammaId,
            slice_id: carsChart,
            dashboard_id: null,
            json: null,
            duration_ms: null,
            referrer: null,
            dttm,
          },
          {
            action: 'dashboard',
            user_id: app.gammaId,
            slice_id: null,
            dashboard_id: dashboardId,
            json: null,
            duration_ms: null,
            referrer: null,
            dttm,
          },
        ])
        .execute();
      const res = await recent(app.gamma);
      expect(res.status).toBe(200);
      expect(res.body.result.map((r) => r.item_title)).toEqual(['Flights table']);
      expect((await app.admin.delete(`/api/v1/chart/${carsChart}`)).status).toBe(200);
      const after = await recent(app.admin);
      expect(after.body.result.map((r) => r.item_title)).toEqual(['Flights table', 'Ops board']);
    });

    it.runIf(available)('refuses anonymous callers and bad queries', async () => {
      expect((await new TestClient(app.t.url).get('/api/v1/log/recent_activity/')).status).toBe(401);
      expect((await recent(app.admin, '(page_size:0)')).status).toBe(400);
      expect((await recent(app.admin, '(page:')).status).toBe(400);
    });
  },
);
