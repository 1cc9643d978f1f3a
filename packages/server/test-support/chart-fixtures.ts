import { randomUUID } from 'node:crypto';
import { datasourcePermView } from '@tessera/core';
import type { Env } from '../src/config.js';
import type { ExampleTable } from '../src/examples/load-examples.js';
import { EXAMPLES_DATABASE_NAME, registerExamples } from '../src/examples/register-examples.js';
import { nowIso } from '../src/http/http-error.js';
import { grantPermission } from '../src/services/security/permission-service.js';
import { createRole } from '../src/services/security/role-service.js';
import { signedInAdmin, signedInUser } from './fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './test-app.js';

/** A dataset row with one column and a count metric; no engine is queried by the chart and explore APIs. */
export const exampleTable = (tableName: string): ExampleTable => ({
  tableName,
  description: `${tableName} table`,
  mainDttmCol: null,
  rowCount: 10,
  columns: [
    {
      column_name: 'id',
      verbose_name: null,
      description: null,
      expression: null,
      type: 'BIGINT',
      type_generic: 0,
      is_dttm: false,
      is_active: true,
      filterable: true,
      groupby: true,
      python_date_format: null,
      extra: null,
      advanced_data_type: null,
    },
  ],
  metrics: [
    {
      metric_name: 'count',
      verbose_name: 'Count',
      description: null,
      expression: 'COUNT(*)',
      metric_type: 'count',
      d3format: null,
      currency: null,
      warning_text: null,
      certified_by: null,
      certification_details: null,
      extra: null,
    },
  ],
});

/** The examples database row needs a file path; nothing here opens it. */
export const UNUSED_DUCKDB = '/tmp/tessera-unused.duckdb';

export interface ChartApp {
  t: TestApp;
  admin: TestClient;
  adminId: number;
  /** A Gamma user granted datasource_access on `flights` only. */
  gamma: TestClient;
  gammaId: number;
  flightsId: number;
  carsId: number;
  close: () => Promise<void>;
}

/** The test app with example datasets `flights` and `cars`, an admin and a Gamma user who may read `flights`. */
export const startChartApp = async (store: 'sqlite' | 'postgres' = 'sqlite', env: Env = {}): Promise<ChartApp> => {
  const t = await startTestApp({ store, env });
  const db = t.ctx.meta.db;
  await registerExamples(db, UNUSED_DUCKDB, [exampleTable('flights'), exampleTable('cars')]);
  const admin = await signedInAdmin(t);
  const datasets = await db.selectFrom('datasets').select(['id', 'table_name']).execute();
  const idOf = (name: string): number => datasets.find((d) => d.table_name === name)?.id ?? 0;
  const role = await createRole(db, 'flights_readers');
  const view = datasourcePermView(EXAMPLES_DATABASE_NAME, 'flights', idOf('flights'));
  await grantPermission(db, role.id, 'datasource_access', view);
  const gamma = await signedInUser(t, 'gina', ['Gamma', 'flights_readers']);
  const adminRow = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  return {
    t,
    admin,
    adminId: adminRow.id,
    gamma: gamma.client,
    gammaId: gamma.id,
    flightsId: idOf('flights'),
    carsId: idOf('cars'),
    close: () => t.close(),
  };
};

export interface ChartAnswer {
  id: number;
  result: Record<string, unknown> & { owners: { id: number }[]; dashboards: { id: number }[] };
  message: string;
  errors?: { extra?: { field?: string } }[];
}

export interface ChartListAnswer {
  result: (Record<string, unknown> & { id: number; slice_name: string })[];
  count: number;
  ids: number[];
  message: string;
  errors?: { extra?: { field?: string } }[];
}

/** Creates a chart through the API and returns its id (throws on anything but 201). */
export const postChart = async (client: TestClient, body: Record<string, unknown>): Promise<number> => {
  const res = await client.post<ChartAnswer>('/api/v1/chart/', { viz_type: 'table', params: '{}', ...body });
  if (res.status !== 201) throw new Error(`chart ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
};

/** No dashboards API yet: a dashboard row owned by `ownerIds`. */
export const insertDashboard = async (t: TestApp, title: string, ownerIds: number[]): Promise<number> => {
  const db = t.ctx.meta.db;
  const now = nowIso();
  const row = await db
    .insertInto('dashboards')
    .values({
      uuid: randomUUID(),
      dashboard_title: title,
      slug: null,
      description: null,
      css: null,
      position_json: null,
      json_metadata: '{}',
      certified_by: null,
      certification_details: null,
      external_url: null,
      created_on: now,
      changed_on: now,
      created_by_fk: null,
      changed_by_fk: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (ownerIds.length > 0) {
    await db
      .insertInto('dashboard_owners')
      .values(ownerIds.map((user_id) => ({ dashboard_id: row.id, user_id })))
      .execute();
  }
  return row.id;
};

/** Rison for `q`, percent-encoded for a URL. */
export const q = (rison: string): string => `?q=${encodeURIComponent(rison)}`;
