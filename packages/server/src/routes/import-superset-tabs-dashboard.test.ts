import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chartIdsInLayout,
  chartsByTab,
  parseDashboardMetadata,
  parseLayout,
  walkLayout,
  type FormData,
} from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_VIZ_TYPES, exampleQueryContext, type ExampleVizType } from '../examples/example-query-context.js';
import { postImport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import {
  TABS_CHARTS,
  TABS_UUIDS,
  UNSUPPORTED_VIZ,
  supersetTabsZip,
  writeTabsBundleData,
} from '../../test-support/superset-tabs-bundle.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface DashboardOne {
  result: { id: number; slug: string; position_json: string; json_metadata: string; published: boolean; css: string };
}
interface DashboardCharts {
  result: { id: number; slice_name: string; viz_type: string; form_data: Record<string, unknown> }[];
}
interface ChartOne {
  result: { params: string; viz_type: string };
}
interface ChartData {
  result: { rowcount: number; data: Record<string, unknown>[] }[];
}

const isImplemented = (viz: string): viz is ExampleVizType => EXAMPLE_VIZ_TYPES.some((v) => v === viz);

describe('a Superset 4/5/6 dashboard export with nested tabs, markdown, rows, a column and native filters', () => {
  let t: TestApp;
  let admin: TestClient;
  let dir: string;
  let dashboard: DashboardOne['result'];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-superset-tabs-'));
    const file = join(dir, 'flight-ops.sqlite');
    writeTabsBundleData(file);
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const token = await tokenFor(t, ADMIN.username, ADMIN.password);
    const res = await postImport(t, token, 'dashboard', supersetTabsZip(file));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const one = await admin.get<DashboardOne>('/api/v1/dashboard/superset-flight-ops');
    expect(one.status).toBe(200);
    dashboard = one.body.result;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the layout: tabs two deep, headers, markdown, rows, a column, a divider and every chart', () => {
    const layout = parseLayout(dashboard.position_json);
    const types = new Set<string>();
    walkLayout(layout, (item) => {
      types.add(item.type);
    });
    expect([...types].sort()).toEqual([
      'CHART',
      'COLUMN',
      'DIVIDER',
      'HEADER',
      'MARKDOWN',
      'ROOT',
      'ROW',
      'TAB',
      'TABS',
    ]);
    const byTab = chartsByTab(layout);
    expect(byTab.get('TAB-overview')?.length).toBe(4);
    expect(byTab.get('TAB-more')?.length).toBe(3);
    // The outer Details tab counts the charts of its nested tabs.
    expect(byTab.get('TAB-details')?.length).toBe(5);
    expect(chartIdsInLayout(layout)).toHaveLength(TABS_CHARTS.length);
    expect(dashboard.published).toBe(true);
    expect(dashboard.css).toContain('.dashboard-header');
  });

  it('keeps the native filters, rebound to the imported dataset and chart ids', async () => {
    const meta = parseDashboardMetadata(dashboard.json_metadata);
    const filters = meta.native_filter_configuration ?? [];
    expect(filters.map((f) => f.id)).toEqual(['NATIVE_FILTER-carrier', 'NATIVE_FILTER-period']);
    const charts = await admin.get<DashboardCharts>(`/api/v1/dashboard/${dashboard.id}/charts`);
    const ids = charts.body.result.map((c) => c.id);
    const flights = await t.ctx.meta.db
      .selectFrom('datasets')
      .select('id')
      .where('uuid', '=', TABS_UUIDS.flights)
      .executeTakeFirstOrThrow();
    const [carrier] = filters;
    const targets = carrier?.['targets'] as { datasetId?: number }[] | undefined;
    expect(targets?.[0]?.datasetId).toBe(flights.id);
    const carriersTable = charts.body.result.find((c) => c.slice_name === 'Carriers')?.id;
    expect(carrier?.scope?.excluded).toEqual([carriersTable]);
    expect([...(carrier?.chartsInScope ?? [])].sort()).toEqual(ids.filter((id) => id !== carriersTable).sort());
  });

  it('lists every chart, the unsupported event flow included, over the two imported datasets', async () => {
    const charts = await admin.get<DashboardCharts>(`/api/v1/dashboard/${dashboard.id}/charts`);
    expect(charts.status).toBe(200);
    expect(charts.body.result.map((c) => c.slice_name).sort()).toEqual(TABS_CHARTS.map((c) => c.name).sort());
    expect(charts.body.result.filter((c) => UNSUPPORTED_VIZ.includes(c.viz_type))).toHaveLength(1);
    const datasets = await admin.get<{ result: { id: number; column_names: string[] }[] }>(
      `/api/v1/dashboard/${dashboard.id}/datasets`,
    );
    expect(datasets.status).toBe(200);
    expect(datasets.body.result.map((d) => [...d.column_names].sort())).toEqual(
      expect.arrayContaining([
        ['carrier', 'day', 'delay', 'distance', 'origin'],
        ['code', 'name'],
      ]),
    );
    expect(datasets.body.result).toHaveLength(2);
    for (const uuid of [TABS_UUIDS.flights, TABS_UUIDS.carriers]) {
      const row = await t.ctx.meta.db
        .selectFrom('datasets')
        .select('id')
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow();
      expect((await admin.get(`/api/v1/dataset/${row.id}`)).status).toBe(200);
    }
  });

  it("answers every implemented chart's query with its rows", async () => {
    const charts = await admin.get<DashboardCharts>(`/api/v1/dashboard/${dashboard.id}/charts`);
    let ran = 0;
    for (const { id, slice_name: name, viz_type: viz } of charts.body.result) {
      if (!isImplemented(viz)) continue;
      const chart = await admin.get<ChartOne>(`/api/v1/chart/${id}`);
      const formData = JSON.parse(chart.body.result.params) as FormData;
      const res = await admin.post<ChartData>(
        '/api/v1/chart/data',
        exampleQueryContext({ ...formData, viz_type: viz }),
      );
      expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 400)}`).toBe(200);
      expect(res.body.result[0]?.rowcount, name).toBeGreaterThan(0);
      ran += 1;
    }
    expect(ran).toBe(TABS_CHARTS.length - UNSUPPORTED_VIZ.length);
  });
});
