import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { nowIso } from '../src/http/http-error.js';
import { startChartApp, type ChartApp } from './chart-fixtures.js';
import { ADMIN, signedInAdmin } from './fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface RawReply {
  status: number;
  headers: Headers;
  data: Uint8Array;
  body: { message?: string; errors?: { extra?: Record<string, unknown> }[] };
}

export const tokenFor = async (t: TestApp, username: string, password: string): Promise<string> => {
  const res = await fetch(`${t.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, provider: 'db', refresh: false }),
  });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
};

/** A source instance (example datasets, signed-in admin) and an empty destination, with admin API tokens. */
export interface BundleApps {
  a: ChartApp;
  b: TestApp;
  tokenA: string;
  tokenB: string;
}

export const startBundleApps = async (store: 'sqlite' | 'postgres'): Promise<BundleApps> => {
  const a = await startChartApp(store);
  const b = await startTestApp({ store });
  await signedInAdmin(b);
  return {
    a,
    b,
    tokenA: await tokenFor(a.t, ADMIN.username, ADMIN.password),
    tokenB: await tokenFor(b, ADMIN.username, ADMIN.password),
  };
};

const toReply = async (res: Response): Promise<RawReply> => {
  const data = new Uint8Array(await res.arrayBuffer());
  let body: RawReply['body'] = {};
  if (res.headers.get('content-type')?.includes('json'))
    body = JSON.parse(new TextDecoder().decode(data)) as RawReply['body'];
  return { status: res.status, headers: res.headers, data, body };
};

export const getExport = async (t: TestApp, token: string, resource: string, ids: number[]): Promise<RawReply> =>
  toReply(
    await fetch(`${t.url}/api/v1/${resource}/export/?q=${encodeURIComponent(`!(${ids.join(',')})`)}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );

export const getAssetsExport = async (t: TestApp, token: string): Promise<RawReply> =>
  toReply(await fetch(`${t.url}/api/v1/assets/export/`, { headers: { authorization: `Bearer ${token}` } }));

export const postImport = async (
  t: TestApp,
  token: string,
  resource: string,
  zip: Uint8Array,
  fields: Record<string, string> = {},
): Promise<RawReply> => {
  const form = new FormData();
  form.append('formData', new Blob([zip], { type: 'application/zip' }), 'bundle.zip');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return toReply(
    await fetch(`${t.url}/api/v1/${resource}/import/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
};

const TABLES = [
  'databases',
  'datasets',
  'dataset_columns',
  'dataset_metrics',
  'charts',
  'dashboards',
  'dashboard_charts',
] as const;

/** Row counts of every table an import writes, to show a failed import changed nothing. */
export const rowCounts = async (db: Kysely<DB>): Promise<Record<string, number>> => {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  const sq = await db
    .selectFrom('saved_queries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  out.saved_queries = Number(sq.n);
  return out;
};

export const insertSavedQuery = async (
  db: Kysely<DB>,
  databaseId: number,
  userId: number,
  label: string,
): Promise<number> => {
  const now = nowIso();
  const row = await db
    .insertInto('saved_queries')
    .values({
      uuid: randomUUID(),
      user_id: userId,
      database_id: databaseId,
      catalog: null,
      schema: 'public',
      label,
      description: 'top rows',
      sql: 'SELECT * FROM sales LIMIT 10',
      template_parameters: null,
      extra_json: null,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const insertDashboardRow = async (
  db: Kysely<DB>,
  title: string,
  position: Record<string, unknown>,
  metadata: Record<string, unknown>,
  chartIds: number[],
): Promise<number> => {
  const now = nowIso();
  const row = await db
    .insertInto('dashboards')
    .values({
      uuid: randomUUID(),
      dashboard_title: title,
      slug: title.toLowerCase().replace(/\W+/g, '-'),
      description: 'for export',
      css: '.x { color: red; }',
      position_json: JSON.stringify(position),
      json_metadata: JSON.stringify(metadata),
      published: 1,
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
  for (const chart_id of chartIds)
    await db.insertInto('dashboard_charts').values({ dashboard_id: row.id, chart_id }).execute();
  return row.id;
};
