import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasourcePermView, encodeRisonUri } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, updateRolePermissions } from '../services/security/role-service.js';
import { createSalesDuckdb, registerDatabase, startDatasourceApp } from '../../test-support/dataset-fixtures.js';
import { ADMIN, signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { TestClient, startTestApp, type TestApp } from '../../test-support/test-app.js';

interface Legacy {
  id: number;
  uid: string;
  type: string;
  name: string;
  table_name: string;
  description: string | null;
  main_dttm_col: string | null;
  database: { id: number; database_name: string; backend: string };
  owners: { id: number; username: string }[];
  columns: {
    id: number;
    column_name: string;
    verbose_name: string | null;
    is_dttm: boolean;
    expression: string | null;
  }[];
  metrics: { id: number; metric_name: string; expression: string }[];
  verbose_map: Record<string, string>;
  select_star: string | null;
  message?: string;
}
interface Samples {
  result: {
    data: Record<string, unknown>[];
    colnames: string[];
    coltypes: number[];
    rowcount: number;
    total_count: number;
    page: number;
    per_page: number;
  };
  message?: string;
}
interface Values {
  result: unknown[];
  message?: string;
}

describe('legacy datasource endpoints and column values', () => {
  let t: TestApp;
  let legacy: { url: string; close: () => Promise<void> };
  let admin: TestClient;
  let api: TestClient;
  let dir: string;
  let datasetId: number;
  let databaseId: number;

  const signIn = async (username: string, password: string) => {
    const c = new TestClient(legacy.url);
    const res = await c.login(username, password);
    if (res.status !== 200) throw new Error(`sign-in ${username}: ${res.status}`);
    return c;
  };
  const valuesPath = (column: string, q?: Record<string, string | number>) =>
    `/api/v1/datasource/table/${datasetId}/column/${encodeURIComponent(column)}/values/${q ? `?q=${encodeRisonUri(q)}` : ''}`;
  const formPoster = async () => {
    const login = await fetch(`${legacy.url}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const token = await fetch(`${legacy.url}/api/v1/security/csrf_token/`, { headers: { cookie } });
    const csrf = ((await token.json()) as { result: string }).result;
    return (body: URLSearchParams | FormData) =>
      fetch(`${legacy.url}/datasource/save/`, { method: 'POST', headers: { cookie, 'x-csrftoken': csrf }, body });
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-datasource-'));
    const path = await createSalesDuckdb(dir);
    t = await startTestApp({ env: { SAMPLES_ROW_LIMIT: '4' } });
    api = await signedInAdmin(t);
    databaseId = await registerDatabase(api, 'duck', `duckdb:///${path}`);
    const ds = await api.post<{ id: number }>('/api/v1/dataset/', {
      database: databaseId,
      schema: 'main',
      table_name: 'sales',
    });
    datasetId = ds.body.id;
    legacy = await startDatasourceApp(t.ctx);
    admin = await signIn(ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await legacy?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('GET /datasource/get/table/{id}/ answers Superset datasource JSON', async () => {
    const res = await admin.get<Legacy>(`/datasource/get/table/${datasetId}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: datasetId,
      uid: `${datasetId}__table`,
      type: 'table',
      name: 'main.sales',
      table_name: 'sales',
      main_dttm_col: 'sold_at',
      database: { id: databaseId, database_name: 'duck', backend: 'duckdb' },
      owners: [{ username: 'admin' }],
      select_star: 'SELECT *\nFROM "main"."sales"\nLIMIT 100',
      verbose_map: { __timestamp: 'Time', count: 'COUNT(*)', region: 'region' },
    });
    expect(res.body.columns.map((c) => c.column_name)).toEqual(['id', 'region', 'amount', 'sold_at']);
    expect((await admin.get(`/datasource/get/table/999999/`)).status).toBe(404);
    expect((await admin.get(`/datasource/get/query/${datasetId}/`)).status).toBe(400);
  });

  it('fetch_datasource_metadata answers under /tessera and /superset', async () => {
    for (const prefix of ['/tessera', '/superset']) {
      const res = await admin.get<Legacy>(`${prefix}/fetch_datasource_metadata?datasourceKey=${datasetId}__table`);
      expect(res.status, prefix).toBe(200);
      expect(res.body.id).toBe(datasetId);
    }
    const bad = await admin.get<Legacy>('/tessera/fetch_datasource_metadata?datasourceKey=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('datasourceKey');
  });

  it('POST /datasource/save/ takes the editor JSON as JSON, urlencoded or multipart, matching items by name', async () => {
    const current = (await admin.get<Legacy>(`/datasource/get/table/${datasetId}/`)).body;
    const data = {
      ...current,
      description: 'Saved from the legacy editor',
      owners: current.owners.map((o) => ({ value: o.id, label: o.username })),
      columns: [
        ...current.columns.map((c) =>
          c.column_name === 'region' ? { ...c, id: 'nanoid-1', verbose_name: 'Region' } : c,
        ),
        { id: 'nanoid-2', column_name: 'big', expression: 'amount > 100', type: 'BOOLEAN' },
      ],
      metrics: [...current.metrics, { metric_name: 'revenue', expression: 'SUM(amount)' }],
    };
    const json = await admin.post<Legacy>('/datasource/save/', { data: JSON.stringify(data) });
    expect(json.status).toBe(200);
    expect(json.body.description).toBe('Saved from the legacy editor');
    const region = json.body.columns.find((c) => c.column_name === 'region');
    expect(region).toMatchObject({ id: current.columns[1]?.id, verbose_name: 'Region' });
    expect(json.body.columns.find((c) => c.column_name === 'big')?.expression).toBe('amount > 100');
    expect(json.body.metrics.map((m) => m.metric_name)).toEqual(['count', 'revenue']);

    // TestClient always sends JSON, so the form posts go through fetch with the same session.
    const post = await formPoster();
    const form = await post(new URLSearchParams({ data: JSON.stringify({ ...data, description: 'as a form' }) }));
    expect(form.status).toBe(200);
    expect(((await form.json()) as Legacy).description).toBe('as a form');

    const multipart = new FormData();
    multipart.set('data', JSON.stringify({ ...data, description: 'as multipart' }));
    const mp = await post(multipart);
    expect(mp.status).toBe(200);
    expect(((await mp.json()) as Legacy).description).toBe('as multipart');
  });

  it('POST /datasource/save/ refuses duplicates (409), bad JSON (400), non-owners (403) and missing CSRF (403)', async () => {
    const current = (await admin.get<Legacy>(`/datasource/get/table/${datasetId}/`)).body;
    const dup = await admin.post<Legacy>('/datasource/save/', {
      data: { ...current, columns: [...current.columns, { column_name: 'region' }] },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Duplicate column name(s): region');
    const bad = await admin.post<Legacy>('/datasource/save/', { data: '{nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('data');
    const wrongType = await admin.post<Legacy>('/datasource/save/', { data: { ...current, cache_timeout: 'soon' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('data.cache_timeout');

    await signedInUser(t, 'alpha', ['Alpha']);
    const alpha = await signIn('alpha', 'alpha-pass-1');
    const forbidden = await alpha.post<Legacy>('/datasource/save/', { data: { ...current, description: 'alpha' } });
    expect(forbidden.status).toBe(403);
    const noCsrf = await admin.request('POST', '/datasource/save/', { data: current }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    const anonymous = await new TestClient(legacy.url).get(`/datasource/get/table/${datasetId}/`);
    expect(anonymous.status).toBe(401);
  });

  it('POST /datasource/samples pages rows with a total count, applies filters and caps per_page', async () => {
    const base = `/datasource/samples?datasource_id=${datasetId}&datasource_type=table`;
    const first = await admin.post<Samples>(`${base}&page=1&per_page=2`, {});
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ rowcount: 2, total_count: 6, page: 1, per_page: 2 });
    expect(first.body.result.colnames).toEqual(['id', 'region', 'amount', 'sold_at', 'big']);
    const third = await admin.post<Samples>(`${base}&page=3&per_page=2`, {});
    expect(third.body.result.rowcount).toBe(2);
    const ids = [...first.body.result.data, ...third.body.result.data].map((r) => r.id);
    expect(new Set(ids).size).toBe(4);
    const capped = await admin.post<Samples>(`${base}&per_page=100`, {});
    expect(capped.body.result).toMatchObject({ per_page: 4, rowcount: 4, total_count: 6, page: 1 });
    const filtered = await admin.post<Samples>(base, { filters: [{ col: 'region', op: '==', val: 'east' }] });
    expect(filtered.body.result).toMatchObject({ total_count: 2, rowcount: 2 });
    expect(filtered.body.result.data.every((r) => r.region === 'east')).toBe(true);
    const badPage = await admin.post<Samples>(`${base}&page=0`, {});
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toContain('page');
    const badCol = await admin.post<Samples>(base, { filters: [{ col: 'ghost', op: '==', val: 1 }] });
    expect(badCol.status).toBe(400);
    expect(badCol.body.message).toContain('ghost');
  });

  it('GET column values: distinct, sorted, searchable, limited, never injectable', async () => {
    const all = await admin.get<Values>(valuesPath('region'));
    expect(all.status).toBe(200);
    expect(all.body.result).toEqual(["O'Hare", 'West Coast', 'east', 'north', 'west']);
    const search = await admin.get<Values>(valuesPath('region', { search: 'WEST' }));
    expect(search.body.result).toEqual(['West Coast', 'west']);
    const quote = await admin.get<Values>(valuesPath('region', { search: "'" }));
    expect(quote.body.result).toEqual(["O'Hare"]);
    for (const hostile of ["%' OR '1'='1", "'; DROP TABLE sales; --", '\\']) {
      const res = await admin.get<Values>(valuesPath('region', { search: hostile }));
      expect(res.status, hostile).toBe(200);
      expect(res.body.result, hostile).toEqual([]);
    }
    expect((await admin.get<Values>(valuesPath('region', { limit: 2 }))).body.result).toEqual(["O'Hare", 'West Coast']);
    expect((await admin.get<Values>(valuesPath('big'))).body.result).toEqual([false, true]);
    const unknown = await admin.get<Values>(valuesPath('nope'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('nope');
    const numeric = await admin.get<Values>(valuesPath('amount', { search: '1' }));
    expect(numeric.status).toBe(400);
    expect((await admin.get<Values>(valuesPath('region', { limit: 0 }))).status).toBe(400);
    const missingDataset = await admin.get<Values>(`/api/v1/datasource/table/999999/column/region/values/`);
    expect(missingDataset.status).toBe(404);
  });

  it('answers 403 to a Gamma user without access, and serves one granted datasource_access', async () => {
    const gamma = await signedInUser(t, 'gamma', ['Gamma']);
    const g = await signIn('gamma', 'gamma-pass-1');
    const samples = `/datasource/samples?datasource_id=${datasetId}&datasource_type=table`;
    expect((await g.get(valuesPath('region'))).status).toBe(403);
    expect((await g.post(samples, {})).status).toBe(403);
    expect((await g.get(`/datasource/get/table/${datasetId}/`)).status).toBe(403);
    expect((await g.get(`/superset/fetch_datasource_metadata?datasourceKey=${datasetId}__table`)).status).toBe(403);

    const role = await createRole(t.ctx.meta.db, 'sales_readers');
    await updateRolePermissions(t.ctx.meta.db, role.id, [
      { permission: 'datasource_access', view_menu: datasourcePermView('duck', 'sales', datasetId) },
    ]);
    await t.ctx.meta.db.insertInto('user_roles').values({ user_id: gamma.id, role_id: role.id }).execute();
    expect((await g.get<Values>(valuesPath('region'))).body.result).toHaveLength(5);
    expect((await g.post<Samples>(samples, {})).body.result.total_count).toBe(6);
  });
});
