import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postImport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { createSalesSqlite } from '../../test-support/dataset-fixtures.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

const U = {
  database: '7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c4d',
  dataset: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809',
  line: '2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a',
  distBar: '3d4e5f60-7182-493a-b4c5-d6e7f8091a2b',
} as const;

/** A query context as Superset 2.x saved it next to the chart's params (ids from the source instance). */
const queryContext = (formData: Record<string, unknown>): string =>
  JSON.stringify({
    datasource: { id: 31, type: 'table' },
    force: false,
    queries: [{ columns: ['region'], metrics: ['revenue'], orderby: [['revenue', false]], row_limit: 100 }],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  });

const LINE_PARAMS = {
  datasource: '31__table',
  viz_type: 'line',
  slice_id: 5,
  granularity_sqla: 'sold_at',
  time_grain_sqla: 'P1M',
  time_range: 'No filter',
  metrics: ['revenue'],
  groupby: ['region'],
  adhoc_filters: [],
  line_interpolation: 'linear',
  show_brush: 'auto',
  x_axis_format: 'smart_date',
};

const DIST_BAR_PARAMS = {
  datasource: '31__table',
  viz_type: 'dist_bar',
  slice_id: 6,
  granularity_sqla: 'sold_at',
  time_range: 'No filter',
  metrics: ['revenue'],
  groupby: ['region'],
  columns: [],
  adhoc_filters: [],
  bar_stacked: true,
  show_bar_value: true,
};

/** JSON is YAML: the bundle's files are written as JSON documents. */
const yaml = (value: unknown): Uint8Array => strToU8(JSON.stringify(value, null, 2));

const chartFile = (name: string, uuid: string, vizType: string, params: Record<string, unknown>) => ({
  slice_name: name,
  description: null,
  certified_by: null,
  certification_details: null,
  viz_type: vizType,
  params,
  query_context: queryContext(params),
  cache_timeout: null,
  uuid,
  version: '1.0.0',
  dataset_uuid: U.dataset,
});

const bundle = (sqlitePath: string): Uint8Array => {
  const root = 'chart_export_20230301T101500';
  const column = (name: string, type: string, isDttm = false) => ({
    column_name: name,
    verbose_name: null,
    is_dttm: isDttm,
    is_active: true,
    type,
    groupby: true,
    filterable: true,
    expression: null,
    description: null,
    python_date_format: null,
    extra: {},
  });
  return zipSync({
    [`${root}/metadata.yaml`]: yaml({ version: '1.0.0', type: 'Slice', timestamp: '2023-03-01T10:15:00+00:00' }),
    [`${root}/databases/local.yaml`]: yaml({
      database_name: 'local legacy',
      sqlalchemy_uri: `sqlite:///${sqlitePath}`,
      cache_timeout: null,
      expose_in_sqllab: true,
      allow_run_async: false,
      allow_ctas: false,
      allow_cvas: false,
      allow_dml: false,
      extra: {},
      uuid: U.database,
      version: '1.0.0',
    }),
    [`${root}/datasets/local/sales.yaml`]: yaml({
      table_name: 'sales',
      main_dttm_col: 'sold_at',
      schema: null,
      sql: null,
      uuid: U.dataset,
      database_uuid: U.database,
      version: '1.0.0',
      metrics: [{ metric_name: 'revenue', verbose_name: 'Revenue', metric_type: null, expression: 'SUM(amount)' }],
      columns: [
        column('id', 'INTEGER'),
        column('region', 'TEXT'),
        column('amount', 'REAL'),
        column('sold_at', 'TIMESTAMP', true),
      ],
    }),
    [`${root}/charts/Revenue_line_5.yaml`]: yaml(chartFile('Revenue line', U.line, 'line', LINE_PARAMS)),
    [`${root}/charts/Revenue_bars_6.yaml`]: yaml(chartFile('Revenue bars', U.distBar, 'dist_bar', DIST_BAR_PARAMS)),
  });
};

interface DataAnswer {
  result: { status: string; colnames: string[]; data: Record<string, unknown>[] }[];
}

describe('importing charts of Superset 1–3 legacy types', () => {
  let t: TestApp;
  let admin: TestClient;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-legacy-'));
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const token = await tokenFor(t, ADMIN.username, ADMIN.password);
    const res = await postImport(t, token, 'chart', bundle(createSalesSqlite(dir)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const stored = (uuid: string) =>
    t.ctx.meta.db.selectFrom('charts').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();

  it('stores a legacy line chart as echarts_timeseries_line with its time column on the x-axis', async () => {
    const chart = await stored(U.line);
    expect(chart.viz_type).toBe('echarts_timeseries_line');
    const params = JSON.parse(chart.params ?? '{}') as Record<string, unknown>;
    expect(params).toMatchObject({
      viz_type: 'echarts_timeseries_line',
      x_axis: 'sold_at',
      time_grain_sqla: 'P1M',
      x_axis_time_format: 'smart_date',
      zoomable: false,
    });
    expect(params['adhoc_filters']).toEqual([
      {
        clause: 'WHERE',
        subject: 'sold_at',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        expressionType: 'SIMPLE',
      },
    ]);
    expect(params).not.toHaveProperty('granularity_sqla');
    const qc = JSON.parse(chart.query_context ?? '{}') as { form_data: Record<string, unknown> };
    expect(qc.form_data['viz_type']).toBe('echarts_timeseries_line');
  });

  it('stores a legacy dist_bar chart as echarts_timeseries_bar with the series column on the x-axis', async () => {
    const chart = await stored(U.distBar);
    expect(chart.viz_type).toBe('echarts_timeseries_bar');
    const params = JSON.parse(chart.params ?? '{}') as Record<string, unknown>;
    expect(params).toMatchObject({ x_axis: 'region', groupby: [], stack: 'Stack', show_value: true });
    expect(params).not.toHaveProperty('columns');
  });

  it("answers each chart's data and opens it in explore as the successor type", async () => {
    for (const uuid of [U.line, U.distBar]) {
      const chart = await stored(uuid);
      const res = await admin.get<DataAnswer>(`/api/v1/chart/${chart.id}/data/`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [first] = res.body.result;
      expect(first?.colnames).toEqual(['region', 'revenue']);
      expect(first?.data[0]).toEqual({ region: 'east', revenue: 320.5 });
      const explore = await admin.get<{ result: { form_data: { viz_type: string } } }>(
        `/api/v1/explore/?slice_id=${chart.id}`,
      );
      expect(explore.body.result.form_data.viz_type).toBe(chart.viz_type);
    }
  });
});
