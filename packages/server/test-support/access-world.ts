import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasourcePermView } from '@tessera/core';
import { routeTable, type RouteRow } from '../src/routes/route-table.js';
import { mintAccessGuests, type GuestPrincipal } from './access-guests.js';
import { createSalesSqlite, registerDatabase } from './dataset-fixtures.js';
import { signedInAdmin, signedInUser } from './fixtures.js';
import { grantRole } from './role-grants.js';
import { TestClient, startTestApp, type TestApp } from './test-app.js';

/** The callers of the access matrix, in the order of its expectation tuples. */
export const PRINCIPALS = ['anonymous', 'gammaNone', 'gammaGranted', 'alphaOther', 'alphaOwner', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** Ids of one set of objects, all owned by the Alpha owner (saved queries by the admin: Alpha has no SQL Lab). */
export interface ObjectIds {
  database: number;
  dataset: number;
  chart: number;
  dashboard: number;
  layer: number;
  annotation: number;
  cssTemplate: number;
  /** A dynamic plugin (Admin registers them). */
  dynamicPlugin: number;
  savedQuery: number;
  role: number;
  /** A 'Dashboard' filter set of `dashboard`. */
  filterSet: number;
  /** A dashboard report of `dashboard`. */
  report: number;
  /** A Regular RLS rule on `dataset` with no roles: it applies to nobody, so no answer changes. */
  rls: number;
}

export interface AccessWorld {
  t: TestApp;
  clients: Record<Principal, TestClient>;
  routes: readonly RouteRow[];
  /** The objects every request reads and updates; the granted Gamma may read `dataset`. */
  main: ObjectIds;
  /** Throwaway objects that DELETEs of non-admins aim at, and those of the admin (B), so both can succeed. */
  victimA: ObjectIds;
  victimB: ObjectIds;
  alphaOtherId: number;
  permalinkKey: string;
  dashboardPermalinkKey: string;
  formDataKey: string;
  /** The Alpha owner's filter state entry of the main dashboard. */
  filterStateKey: string;
  /** The main dashboard's embed uuid, and the token of each guest caller (access-guests.ts). */
  embedUuid: string;
  guestTokens: Record<GuestPrincipal, string>;
  close: () => Promise<void>;
}

const created = async (client: TestClient, path: string, body: Record<string, unknown>): Promise<number> => {
  const res = await client.post<{ id: number }>(path, body);
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
};

const objectSet = async (
  admin: TestClient,
  owner: TestClient,
  sqlitePath: string,
  name: string,
  dataset: (database: number) => Promise<number>,
): Promise<ObjectIds> => {
  const database = await registerDatabase(admin, `db_${name}`, `sqlite:///${sqlitePath}`);
  const datasetId = await dataset(database);
  const dashboard = await created(owner, '/api/v1/dashboard/', { dashboard_title: `dash ${name}` });
  const chart = await created(owner, '/api/v1/chart/', {
    slice_name: `chart ${name}`,
    viz_type: 'table',
    params: '{}',
    datasource_id: datasetId,
    datasource_type: 'table',
    dashboards: [dashboard],
  });
  const layer = await created(owner, '/api/v1/annotation_layer/', { name: `layer ${name}` });
  const annotation = await created(owner, `/api/v1/annotation_layer/${layer}/annotation/`, {
    short_descr: `note ${name}`,
    start_dttm: '2024-01-01T00:00:00',
    end_dttm: '2024-01-02T00:00:00',
  });
  const cssTemplate = await created(owner, '/api/v1/css_template/', { template_name: `css ${name}`, css: '' });
  const dynamicPlugin = await created(admin, '/dynamic-plugins/api/create', {
    name: `plugin ${name}`,
    key: `plugin_${name}`,
    bundle_url: `/static/plugins/${name}.js`,
  });
  const savedQuery = await created(admin, '/api/v1/saved_query/', {
    db_id: database,
    label: `query ${name}`,
    sql: 'SELECT 1',
  });
  const role = await created(admin, '/api/v1/security/roles/', { name: `role_${name}` });
  const filterSet = await created(owner, `/api/v1/dashboard/${dashboard}/filtersets`, {
    name: `set ${name}`,
    owner_type: 'Dashboard',
    json_metadata: JSON.stringify({ dataMask: {} }),
  });
  const report = await created(owner, '/api/v1/report/', {
    type: 'Report',
    name: `report ${name}`,
    crontab: '0 9 * * *',
    dashboard,
    creation_method: 'dashboards',
  });
  const rls = await created(admin, '/api/v1/rowlevelsecurity/', {
    name: `rls ${name}`,
    filter_type: 'Regular',
    tables: [datasetId],
    roles: [],
    clause: '1 = 1',
  });
  return {
    database,
    dataset: datasetId,
    chart,
    dashboard,
    layer,
    annotation,
    cssTemplate,
    dynamicPlugin,
    savedQuery,
    role,
    filterSet,
    report,
    rls,
  };
};

/**
 * One app over a SQLite store with a real SQLite database (`sales`), the six matrix callers and three
 * object sets owned by the Alpha owner. The granted Gamma holds datasource_access on the main dataset only.
 */
export const startAccessWorld = async (): Promise<AccessWorld> => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-access-'));
  const sqlitePath = createSalesSqlite(dir);
  const t = await startTestApp();
  const admin = await signedInAdmin(t);
  const owner = await signedInUser(t, 'owner', ['Alpha']);
  const other = await signedInUser(t, 'other', ['Alpha']);
  const gammaNone = await signedInUser(t, 'gnone', ['Gamma']);
  const granted = await signedInUser(t, 'granted', ['Gamma']);
  const table = (tableName: string, sql?: string) => (database: number) =>
    created(owner.client, '/api/v1/dataset/', { database, table_name: tableName, ...(sql && { sql }) });
  const main = await objectSet(admin, owner.client, sqlitePath, 'main', table('sales'));
  const victimA = await objectSet(admin, owner.client, sqlitePath, 'a', table('big_sales'));
  const victimB = await objectSet(admin, owner.client, sqlitePath, 'b', table('sales_b', 'SELECT * FROM sales'));
  await grantRole(admin, granted.id, 'sales_readers', [
    ['datasource_access', datasourcePermView('db_main', 'sales', main.dataset)],
  ]);
  const formData = JSON.stringify({ datasource: `${main.dataset}__table`, viz_type: 'table' });
  const link = await owner.client.post<{ key: string }>('/api/v1/explore/permalink', {
    formData: JSON.parse(formData) as unknown,
  });
  const state = await owner.client.post<{ key: string }>('/api/v1/explore/form_data', {
    datasource_id: main.dataset,
    datasource_type: 'table',
    form_data: formData,
  });
  const dashLink = await owner.client.post<{ key: string }>(`/api/v1/dashboard/${main.dashboard}/permalink`, {
    activeTabs: [],
  });
  const filterState = await owner.client.post<{ key: string }>(`/api/v1/dashboard/${main.dashboard}/filter_state`, {
    value: '{}',
  });
  // The other guest's dashboard is victim A's: its chart reads another dataset than the main chart.
  const guests = await mintAccessGuests(t, admin, main.dashboard, victimA.dashboard);
  const answers = [link, state, dashLink, filterState];
  if (answers.some((a) => a.status !== 201)) {
    const statuses = answers.map((a) => a.status).join(' ');
    throw new Error(`permalink keys: ${statuses} ${JSON.stringify(answers.map((a) => a.body))}`);
  }
  const anonymous = new TestClient(t.url);
  return {
    t,
    clients: {
      anonymous,
      gammaNone: gammaNone.client,
      gammaGranted: granted.client,
      alphaOther: other.client,
      alphaOwner: owner.client,
      admin,
    },
    routes: routeTable(t.app),
    main,
    victimA,
    victimB,
    alphaOtherId: other.id,
    permalinkKey: link.body.key,
    dashboardPermalinkKey: dashLink.body.key,
    formDataKey: state.body.key,
    filterStateKey: filterState.body.key,
    embedUuid: guests.embedUuid,
    guestTokens: guests.tokens,
    close: async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** The object set a request aims at: deletions hit throwaway objects, the admin's its own. */
const targetOf = (w: AccessWorld, row: RouteRow, who: Principal): ObjectIds => {
  // Unfavouriting undoes the favourite set earlier on the main objects; keys have no throwaway twin.
  if (row.method !== 'DELETE' || /favorites\/$|:key$/.test(row.url)) return w.main;
  return who === 'admin' ? w.victimB : w.victimA;
};

/** Which id `:pk` means on a route, from the resource its path names. */
const pkOf = (url: string, ids: ObjectIds, w: AccessWorld): number => {
  if (url.startsWith('/api/v1/chart/')) return ids.chart;
  if (url.startsWith('/api/v1/dashboard/') || url.includes('/copy_dash/')) return ids.dashboard;
  if (url.startsWith('/api/v1/dataset/')) return ids.dataset;
  if (url.startsWith('/api/v1/database/')) return ids.database;
  if (url.startsWith('/api/v1/annotation_layer/')) return ids.layer;
  if (url.startsWith('/api/v1/css_template/')) return ids.cssTemplate;
  if (url.startsWith('/dynamic-plugins/api/')) return ids.dynamicPlugin;
  if (url.startsWith('/api/v1/saved_query/')) return ids.savedQuery;
  if (url.startsWith('/api/v1/report/')) return ids.report;
  if (url.startsWith('/api/v1/security/roles/')) return ids.role;
  if (url.startsWith('/api/v1/rowlevelsecurity/')) return ids.rls;
  if (url.startsWith('/api/v1/security/users/')) return w.alphaOtherId;
  // The world's own set-up writes fill the action log: row 1 is one of them.
  if (url.startsWith('/api/v1/log/')) return 1;
  // No SQL Lab query runs in this world: the id names nothing, so SQL Lab users get 404.
  if (url.startsWith('/api/v1/query/')) return 999_999;
  throw new Error(`no :pk for ${url}`);
};

const keyFor = (w: AccessWorld, url: string): string => {
  if (url.includes('/filter_state/')) return w.filterStateKey;
  if (url.includes('/dashboard/')) return w.dashboardPermalinkKey;
  return url.includes('permalink') ? w.permalinkKey : w.formDataKey;
};

/** The route's URL with its path parameters filled from the fixture objects (null: not requestable). */
export const concretePath = (w: AccessWorld, row: RouteRow, who: Principal): string => {
  const ids = targetOf(w, row, who);
  const values: Record<string, string> = {
    annotation_id: String(ids.annotation),
    // No run has happened yet: a log id names nothing, so visible callers get 404.
    log_id: '1',
    cache_key: '0123456789abcdef0123456789abcdef',
    table: 'sales',
    schema: 'main',
    type: 'table',
    id: String(ids.dataset),
    column: 'region',
    action: 'count',
    key: keyFor(w, row.url),
    set_id: String(ids.filterSet),
    idOrSlug: String(ids.dashboard),
    // No SQL Lab query runs in this world: a client id names nothing, so SQL Lab users get 404.
    client_id: 'noquery1',
    uuid: w.embedUuid,
    // Names no token: revoking it leaves the world's guest token working.
    jti: 'no-such-token-id',
    '*': 'index.html',
  };
  // Favstar takes a class name before the id; the dashboard one is the one the web app calls.
  if (row.url.includes('/favstar/')) values.id = String(ids.dashboard);
  return row.url.replace(/:([a-z_]+)|\*/g, (match: string, name: string | undefined) => {
    if (name === 'pk') return String(pkOf(row.url, ids, w));
    const value = values[name ?? match];
    if (value === undefined) throw new Error(`no value for ${match} in ${row.url}`);
    return value;
  });
};

/** Whether a route resolves a caller, and so reads a guest token (public routes and pages ignore it). */
export const readsGuestToken = (row: RouteRow): boolean =>
  (row.url.startsWith('/api/') || row.permission !== null) && !row.public;

/** 'METHOD url', the key of the access table. */
export const routeKey = (row: RouteRow): string => `${row.method} ${row.url}`;
