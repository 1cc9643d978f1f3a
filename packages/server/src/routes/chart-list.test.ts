import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../test-support/services.js';
import {
  insertDashboard,
  postChart,
  q,
  startChartApp,
  type ChartApp,
  type ChartListAnswer,
} from '../../test-support/chart-fixtures.js';

interface Related {
  count: number;
  result: { value: number | string; text: string }[];
}

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: charts list with rison filters, order, paging, related and distinct',
  (store, available) => {
    let app: ChartApp;
    const ids: Record<string, number> = {};
    let dash: number;

    const list = async (rison: string, client = app?.admin) => client.get<ChartListAnswer>(`/api/v1/chart/${q(rison)}`);
    const names = async (rison: string, client = app?.admin) =>
      (await list(rison, client)).body.result.map((c) => c.slice_name);

    beforeAll(async () => {
      if (!available) return;
      app = await startChartApp(store);
      dash = await insertDashboard(app.t, 'Weekly', [app.adminId]);
      const specs: [string, string, number, Record<string, unknown>][] = [
        ['Delays by carrier', 'echarts_timeseries_bar', app.flightsId, { certified_by: 'Data team' }],
        ['Cars 100% table', 'table', app.carsId, { dashboards: [dash] }],
        ['Big number', 'big_number_total', app.flightsId, { description: 'headline delays' }],
        ['Apple pie', 'pie', app.carsId, {}],
      ];
      for (const [name, viz, ds, extra] of specs) {
        ids[name] = await postChart(app.admin, { slice_name: name, viz_type: viz, datasource_id: ds, ...extra });
      }
      ids['Gamma own'] = await postChart(app.gamma, {
        slice_name: 'Gamma own',
        viz_type: 'table',
        datasource_id: app.flightsId,
      });
    });
    afterAll(async () => app?.close());

    it.runIf(available)('answers result, count and ids, newest change first by default', async () => {
      const res = await list('()');
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(5);
      expect(res.body.result.map((c) => c.slice_name)).toEqual([
        'Gamma own',
        'Apple pie',
        'Big number',
        'Cars 100% table',
        'Delays by carrier',
      ]);
      expect(res.body.ids).toEqual(res.body.result.map((c) => c.id));
      const first = res.body.result[4] as Record<string, unknown>;
      expect(first).toMatchObject({
        viz_type: 'echarts_timeseries_bar',
        datasource_name_text: 'main.flights',
        certified_by: 'Data team',
        thumbnail_url: null,
        url: `/explore/?slice_id=${ids['Delays by carrier']}`,
        changed_by: { id: app.adminId },
        created_by: { id: app.adminId },
      });
      expect(first.changed_on_utc).toMatch(/\+00:00$/);
      // The list without q works too.
      expect((await app.admin.get<ChartListAnswer>('/api/v1/chart/')).body.count).toBe(5);
    });

    it.runIf(available)(
      'filters by name (case-insensitive, wildcards literal), type, dataset, all text and certification',
      async () => {
        expect(await names('(filters:!((col:slice_name,opr:ct,value:PIE)))')).toEqual(['Apple pie']);
        expect(await names("(filters:!((col:slice_name,opr:ct,value:'100%')))")).toEqual(['Cars 100% table']);
        expect(await names("(filters:!((col:slice_name,opr:ct,value:'_')))")).toEqual([]);
        expect(await names('(filters:!((col:slice_name,opr:sw,value:big)))')).toEqual(['Big number']);
        expect(await names('(filters:!((col:viz_type,opr:eq,value:pie)))')).toEqual(['Apple pie']);
        const onCars = await names(
          `(filters:!((col:datasource_id,opr:eq,value:${app.carsId})),order_column:slice_name,order_direction:asc)`,
        );
        expect(onCars).toEqual(['Apple pie', 'Cars 100% table']);
        expect(await names('(filters:!((col:slice_name,opr:chart_all_text,value:headline)))')).toEqual(['Big number']);
        expect(
          await names('(filters:!((col:slice_name,opr:chart_all_text,value:cars)),order_column:slice_name)'),
        ).toEqual(['Apple pie', 'Cars 100% table']);
        expect(await names('(filters:!((col:id,opr:chart_is_certified,value:!t)))')).toEqual(['Delays by carrier']);
        expect((await list('(filters:!((col:id,opr:chart_is_certified,value:!f)))')).body.count).toBe(4);
        const combined =
          '(filters:!((col:datasource_id,opr:eq,value:' + app.flightsId + '),(col:viz_type,opr:eq,value:table)))';
        expect(await names(combined)).toEqual(['Gamma own']);
      },
    );

    it.runIf(available)('filters by owners, creator, "mine" and dashboards', async () => {
      expect(await names(`(filters:!((col:owners,opr:rel_m_m,value:${app.gammaId})))`)).toEqual(['Gamma own']);
      expect((await list(`(filters:!((col:created_by,opr:rel_o_m,value:${app.adminId})))`)).body.count).toBe(4);
      expect(await names('(filters:!((col:id,opr:chart_owned_by_me,value:!t)))', app.gamma)).toEqual(['Gamma own']);
      expect(await names('(filters:!((col:owners,opr:chart_owned_by_me,value:!t)))', app.gamma)).toEqual(['Gamma own']);
      expect(await names(`(filters:!((col:dashboards,opr:rel_m_m,value:${dash})))`)).toEqual(['Cars 100% table']);
    });

    it.runIf(available)('orders by the allowed columns and pages with a total count', async () => {
      expect(await names('(order_column:slice_name,order_direction:asc)')).toEqual([
        'Apple pie',
        'Big number',
        'Cars 100% table',
        'Delays by carrier',
        'Gamma own',
      ]);
      // Ties are broken by id in the same direction, so pages never overlap.
      expect(await names('(order_column:viz_type,order_direction:desc,page_size:2)')).toEqual([
        'Gamma own',
        'Cars 100% table',
      ]);
      expect(await names('(order_column:datasource_name,order_direction:asc,page_size:2)')).toEqual([
        'Cars 100% table',
        'Apple pie',
      ]);
      const page = await list('(order_column:slice_name,order_direction:asc,page:1,page_size:2)');
      expect(page.body.count).toBe(5);
      expect(page.body.result.map((c) => c.slice_name)).toEqual(['Cars 100% table', 'Delays by carrier']);
      expect(
        (await list('(order_column:changed_on_delta_humanized,order_direction:asc,page_size:1)')).body.ids,
      ).toEqual([ids['Delays by carrier']]);
    });

    it.runIf(available)("limits Gamma to charts on its dataset and its own; Gamma's count matches", async () => {
      const res = await list('(order_column:slice_name,order_direction:asc)', app.gamma);
      expect(res.body.result.map((c) => c.slice_name)).toEqual(['Big number', 'Delays by carrier', 'Gamma own']);
      expect(res.body.count).toBe(3);
    });

    it.runIf(available)("shows Gamma only the dashboards it may see in a chart's dashboards", async () => {
      const db = app.t.ctx.meta.db;
      const draft = await insertDashboard(app.t, 'Draft plan', [app.adminId]);
      const board = await insertDashboard(app.t, 'Ops board', [app.adminId]);
      await db.updateTable('dashboards').set({ published: 1 }).where('id', '=', board).execute();
      const chartId = ids['Delays by carrier'] ?? 0;
      await db
        .insertInto('dashboard_charts')
        .values([
          { dashboard_id: draft, chart_id: chartId },
          { dashboard_id: board, chart_id: chartId },
        ])
        .execute();
      const titles = async (client: typeof app.admin) => {
        const res = await client.get<{ result: { dashboards: { dashboard_title: string }[] }[] }>(
          `/api/v1/chart/${q(`(filters:!((col:id,opr:eq,value:${chartId})))`)}`,
        );
        const detail = await client.get<{ result: { dashboards: { dashboard_title: string }[] } }>(
          `/api/v1/chart/${chartId}`,
        );
        return {
          list: res.body.result[0]?.dashboards.map((d) => d.dashboard_title),
          detail: detail.body.result.dashboards.map((d) => d.dashboard_title),
        };
      };
      expect(await titles(app.admin)).toEqual({
        list: ['Draft plan', 'Ops board'],
        detail: ['Draft plan', 'Ops board'],
      });
      expect(await titles(app.gamma)).toEqual({ list: ['Ops board'], detail: ['Ops board'] });
      await db.deleteFrom('dashboard_charts').where('chart_id', '=', chartId).execute();
    });

    it.runIf(available)(
      'answers unknown columns, operators, values and bad rison with 400 naming the part',
      async () => {
        const cases: [string, string][] = [
          ['(filters:!((col:password,opr:eq,value:x)))', 'q.filters.0.col'],
          ['(filters:!((col:slice_name,opr:gt,value:x)))', 'q.filters.0.opr'],
          ['(filters:!((col:datasource_id,opr:eq,value:abc)))', 'q.filters.0.value'],
          ['(filters:!((col:id,opr:chart_is_favorite,value:maybe)))', 'q.filters.0.value'],
          ['(order_column:password)', 'q.order_column'],
          ['(order_direction:sideways)', 'q.order_direction'],
          ["(page_size:'many')", 'q.page_size'],
          ['(page:', 'q'],
        ];
        for (const [rison, field] of cases) {
          const res = await list(rison);
          expect(res.status, rison).toBe(400);
          expect(res.body.errors?.[0]?.extra?.field, rison).toBe(field);
        }
      },
    );

    it.runIf(available)('lists related users and distinct values with a text filter and paging', async () => {
      const owners = await app.admin.get<Related>(`/api/v1/chart/related/owners${q('(filter:gina)')}`);
      expect(owners.status).toBe(200);
      expect(owners.body).toEqual({
        count: 1,
        result: [expect.objectContaining({ value: app.gammaId, text: 'gina Tester' })],
      });
      const all = await app.admin.get<Related>(`/api/v1/chart/related/created_by${q('(page:0,page_size:1)')}`);
      expect(all.body.count).toBe(2);
      expect(all.body.result).toHaveLength(1);
      expect((await app.admin.get('/api/v1/chart/related/password')).status).toBe(400);

      const types = await app.admin.get<Related>('/api/v1/chart/distinct/viz_type');
      expect(types.body.result.map((r) => r.value)).toEqual([
        'big_number_total',
        'echarts_timeseries_bar',
        'pie',
        'table',
      ]);
      expect(types.body.count).toBe(4);
      const filtered = await app.gamma.get<Related>(`/api/v1/chart/distinct/viz_type${q('(filter:TAB)')}`);
      expect(filtered.body.result).toEqual([{ text: 'table', value: 'table' }]);
      const gammaTypes = await app.gamma.get<Related>('/api/v1/chart/distinct/viz_type');
      expect(gammaTypes.body.result.map((r) => r.value)).not.toContain('pie');
      expect((await app.admin.get('/api/v1/chart/distinct/params')).status).toBe(404);
    });
  },
);
