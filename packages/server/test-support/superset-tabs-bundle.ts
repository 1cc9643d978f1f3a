import Database from 'better-sqlite3';
import { strToU8, zipSync } from 'fflate';
import { stringify } from 'yaml';
import { supersetTabsDashboard, type BundleChart } from './superset-tabs-dashboard.js';

export type { BundleChart } from './superset-tabs-dashboard.js';

/**
 * A dashboard export in the shape Superset 4, 5 and 6 write (export v1.0.0: metadata.yaml,
 * databases/, datasets/<database>/, charts/, dashboards/ under one `dashboard_export_<stamp>/`
 * root): top-level tabs with nested tabs, headers, markdown, rows and a column, a divider, native
 * filters in json_metadata, eight charts of the types Tessera draws and one it does not
 * ('event_flow', the event flow chart Superset 4 removed). Its database is an SQLite file the test writes, so every chart can run.
 */
export const TABS_UUIDS = {
  database: '3f0c7e52-1a4b-4c6d-9e8f-0a1b2c3d4e01',
  flights: '3f0c7e52-1a4b-4c6d-9e8f-0a1b2c3d4e02',
  carriers: '3f0c7e52-1a4b-4c6d-9e8f-0a1b2c3d4e03',
  dashboard: '3f0c7e52-1a4b-4c6d-9e8f-0a1b2c3d4e04',
} as const;

const chartUuid = (id: number): string => `3f0c7e52-1a4b-4c6d-9e8f-0a1b2c3d4${String(id).padStart(3, '0')}`;
const noFilter = [
  { expressionType: 'SIMPLE', clause: 'WHERE', operator: 'TEMPORAL_RANGE', comparator: 'No filter', subject: 'day' },
];
const chart = (
  id: number,
  name: string,
  viz: string,
  params: Record<string, unknown>,
  dataset: BundleChart['dataset'] = 'flights',
): BundleChart => ({
  id,
  uuid: chartUuid(id),
  name,
  viz,
  dataset,
  params: { viz_type: viz, slice_id: id, adhoc_filters: dataset === 'flights' ? noFilter : [], ...params },
});

export const TABS_CHARTS: readonly BundleChart[] = [
  chart(201, 'Flights', 'big_number_total', { metric: 'count', subheader: 'flights' }),
  chart(202, 'Average delay', 'big_number_total', { metric: 'avg_delay' }),
  chart(203, 'Carrier share', 'pie', { metric: 'count', groupby: ['carrier'], row_limit: 10, donut: true }),
  chart(204, 'Daily delay', 'echarts_timeseries_line', {
    x_axis: 'day',
    time_grain_sqla: 'P1D',
    metrics: ['avg_delay'],
    groupby: [],
  }),
  chart(205, 'Delay by carrier', 'table', {
    query_mode: 'aggregate',
    groupby: ['carrier'],
    metrics: ['count', 'avg_delay'],
    row_limit: 100,
  }),
  chart(206, 'Flights per day by carrier', 'echarts_timeseries_bar', {
    x_axis: 'day',
    time_grain_sqla: 'P1D',
    metrics: ['count'],
    groupby: ['carrier'],
    stack: true,
  }),
  chart(207, 'Routes', 'event_flow', { columns: ['origin', 'carrier'], metric: 'count' }),
  chart(208, 'Daily flights', 'big_number', { metric: 'count', x_axis: 'day', time_grain_sqla: 'P1D' }),
  chart(209, 'Carriers', 'table', { query_mode: 'raw', all_columns: ['code', 'name'], row_limit: 10 }, 'carriers'),
];

/** The viz types Tessera does not draw: their slot shows 'This visualization type is not supported.' */
export const UNSUPPORTED_VIZ = ['event_flow'];

const CARRIERS: readonly [string, string][] = [
  ['AA', 'American'],
  ['DL', 'Delta'],
  ['UA', 'United'],
];
const ORIGINS = ['SEA', 'SFO', 'JFK', 'ORD'];

/** Writes the bundle's data: 10 days × carriers × origins of flights, and the carriers table. */
export const writeTabsBundleData = (path: string): void => {
  const db = new Database(path);
  try {
    db.exec(`CREATE TABLE flights (day DATETIME, carrier TEXT, origin TEXT, delay REAL, distance REAL);
      CREATE TABLE carriers (code TEXT, name TEXT);`);
    const flight = db.prepare('INSERT INTO flights VALUES (?, ?, ?, ?, ?)');
    for (let d = 1; d <= 10; d += 1)
      CARRIERS.forEach(([code], c) =>
        ORIGINS.forEach((origin, o) =>
          flight.run(
            `2024-03-${String(d).padStart(2, '0')} 00:00:00`,
            code,
            origin,
            (d * 7 + c * 5 + o * 3) % 40,
            300 + o * 250,
          ),
        ),
      );
    const carrier = db.prepare('INSERT INTO carriers VALUES (?, ?)');
    for (const [code, name] of CARRIERS) carrier.run(code, name);
  } finally {
    db.close();
  }
};

const column = (name: string, type: string, isDttm = false): Record<string, unknown> => ({
  column_name: name,
  verbose_name: null,
  is_dttm: isDttm,
  is_active: true,
  type,
  advanced_data_type: null,
  groupby: true,
  filterable: true,
  expression: null,
  description: null,
  python_date_format: null,
  extra: {},
});

const metric = (name: string, expression: string): Record<string, unknown> => ({
  metric_name: name,
  verbose_name: null,
  metric_type: null,
  expression,
  description: null,
  d3format: null,
  currency: null,
  extra: {},
  warning_text: null,
});

const dataset = (
  table: string,
  uuid: string,
  columns: Record<string, unknown>[],
  metrics: Record<string, unknown>[],
) => ({
  table_name: table,
  main_dttm_col: columns.some((c) => c['is_dttm'] === true) ? 'day' : null,
  description: null,
  default_endpoint: null,
  offset: 0,
  cache_timeout: null,
  catalog: null,
  schema: 'main',
  sql: null,
  params: null,
  template_params: null,
  filter_select_enabled: true,
  fetch_values_predicate: null,
  extra: null,
  normalize_columns: false,
  always_filter_main_dttm: false,
  uuid,
  metrics,
  columns,
  version: '1.0.0',
  database_uuid: TABS_UUIDS.database,
});

const fileName = (name: string, id: number): string => `${name.replace(/[^A-Za-z0-9]+/g, '_')}_${id}.yaml`;

/** The export's files by path (under the root folder); YAML as Superset's yaml.safe_dump writes it. */
export const supersetTabsFiles = (sqlitePath: string): Record<string, string> => {
  const files: Record<string, string> = {
    'metadata.yaml': stringify({ version: '1.0.0', type: 'Dashboard', timestamp: '2025-06-02T10:20:30.123456+00:00' }),
    'databases/Flight_ops.yaml': stringify({
      database_name: 'Flight ops',
      sqlalchemy_uri: `sqlite:///${sqlitePath}`,
      cache_timeout: null,
      expose_in_sqllab: true,
      allow_run_async: false,
      allow_ctas: false,
      allow_cvas: false,
      allow_dml: false,
      allow_file_upload: false,
      extra: {
        metadata_params: {},
        engine_params: {},
        metadata_cache_timeout: {},
        schemas_allowed_for_file_upload: [],
      },
      impersonate_user: false,
      uuid: TABS_UUIDS.database,
      version: '1.0.0',
    }),
    'datasets/Flight_ops/flights.yaml': stringify(
      dataset(
        'flights',
        TABS_UUIDS.flights,
        [
          column('day', 'DATETIME', true),
          column('carrier', 'TEXT'),
          column('origin', 'TEXT'),
          column('delay', 'REAL'),
          column('distance', 'REAL'),
        ],
        [metric('count', 'COUNT(*)'), metric('avg_delay', 'AVG(delay)')],
      ),
    ),
    'datasets/Flight_ops/carriers.yaml': stringify(
      dataset(
        'carriers',
        TABS_UUIDS.carriers,
        [column('code', 'TEXT'), column('name', 'TEXT')],
        [metric('count', 'COUNT(*)')],
      ),
    ),
    'dashboards/Flight_operations_31.yaml': stringify(supersetTabsDashboard(TABS_CHARTS, TABS_UUIDS)),
  };
  for (const c of TABS_CHARTS) {
    files[`charts/${fileName(c.name, c.id)}`] = stringify({
      slice_name: c.name,
      description: null,
      certified_by: null,
      certification_details: null,
      viz_type: c.viz,
      params: { datasource: `${c.dataset === 'flights' ? 11 : 12}__table`, ...c.params, dashboards: [31] },
      // Superset 4+ exports the query_context explore saved; null for charts never opened since an upgrade.
      query_context: null,
      cache_timeout: null,
      uuid: c.uuid,
      version: '1.0.0',
      dataset_uuid: c.dataset === 'flights' ? TABS_UUIDS.flights : TABS_UUIDS.carriers,
    });
  }
  return files;
};

/** The export zipped under its `dashboard_export_<stamp>/` root, ready for POST /api/v1/dashboard/import/. */
export const supersetTabsZip = (sqlitePath: string): Uint8Array => {
  const tree: Record<string, Uint8Array> = {};
  for (const [path, body] of Object.entries(supersetTabsFiles(sqlitePath)))
    tree[`dashboard_export_20250602T102030/${path}`] = strToU8(body);
  return zipSync(tree);
};
