import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { TestClient, startTestApp, type TestApp } from '../../test-support/test-app.js';

interface ErrorBody {
  message: string;
  errors?: { extra?: { field?: string } }[];
}

/** Wrong-typed bodies for each write route; the answer must name `field`. */
const WRONG_TYPES: Record<string, { body: unknown; field: string }> = {
  'POST /api/v1/security/login': { body: { username: 42, password: 'x' }, field: 'username' },
  'POST /api/v1/security/refresh': { body: {}, field: 'authorization' },
  // Imports take a multipart ZIP; a JSON body has no file in it.
  ...Object.fromEntries(
    ['dashboard', 'chart', 'dataset', 'database', 'saved_query', 'assets'].map((r) => [
      `POST /api/v1/${r}/import/`,
      { body: { formData: 7 }, field: 'formData' },
    ]),
  ),
  // Uploads take a multipart form with the file; a JSON body has none.
  'POST /api/v1/database/{pk}/upload/': { body: { file: 7 }, field: 'file' },
  'POST /api/v1/database/upload_metadata/': { body: { file: 7 }, field: 'file' },
  'POST /api/v1/setup/': {
    body: { username: 'a', password: 'long-enough', first_name: 'A', last_name: 'B', email: 7 },
    field: 'email',
  },
  'POST /api/v1/security/users/': {
    body: { username: 'u', password: 'long-enough', first_name: 'A', last_name: 'B', email: 'u@x.co', roles: 'Admin' },
    field: 'roles',
  },
  'PUT /api/v1/security/users/{pk}': { body: { active: 'yes' }, field: 'active' },
  'POST /api/v1/security/roles/': { body: { name: ['x'] }, field: 'name' },
  'PUT /api/v1/security/roles/{pk}': { body: { name: 5 }, field: 'name' },
  'PUT /api/v1/security/roles/{pk}/permissions': {
    body: { permissions: [{ permission: 1 }] },
    field: 'permissions.0.permission',
  },
  'POST /api/v1/database/': { body: { database_name: 'x', sqlalchemy_uri: 5 }, field: 'sqlalchemy_uri' },
  'PUT /api/v1/database/{pk}': { body: { cache_timeout: 'soon' }, field: 'cache_timeout' },
  'POST /api/v1/database/test_connection/': { body: { sqlalchemy_uri: 5 }, field: 'sqlalchemy_uri' },
  'POST /api/v1/database/validate_parameters/': {
    body: { engine: 'postgresql', parameters: { port: [1] } },
    field: 'parameters.port',
  },
  'POST /api/v1/dataset/': { body: { database: 'one', table_name: 't' }, field: 'database' },
  'POST /api/v1/dataset/sql_preview/': { body: { database: 'one', sql: 'SELECT 1' }, field: 'database' },
  'PUT /api/v1/dataset/{pk}': { body: { cache_timeout: 'soon' }, field: 'cache_timeout' },
  'PUT /api/v1/dataset/{pk}/refresh': { body: undefined, field: '' },
  'POST /api/v1/security/logout': { body: undefined, field: '' },
  'POST /api/v1/chart/': { body: { slice_name: 5, datasource_id: 1 }, field: 'slice_name' },
  'PUT /api/v1/chart/{pk}': { body: { cache_timeout: 'soon' }, field: 'cache_timeout' },
  'POST /api/v1/chart/{pk}/favorites/': { body: undefined, field: '' },
  'POST /api/v1/explore/permalink': { body: { formData: 'pie' }, field: 'formData' },
  'POST /api/v1/explore/form_data': {
    body: { datasource_id: 'one', datasource_type: 'table', form_data: '{}' },
    field: 'datasource_id',
  },
  'PUT /api/v1/explore/form_data/{key}': {
    body: { datasource_id: 1, datasource_type: 'table', form_data: 5 },
    field: 'form_data',
  },
  'POST /api/v1/chart/data': {
    body: { datasource: { id: 1 }, queries: [{ row_limit: 'all' }] },
    field: 'queries.0.row_limit',
  },
  'POST /api/v1/chart/data/batch': { body: { queries: [{ key: 7, query_context: {} }] }, field: 'queries.0.key' },
  'POST /api/v1/css_template/': { body: { template_name: 5, css: '' }, field: 'template_name' },
  'PUT /api/v1/css_template/{pk}': { body: { css: 7 }, field: 'css' },
  'POST /dynamic-plugins/api/create': { body: { name: 'x', key: 5, bundle_url: '/x.js' }, field: 'key' },
  'PUT /dynamic-plugins/api/update/{pk}': { body: { bundle_url: 7 }, field: 'bundle_url' },
  'POST /api/v1/annotation_layer/': { body: { name: 5 }, field: 'name' },
  'PUT /api/v1/annotation_layer/{pk}': { body: { descr: 7 }, field: 'descr' },
  'POST /api/v1/annotation_layer/{pk}/annotation/': {
    body: { short_descr: 'x', start_dttm: 5, end_dttm: '2024-01-01' },
    field: 'start_dttm',
  },
  'PUT /api/v1/annotation_layer/{pk}/annotation/{annotation_id}': {
    body: { json_metadata: 3 },
    field: 'json_metadata',
  },
  'POST /api/v1/dashboard/': { body: { dashboard_title: 5 }, field: 'dashboard_title' },
  'PUT /api/v1/dashboard/{pk}': { body: { published: 'yes' }, field: 'published' },
  'POST /api/v1/dashboard/{pk}/favorites/': { body: undefined, field: '' },
  'POST /api/v1/dashboard/{pk}/embedded': { body: { allowed_domains: 'x.example' }, field: 'allowed_domains' },
  'PUT /api/v1/dashboard/{pk}/embedded': { body: { allowed_domains: 5 }, field: 'allowed_domains' },
  'POST /api/v1/security/guest_token/': {
    body: { user: {}, resources: 'dashboard', rls: [] },
    field: 'resources',
  },
  'POST /api/v1/rowlevelsecurity/': { body: { name: 'r', filter_type: 'Base', tables: 'x' }, field: 'tables' },
  'PUT /api/v1/rowlevelsecurity/{pk}': { body: { clause: 5 }, field: 'clause' },
  // Runs the saved schedule once: it takes no body.
  'POST /api/v1/report/{pk}/test/': { body: undefined, field: '' },
  ...Object.fromEntries(
    ['/sqllab/', '/tessera/sqllab/', '/superset/sqllab/'].map((path) => [
      `POST ${path}`,
      { body: { form_data: 7 }, field: 'form_data' },
    ]),
  ),
  'POST /api/v1/dashboard/{pk}/permalink': { body: { anchor: 5 }, field: 'anchor' },
  'POST /api/v1/dashboard/{pk}/filter_state': { body: { value: 5 }, field: 'value' },
  'PUT /api/v1/dashboard/{pk}/filter_state/{key}': { body: { value: '[1]' }, field: 'value' },
  'POST /api/v1/dashboard/{pk}/filtersets': {
    body: { name: 'x', owner_type: 'Dashboard', json_metadata: '{}' },
    field: 'json_metadata',
  },
  'PUT /api/v1/dashboard/{pk}/filtersets/{set_id}': { body: { name: 5 }, field: 'name' },
  'POST /tessera/copy_dash/{pk}/': { body: { data: 5 }, field: 'data' },
  'POST /superset/copy_dash/{pk}/': { body: { data: { duplicate_slices: 'maybe' } }, field: 'data.duplicate_slices' },
  'POST /api/v1/saved_query/': { body: { db_id: 'one', label: 'x', sql: 'x' }, field: 'db_id' },
  'PUT /api/v1/saved_query/{pk}': { body: { sql: 5 }, field: 'sql' },
  'POST /api/v1/report/': { body: { type: 'Report', name: 'r', crontab: 5 }, field: 'crontab' },
  'PUT /api/v1/report/{pk}': { body: { active: 'yes' }, field: 'active' },
  'POST /api/v1/dashboard/{pk}/download/': { body: { format: 'gif' }, field: 'format' },
  'POST /api/v1/chart/{pk}/download/': { body: { format: 5 }, field: 'format' },
  'POST /api/v1/dataset/get_or_create/': { body: { table_name: 5, database_id: 1 }, field: 'table_name' },
  'POST /api/v1/sqllab/execute/': { body: { database_id: 'one', sql: 'SELECT 1' }, field: 'database_id' },
  'POST /api/v1/sqllab/format_sql/': { body: { sql: 5 }, field: 'sql' },
  'POST /api/v1/sqllab/estimate/': { body: { database_id: 1, sql: 7 }, field: 'sql' },
  'POST /api/v1/sqllab/permalink': { body: { dbId: 'x', sql: 'SELECT 1' }, field: 'dbId' },
  'POST /api/v1/query/stop': { body: { client_id: 5 }, field: 'client_id' },
  'POST /tabstateview/': { body: { queryEditor: { dbId: 'x' } }, field: 'queryEditor.dbId' },
  'PUT /tabstateview/{id}': { body: { query_limit: 'lots' }, field: 'query_limit' },
  // Activating takes no body.
  'POST /tabstateview/{id}/activate': { body: {}, field: '' },
  'POST /tabstateview/{id}/migrate_query': { body: { queryId: 5 }, field: 'queryId' },
  'POST /tableschemaview/': { body: { table: { dbId: 'x' } }, field: 'table.dbId' },
  'POST /tableschemaview/{id}/expanded': { body: { expanded: 'maybe' }, field: 'expanded' },
};

/** Every path parameter (`{pk}`, `{annotation_id}`) as the id 1. */
const withIds = (path: string): string => path.replace(/\{\w+\}/g, '1');

describe('every route answers bad input with 400 naming the field, never 500', () => {
  let t: TestApp;
  let api: TestClient;
  let writeRoutes: string[];

  beforeAll(async () => {
    t = await startTestApp();
    await signedInAdmin(t);
    const login = await new TestClient(t.url).post<{ access_token: string }>('/api/v1/security/login', {
      ...ADMIN,
      provider: 'db',
    });
    api = new TestClient(t.url).withToken(login.body.access_token);
    const spec = await api.get<{ paths: Record<string, Record<string, unknown>> }>('/api/v1/_openapi');
    writeRoutes = Object.entries(spec.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m === 'post' || m === 'put')
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
  });
  afterAll(async () => t?.close());

  it('knows a wrong-typed body for every write route in the API', () => {
    expect(writeRoutes.length).toBeGreaterThan(8);
    expect(writeRoutes.filter((r) => !(r in WRONG_TYPES))).toEqual([]);
  });

  it('answers malformed JSON with 400 naming the body on every write route', async () => {
    for (const route of [...writeRoutes, 'POST /login/']) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await api.request<ErrorBody>(method, withIds(path), undefined, { raw: '{"broken": ' });
      expect(res.status, route).toBe(400);
      expect(res.body.message, route).toMatch(/^body: malformed JSON/);
    }
  });

  it('answers wrong field types with 400 naming the field', async () => {
    for (const [route, { body, field }] of Object.entries(WRONG_TYPES)) {
      if (!field) continue;
      const [method, path] = route.split(' ') as [string, string];
      // The refresh route reads its own Authorization header, so it is called without the access token.
      const client = route.endsWith('/refresh') ? new TestClient(t.url) : api;
      const res = await client.request<ErrorBody>(method, withIds(path), body);
      expect(res.status, route).toBe(400);
      expect(res.body.message, route).toContain(`${field}:`);
      expect(res.body.errors?.[0]?.extra?.field, route).toBe(field);
    }
    const login = await new TestClient(t.url).post<ErrorBody>('/login/', { username: 'a', password: false });
    expect(login.status).toBe(400);
    expect(login.body.message).toContain('password:');
  });

  it('answers bad path ids and bad rison with 400', async () => {
    for (const path of [
      '/api/v1/security/users/abc',
      '/api/v1/security/roles/-1',
      '/api/v1/database/1.5',
      '/api/v1/dataset/x',
      '/api/v1/chart/x',
      '/api/v1/annotation_layer/x',
      '/api/v1/saved_query/x',
      '/api/v1/annotation_layer/0/annotation/',
    ]) {
      const res = await api.get<ErrorBody>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toContain('pk:');
    }
    const rison = await api.get<ErrorBody>('/api/v1/dataset/?q=(page:');
    expect(rison.status).toBe(400);
    expect(rison.body.message).toContain('rison');
    const page = await api.get<ErrorBody>("/api/v1/dataset/?q=(page_size:'many')");
    expect(page.status).toBe(400);
    expect(page.body.message).toContain('q.page_size');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api.get<ErrorBody>('/api/v1/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('/api/v1/nope');
  });
});
