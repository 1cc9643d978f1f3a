import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postImport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

/**
 * One dashboard bundle in the shape Superset 2.x/3.x exports, carrying everything issue 08 found refused
 * or misread at once: unversioned uuids (as in Superset's own example exports), a legacy `line` chart, a
 * year kept as an integer and a day kept as text (`python_date_format`), and a column listed twice.
 */
const U = {
  database: 'a2dc77af-e654-09bb-b321-40f6b559a1ee',
  dataset: 'e8623bb9-5e00-f531-506a-19607f5f8005',
  chart: '0c23747a-6528-b01a-a4d9-e4e6d5f55e1c',
  dashboard: 'c4b28c4e-a1fe-0000-0000-30d5e72a0c26',
} as const;

const ROWS: readonly [year: number, day: string, region: string, value: number][] = [
  [2018, '2018-06-01', 'east', 5],
  [2019, '2019-02-10', 'east', 7],
  [2019, '2019-11-30', 'west', 11],
  [2020, '2020-03-15', 'east', 13],
  [2021, '2021-12-31', 'west', 17],
  [2022, '2022-01-01', 'east', 19],
];

const createFile = (dir: string): string => {
  const path = join(dir, 'yearly.sqlite');
  const db = new Database(path);
  db.exec('CREATE TABLE yearly (year INTEGER, day TEXT, region TEXT, value REAL)');
  const insert = db.prepare('INSERT INTO yearly VALUES (?, ?, ?, ?)');
  for (const row of ROWS) insert.run(...row);
  db.close();
  return path;
};

const yaml = (value: unknown): Uint8Array => strToU8(JSON.stringify(value, null, 2));

const column = (name: string, type: string, pythonDateFormat: string | null = null) => ({
  column_name: name,
  verbose_name: null,
  is_dttm: pythonDateFormat !== null,
  is_active: true,
  type,
  groupby: true,
  filterable: true,
  expression: null,
  description: null,
  python_date_format: pythonDateFormat,
  extra: {},
});

const LINE_PARAMS = {
  datasource: '12__table',
  viz_type: 'line',
  granularity_sqla: 'year',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  metrics: ['total'],
  groupby: [],
  adhoc_filters: [],
};

const bundle = (path: string): Uint8Array => {
  const root = 'dashboard_export_20240101T000000';
  return zipSync({
    [`${root}/metadata.yaml`]: yaml({ version: '1.0.0', type: 'Dashboard', timestamp: '2024-01-01T00:00:00+00:00' }),
    [`${root}/databases/yearly.yaml`]: yaml({
      database_name: 'yearly file',
      sqlalchemy_uri: `sqlite:///${path}`,
      expose_in_sqllab: true,
      allow_run_async: false,
      allow_ctas: false,
      allow_cvas: false,
      allow_dml: false,
      extra: {},
      uuid: U.database,
      version: '1.0.0',
    }),
    [`${root}/datasets/yearly_file/yearly.yaml`]: yaml({
      table_name: 'yearly',
      main_dttm_col: 'year',
      schema: null,
      sql: null,
      uuid: U.dataset,
      database_uuid: U.database,
      version: '1.0.0',
      metrics: [{ metric_name: 'total', verbose_name: 'Total', metric_type: null, expression: 'SUM(value)' }],
      columns: [
        column('year', 'INTEGER', '%Y'),
        column('day', 'TEXT', '%Y-%m-%d'),
        column('region', 'TEXT'),
        column('region', 'TEXT'),
        column('value', 'REAL'),
      ],
    }),
    [`${root}/charts/Total_by_year_12.yaml`]: yaml({
      slice_name: 'Total by year',
      viz_type: 'line',
      params: LINE_PARAMS,
      query_context: null,
      cache_timeout: null,
      uuid: U.chart,
      version: '1.0.0',
      dataset_uuid: U.dataset,
    }),
    [`${root}/dashboards/Yearly_3.yaml`]: yaml({
      dashboard_title: 'Yearly',
      slug: null,
      published: true,
      uuid: U.dashboard,
      position: {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
        GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
        'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
        'CHART-1': {
          type: 'CHART',
          id: 'CHART-1',
          children: [],
          parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
          meta: { chartId: 12, uuid: U.chart, width: 4, height: 50, sliceName: 'Total by year' },
        },
      },
      metadata: { color_scheme: 'supersetColors', refresh_frequency: 0, native_filter_configuration: [] },
      version: '1.0.0',
    }),
  });
};

interface DataAnswer {
  result: { colnames: string[]; data: Record<string, unknown>[] }[];
}

describe('a Superset dashboard bundle with unversioned uuids, a legacy chart, text/integer dates and a twice-listed column', () => {
  let t: TestApp;
  let admin: TestClient;
  let dir: string;
  let file: string;
  let warnings: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-superset-dash-'));
    file = createFile(dir);
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const token = await tokenFor(t, ADMIN.username, ADMIN.password);
    const res = await postImport(t, token, 'dashboard', bundle(file));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    warnings = (res.body as { warnings?: string[] }).warnings ?? [];
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const direct = (sql: string): Record<string, unknown>[] => {
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare(sql).all() as Record<string, unknown>[];
    } finally {
      db.close();
    }
  };

  const dataset = () =>
    t.ctx.meta.db.selectFrom('datasets').selectAll().where('uuid', '=', U.dataset).executeTakeFirstOrThrow();

  it('imports every object with its uuid as given, the legacy chart migrated and the column merged', async () => {
    const dash = await t.ctx.meta.db.selectFrom('dashboards').selectAll().where('uuid', '=', U.dashboard).execute();
    expect(dash).toHaveLength(1);
    const chart = await t.ctx.meta.db.selectFrom('charts').selectAll().where('uuid', '=', U.chart).executeTakeFirst();
    expect(chart?.viz_type).toBe('echarts_timeseries_line');
    const ds = await dataset();
    const cols = await t.ctx.meta.db
      .selectFrom('dataset_columns')
      .select('column_name')
      .where('dataset_id', '=', ds.id)
      .execute();
    expect(cols.map((c) => c.column_name).sort()).toEqual(['day', 'region', 'value', 'year']);
    expect(warnings.join(' ')).toContain('region');
  });

  it('answers a yearly series over the integer year with the numbers SQLite gives for the same range', async () => {
    const ds = await dataset();
    const res = await admin.post<DataAnswer>('/api/v1/chart/data', {
      datasource: { id: ds.id, type: 'table' },
      queries: [
        {
          columns: [
            { columnType: 'BASE_AXIS', sqlExpression: 'year', label: 'year', expressionType: 'SQL', timeGrain: 'P1Y' },
          ],
          metrics: ['total'],
          filters: [{ col: 'year', op: 'TEMPORAL_RANGE', val: '2019-01-01 : 2022-01-01' }],
          orderby: [[{ expressionType: 'SQL', sqlExpression: 'year', label: 'year' }, true]],
          row_limit: 100,
        },
      ],
      result_format: 'json',
      result_type: 'full',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = res.body.result[0]?.data.map((r) => r['total']);
    const want = direct(
      'SELECT SUM(value) AS total FROM yearly WHERE year >= 2019 AND year < 2022 GROUP BY year ORDER BY year',
    );
    expect(got).toEqual(want.map((r) => r['total']));
    expect(got).toEqual([18, 13, 17]);
  });

  it("filters the text day column by a dashboard's time range over a chart saved with 'No filter'", async () => {
    const ds = await dataset();
    const res = await admin.post<DataAnswer>('/api/v1/chart/data', {
      datasource: { id: ds.id, type: 'table' },
      queries: [
        {
          columns: ['region'],
          metrics: ['total'],
          filters: [{ col: 'day', op: 'TEMPORAL_RANGE', val: 'No filter' }],
          time_range: '2019-06-01 : 2021-12-31',
          orderby: [['total', false]],
          row_limit: 100,
        },
      ],
      result_format: 'json',
      result_type: 'full',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const want = direct(
      "SELECT region, SUM(value) AS total FROM yearly WHERE day >= '2019-06-01' AND day < '2021-12-31' GROUP BY region ORDER BY total DESC",
    );
    expect(res.body.result[0]?.data).toEqual(want);
    expect(want).toEqual([
      { region: 'east', total: 13 },
      { region: 'west', total: 11 },
    ]);
  });
});
