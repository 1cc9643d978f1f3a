import {
  createLayoutReducer,
  DASHBOARD_ROOT_ID,
  emptyLayout,
  layoutActions,
  layoutToPositionJson,
  NEW_COMPONENTS_SOURCE_ID,
  type DashboardLayout,
  type DropResult,
} from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExport, postImport, startBundleApps, type BundleApps } from '../../test-support/bundle-fixtures.js';
import { postChart } from '../../test-support/chart-fixtures.js';
import { TestClient } from '../../test-support/test-app.js';

interface DashboardOne {
  result: { id: number; position_json: string | null };
}
interface DashboardCharts {
  result: { id: number; slice_name: string }[];
}
interface ChartOne {
  result: { id: number; uuid: string; slice_name: string };
}
interface DashboardList {
  result: { id: number; dashboard_title: string }[];
}

const fromBuilder = (type: string, id: string, destType: string, index: number, meta = {}): DropResult => ({
  source: { id: NEW_COMPONENTS_SOURCE_ID, type: '', index: 0 },
  destination: { id, type: destType, index },
  dragging: { id: `NEW_${type}_ID`, type, meta },
});

/** Edits as the editor makes them: charts, markdown and a header from the builder, top-level tabs, a move and a resize. */
const editedLayout = (charts: ChartOne['result'][]): DashboardLayout => {
  let n = 0;
  const reduce = createLayoutReducer((type) => `${type}-rt${(n += 1)}`);
  const chartMeta = (c: ChartOne['result']) => ({ chartId: c.id, uuid: c.uuid, sliceName: c.slice_name });
  const [first, second, third] = charts;
  if (first === undefined || second === undefined || third === undefined) throw new Error('three charts expected');
  const drop = (layout: DashboardLayout, dropResult: DropResult) =>
    reduce(layout, layoutActions.handleComponentDrop(dropResult));
  let layout: DashboardLayout = emptyLayout();
  layout = drop(layout, fromBuilder('CHART', 'GRID_ID', 'GRID', 0, chartMeta(first)));
  const rowId = layout['GRID_ID']?.children[0] ?? '';
  layout = drop(layout, fromBuilder('CHART', rowId, 'ROW', 1, chartMeta(second)));
  layout = drop(layout, fromBuilder('HEADER', 'GRID_ID', 'GRID', 0));
  layout = drop(layout, fromBuilder('MARKDOWN', 'GRID_ID', 'GRID', 2, { code: '## Notes' }));
  layout = drop(layout, fromBuilder('CHART', 'GRID_ID', 'GRID', 3, chartMeta(third)));
  layout = drop(layout, fromBuilder('TABS', DASHBOARD_ROOT_ID, 'ROOT', 0));
  const tabId = layout[layout[DASHBOARD_ROOT_ID]?.children[0] ?? '']?.children[0] ?? '';
  const thirdRow = layout[tabId]?.children[3] ?? '';
  const thirdChart = layout[thirdRow]?.children[0] ?? '';
  layout = drop(layout, {
    source: { id: thirdRow, type: 'ROW', index: 0 },
    destination: { id: rowId, type: 'ROW', index: 0 },
    dragging: { id: thirdChart, type: 'CHART' },
  });
  return reduce(layout, layoutActions.resizeComponent({ id: thirdChart, width: 3, height: 40 }));
};

describe('a dashboard edited with the layout operations survives save, export and import unchanged', () => {
  let apps: BundleApps;
  let destAdmin: TestClient;
  let saved: Record<string, unknown>;
  let sourceCharts: ChartOne['result'][];
  let imported: DashboardOne['result'];

  beforeAll(async () => {
    apps = await startBundleApps('sqlite');
    const { a } = apps;
    sourceCharts = [];
    for (const [name, dataset] of [
      ['Flights table', a.flightsId],
      ['Flights count', a.flightsId],
      ['Cars table', a.carsId],
    ] as const) {
      const id = await postChart(a.admin, { slice_name: name, datasource_id: dataset, datasource_type: 'table' });
      sourceCharts.push((await a.admin.get<ChartOne>(`/api/v1/chart/${id}`)).body.result);
    }
    const created = await a.admin.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: 'Round trip' });
    expect(created.status).toBe(201);
    saved = layoutToPositionJson(editedLayout(sourceCharts));
    const put = await a.admin.put(`/api/v1/dashboard/${created.body.id}`, { position_json: JSON.stringify(saved) });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const stored = await a.admin.get<DashboardOne>(`/api/v1/dashboard/${created.body.id}`);
    expect(JSON.parse(stored.body.result.position_json ?? 'null')).toEqual(saved);

    const zip = await getExport(a.t, apps.tokenA, 'dashboard', [created.body.id]);
    expect(zip.status).toBe(200);
    const res = await postImport(apps.b, apps.tokenB, 'dashboard', zip.data);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    destAdmin = new TestClient(apps.b.url).withToken(apps.tokenB);
    const list = await destAdmin.get<DashboardList>('/api/v1/dashboard/');
    const dashboardId = list.body.result.find((d) => d.dashboard_title === 'Round trip')?.id;
    imported = (await destAdmin.get<DashboardOne>(`/api/v1/dashboard/${dashboardId ?? 0}`)).body.result;
  });
  afterAll(async () => {
    await apps?.a.close();
    await apps?.b.close();
  });

  it('saves the edited layout: top-level tabs, a header, a markdown row, one row of three charts (the emptied row gone)', () => {
    const types = Object.values(saved).flatMap((node) =>
      typeof node === 'object' && node !== null && 'type' in node ? [String(node.type)] : [],
    );
    expect(types.sort()).toEqual([
      'CHART',
      'CHART',
      'CHART',
      'GRID',
      'HEADER',
      'MARKDOWN',
      'ROOT',
      'ROW',
      'ROW',
      'TAB',
      'TABS',
    ]);
  });

  it('keeps position_json identical, chart ids mapped by uuid to the imported charts', async () => {
    const destIdByUuid = new Map<string, number>();
    const charts = await destAdmin.get<DashboardCharts>(`/api/v1/dashboard/${imported.id}/charts`);
    for (const { id } of charts.body.result) {
      const one = await destAdmin.get<ChartOne>(`/api/v1/chart/${id}`);
      destIdByUuid.set(one.body.result.uuid, id);
    }
    const expected = structuredClone(saved);
    for (const node of Object.values(expected)) {
      if (typeof node !== 'object' || node === null || !('meta' in node)) continue;
      const meta = (node as { meta: { uuid?: string; chartId?: number } }).meta;
      if (meta.uuid !== undefined) meta.chartId = destIdByUuid.get(meta.uuid);
    }
    expect(JSON.parse(imported.position_json ?? 'null')).toEqual(expected);
  });

  it('answers every chart of the layout for the imported dashboard', async () => {
    const charts = await destAdmin.get<DashboardCharts>(`/api/v1/dashboard/${imported.id}/charts`);
    expect(charts.status).toBe(200);
    expect(charts.body.result.map((c) => c.slice_name).sort()).toEqual([
      'Cars table',
      'Flights count',
      'Flights table',
    ]);
  });
});
