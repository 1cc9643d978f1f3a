import {
  buildQueryContext,
  getExtraFormDataForChart,
  parseDataMaskState,
  parseLayout,
  selectFilterDataMask,
  type DataMaskStateWithId,
  type FilterSet,
  type NativeFilterConfig,
} from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSampleDataset, sampleSql } from '../../test-support/flights-sample.js';
import { addSampleDatabase, duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

/**
 * Issue 17 acceptance: filter values with quotes, percent signs, backslashes, unicode and a
 * 10,000-character string survive filter state, permalink and filter set unchanged, and reach
 * SQL as bound values: the canary table answers exactly the matching row, and an injection
 * attempt matches nothing.
 */
const CANARIES = [
  'O\'Hare "quoted"',
  '100% sure_%',
  'back\\slash \\n \\\\',
  'ünïcødé ☃ 日本語 🚀',
  `long-${'Z'.repeat(9_995)}`,
];
const INJECTION = "x' OR '1'='1";

const withCanaries: typeof sampleSql = (opts) => [
  ...sampleSql(opts),
  ...CANARIES.map(
    (value, i) =>
      `INSERT INTO flights_sample VALUES ('2024-02-0${i + 1} 00:00:00', '${value.replace(/'/g, "''")}', 1, 1)`,
  ),
];

/** The dashboard's layout: the one chart under the root. */
const positionOf = (chartId: number) => ({
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: [`CHART-${chartId}`] },
  [`CHART-${chartId}`]: { id: `CHART-${chartId}`, type: 'CHART', meta: { chartId }, parents: ['ROOT_ID'] },
});

interface ChartData {
  result: { data: Record<string, unknown>[]; rowcount: number }[];
}

describe('filter values round-trip unchanged and reach SQL safely', () => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;
  let chartId: number;
  let dashboardId: number;
  const filter: NativeFilterConfig = {
    id: 'NATIVE_FILTER-canary',
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    targets: [{ column: { name: 'origin' } }],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
  };

  beforeAll(async () => {
    sample = await duckdbSample(withCanaries);
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const databaseId = await addSampleDatabase(admin, 'canary', sample.uri);
    datasetId = await registerSampleDataset(t.ctx.meta.db, databaseId, sample.schema);
    const chart = await admin.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Origins',
      viz_type: 'table',
      params: '{}',
      datasource_id: datasetId,
      datasource_type: 'table',
    });
    chartId = chart.body.id;
    const dashboard = await admin.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Canary',
      position_json: JSON.stringify(positionOf(chartId)),
      json_metadata: JSON.stringify({ native_filter_configuration: [filter] }),
    });
    dashboardId = dashboard.body.id;
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  const masksOf = (value: string): DataMaskStateWithId => ({
    [filter.id]: { id: filter.id, ownState: {}, ...selectFilterDataMask('origin', [value]) },
  });

  /** The chart's query with the dashboard's masks applied, through core's merge point as the web builds it. */
  const chartRows = async (masks: DataMaskStateWithId) => {
    const layout = parseLayout(JSON.stringify(positionOf(chartId)));
    const extra = getExtraFormDataForChart(chartId, masks, [filter], {}, layout);
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      groupby: ['origin'],
      metrics: ['count'],
      extra_form_data: extra,
    };
    const res = await admin.post<ChartData>(
      '/api/v1/chart/data',
      buildQueryContext(formData, (base) => [base]),
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body.result[0]?.data ?? [];
  };

  it.each(CANARIES.map((v) => [v.slice(0, 24), v]))(
    '%s: filter state, permalink and filter set',
    async (_label, value) => {
      const masks = masksOf(value);
      const text = JSON.stringify(masks);

      const created = await admin.post<{ key: string }>(`/api/v1/dashboard/${dashboardId}/filter_state`, {
        value: text,
      });
      expect(created.status).toBe(201);
      const read = await admin.get<{ value: string }>(
        `/api/v1/dashboard/${dashboardId}/filter_state/${created.body.key}`,
      );
      expect(read.body.value).toBe(text);
      const restored = parseDataMaskState(read.body.value);
      expect(restored).toEqual(masks);

      const link = await admin.post<{ key: string }>(`/api/v1/dashboard/${dashboardId}/permalink`, { dataMask: masks });
      expect(link.status).toBe(201);
      const opened = await admin.get<{ state: { dataMask: unknown } }>(`/api/v1/dashboard/permalink/${link.body.key}`);
      expect(opened.body.state.dataMask).toEqual(masks);

      const metadata = JSON.stringify({ dataMask: masks });
      const set = await admin.post<{ id: number; result: FilterSet }>(`/api/v1/dashboard/${dashboardId}/filtersets`, {
        name: value.slice(0, 500),
        owner_type: 'Dashboard',
        json_metadata: metadata,
      });
      expect(set.status).toBe(201);
      const fetched = await admin.get<{ result: FilterSet }>(
        `/api/v1/dashboard/${dashboardId}/filtersets/${set.body.id}`,
      );
      expect(fetched.body.result.json_metadata).toBe(metadata);
      expect(fetched.body.result.params).toEqual({ dataMask: masks });

      const rows = await chartRows(parseDataMaskState(fetched.body.result.params['dataMask']));
      expect(rows).toEqual([{ origin: value, count: 1 }]);
    },
  );

  it('matches nothing for an injection attempt and leaves the table as it was', async () => {
    expect(await chartRows(masksOf(INJECTION))).toEqual([]);
    const all = await chartRows({});
    expect(all.reduce((sum, row) => sum + Number(row['count']), 0)).toBe(240 + CANARIES.length);
  });
});
