import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildFilterOptionsQuery,
  chartFormDataWithMasks,
  FilterBoxFormDataSchema,
  filterBoxExtraFormDataByChart,
  filterBoxInitialSelection,
  getExtraFormDataForChart,
  parseDashboardMetadata,
  parseLayout,
  rebuildDataMasks,
  type FormData,
  type NativeFilterConfig,
} from '@tessera/core';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleQueryContext } from '../examples/example-query-context.js';
import { postImport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import {
  FILTER_BOX_ID,
  FILTER_BOX_PARAMS,
  FILTERS_UUIDS,
  NATIVE_FILTERS,
  supersetFiltersZip,
} from '../../test-support/superset-filters-bundle.js';
import { TABS_CHARTS, TABS_UUIDS, writeTabsBundleData } from '../../test-support/superset-tabs-bundle.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface DashboardOne {
  result: { id: number; position_json: string; json_metadata: string };
}
interface DashboardCharts {
  result: { id: number; slice_name: string; viz_type: string; form_data: Record<string, unknown> }[];
}
interface ChartData {
  result: { data: Record<string, unknown>[] }[];
}

describe('a Superset export with native filters of every type and a legacy filter box', () => {
  let t: TestApp;
  let admin: TestClient;
  let dir: string;
  let sqlite: string;
  let dashboard: DashboardOne['result'];
  /** Source chart id → imported chart id. */
  const ids = new Map<number, number>();
  let flightsId: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-superset-filters-'));
    sqlite = join(dir, 'flight-ops.sqlite');
    writeTabsBundleData(sqlite);
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const token = await tokenFor(t, ADMIN.username, ADMIN.password);
    const res = await postImport(t, token, 'dashboard', supersetFiltersZip(sqlite));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    dashboard = (await admin.get<DashboardOne>('/api/v1/dashboard/superset-filters')).body.result;
    const db = t.ctx.meta.db;
    for (const [source, uuid] of [
      ...TABS_CHARTS.map((c) => [c.id, c.uuid] as const),
      [FILTER_BOX_ID, FILTERS_UUIDS.filterBox] as const,
    ]) {
      const row = await db.selectFrom('charts').select('id').where('uuid', '=', uuid).executeTakeFirst();
      if (row) ids.set(source, row.id);
    }
    flightsId = (
      await db.selectFrom('datasets').select('id').where('uuid', '=', TABS_UUIDS.flights).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const newId = (source: number): number => ids.get(source) ?? -1;
  const metadata = () => JSON.parse(dashboard.json_metadata) as Record<string, unknown>;

  it('keeps native_filter_configuration intact, rebound to the imported dataset and chart ids', () => {
    const expected = structuredClone(NATIVE_FILTERS).map((filter) => {
      const f = filter as Record<string, unknown>;
      if (Array.isArray(f['targets']))
        f['targets'] = (f['targets'] as Record<string, unknown>[]).map(({ datasetUuid, ...rest }) =>
          datasetUuid === undefined ? rest : { ...rest, datasetId: flightsId },
        );
      if (Array.isArray(f['chartsInScope'])) f['chartsInScope'] = (f['chartsInScope'] as number[]).map(newId);
      const scope = f['scope'] as { excluded: number[] } | undefined;
      if (scope) f['scope'] = { ...scope, excluded: scope.excluded.map(newId) };
      return f;
    });
    expect(metadata()['native_filter_configuration']).toEqual(expected);
    expect(metadata()['filter_bar_orientation']).toBe('HORIZONTAL');
    const parsed = parseDashboardMetadata(dashboard.json_metadata).native_filter_configuration ?? [];
    expect(parsed.map((f) => f.filterType ?? f.type)).toEqual([
      'filter_select',
      'filter_select',
      'filter_range',
      'filter_time',
      'filter_timegrain',
      'filter_timecolumn',
      'DIVIDER',
    ]);
  });

  it('keeps the filter box chart and rebinds its filter_scopes and default_filters', async () => {
    const charts = await admin.get<DashboardCharts>(`/api/v1/dashboard/${dashboard.id}/charts`);
    const box = charts.body.result.find((c) => c.viz_type === 'filter_box');
    expect(box?.id).toBe(newId(FILTER_BOX_ID));
    expect(box?.form_data['filter_configs']).toEqual(FILTER_BOX_PARAMS.filter_configs);
    const meta = metadata();
    expect(meta['filter_scopes']).toEqual({
      [String(newId(FILTER_BOX_ID))]: {
        origin: { scope: ['ROOT_ID'], immune: [newId(205)] },
        __time_range: { scope: ['ROOT_ID'], immune: [] },
      },
    });
    expect(JSON.parse(String(meta['default_filters']))).toEqual({
      [String(newId(FILTER_BOX_ID))]: { origin: ['SFO'] },
    });

    const selection = filterBoxInitialSelection(
      newId(FILTER_BOX_ID),
      FilterBoxFormDataSchema.parse(box?.form_data),
      meta['default_filters'],
      { carrier: 'TEXT' },
    );
    expect(selection).toEqual({ origin: ['SFO'], carrier: 'AA', __time_range: 'No filter', __time_col: 'day' });
    const byChart = filterBoxExtraFormDataByChart(
      [{ chartId: newId(FILTER_BOX_ID), selection }],
      meta['filter_scopes'],
      parseLayout(dashboard.position_json),
    );
    expect(byChart.get(newId(205))?.filters).toEqual([{ col: 'carrier', op: '==', val: 'AA' }]);
    expect(byChart.get(newId(203))?.filters).toEqual([
      { col: 'carrier', op: '==', val: 'AA' },
      { col: 'origin', op: 'IN', val: ['SFO'] },
    ]);
    expect(byChart.has(newId(FILTER_BOX_ID))).toBe(false);
  });

  it('filters the charts with the default values, as SQL on the imported data', async () => {
    const meta = parseDashboardMetadata(dashboard.json_metadata);
    const filters = meta.native_filter_configuration ?? [];
    const { dataMasks, selectFirst } = rebuildDataMasks({ nativeFilters: filters });
    expect(selectFirst).toEqual(['NATIVE_FILTER-carrier']);
    const layout = parseLayout(dashboard.position_json);
    const extra = getExtraFormDataForChart(newId(205), dataMasks, filters, meta.chart_configuration, layout);
    expect(extra.time_range).toBe('2024-03-01 : 2024-03-06');
    // The origin filter excludes the big number; range and time reach it.
    const bigNumberExtra = getExtraFormDataForChart(newId(201), dataMasks, filters, {}, layout);
    expect(bigNumberExtra.filters?.map((f) => f.col)).toEqual(['delay', 'delay']);

    const chart = await admin.get<{ result: { params: string } }>(`/api/v1/chart/${newId(205)}`);
    const saved = JSON.parse(chart.body.result.params) as FormData;
    const formData = chartFormDataWithMasks({ ...saved, viz_type: 'table' }, extra);
    const res = await admin.post<ChartData>(
      '/api/v1/chart/data',
      exampleQueryContext({ ...formData, viz_type: 'table' }),
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const counts = Object.fromEntries((res.body.result[0]?.data ?? []).map((r) => [r['carrier'], r['count']]));

    const file = new Database(sqlite, { readonly: true });
    const expected = file
      .prepare(
        `SELECT carrier, COUNT(*) AS n FROM flights WHERE origin = 'SEA' AND delay >= 5 AND delay <= 30
         AND day >= '2024-03-01' AND day < '2024-03-06' GROUP BY carrier`,
      )
      .all() as { carrier: string; n: number }[];
    file.close();
    expect(expected.length).toBeGreaterThan(0);
    expect(counts).toEqual(Object.fromEntries(expected.map((r) => [r.carrier, r.n])));
  });

  it("loads each value filter's options, the child's following its parent's selection", async () => {
    const filters = parseDashboardMetadata(dashboard.json_metadata).native_filter_configuration ?? [];
    const byId = (id: string): NativeFilterConfig => filters.find((f) => f.id === id) as NativeFilterConfig;
    const { dataMasks } = rebuildDataMasks({ nativeFilters: filters });
    const options = async (filter: NativeFilterConfig, masks: typeof dataMasks, search?: string) => {
      const query = buildFilterOptionsQuery(filter, masks, { ...(search !== undefined && { search }) });
      const res = await admin.post<ChartData>('/api/v1/chart/data', query);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      return res.body.result[0]?.data ?? [];
    };
    const origins = await options(byId('NATIVE_FILTER-origin'), dataMasks);
    expect(origins.map((r) => r['origin'])).toEqual(['JFK', 'ORD', 'SEA', 'SFO']);
    // 'Search all options': ILIKE on the server, case-insensitive.
    const searched = await options(byId('NATIVE_FILTER-origin'), dataMasks, 'se');
    expect(searched.map((r) => r['origin'])).toEqual(['SEA']);
    const carriersUnderSea = await options(byId('NATIVE_FILTER-carrier'), dataMasks);
    expect(carriersUnderSea.map((r) => r['count'])).toEqual([10, 10, 10]);
    const carriersAll = await options(byId('NATIVE_FILTER-carrier'), {});
    expect(carriersAll.map((r) => r['count'])).toEqual([40, 40, 40]);
  });
});
