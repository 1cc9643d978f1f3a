import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataAccessTarget } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExamples } from '../examples/load-examples.js';
import { registerExamples } from '../examples/register-examples.js';
import { syncDataAccessPerms } from '../services/security/data-access-perms.js';
import { postImport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { createSalesSqlite, registerDatabase } from '../../test-support/dataset-fixtures.js';
import { ADMIN, signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { grantRole } from '../../test-support/role-grants.js';
import { postgresAvailable } from '../../test-support/services.js';
import { SUPERSET_UUIDS, supersetDashboardFiles, supersetZip } from '../../test-support/superset-bundle.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface CatalogEntry {
  id: number;
  permission: string;
  view_menu: string;
  target?: DataAccessTarget;
}

/** The data-access part of the roles page's permission catalogue, as `permission on view` → target. */
const dataCatalog = async (admin: TestClient): Promise<Map<string, DataAccessTarget | undefined>> => {
  const res = await admin.get<{ result: CatalogEntry[] }>('/api/v1/security/permissions/');
  expect(res.status).toBe(200);
  const data = res.body.result.filter((p) => p.permission.endsWith('_access') && !p.permission.startsWith('all_'));
  return new Map(data.map((p) => [`${p.permission} on ${p.view_menu}`, p.target]));
};

const roleGrants = async (admin: TestClient, name: string): Promise<string[]> => {
  const roles = await admin.get<{ result: { name: string; permissions: CatalogEntry[] }[] }>('/api/v1/security/roles/');
  const role = roles.body.result.find((r) => r.name === name);
  return (role?.permissions ?? []).map((p) => `${p.permission} on ${p.view_menu}`);
};

const datasetNames = async (client: TestClient): Promise<string[]> => {
  const res = await client.get<{ result: { table_name: string }[] }>('/api/v1/dataset/?q=(page_size:100)');
  expect(res.status).toBe(200);
  return res.body.result.map((d) => d.table_name).sort();
};

const countQuery = (datasetId: number) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }] }],
});

/** The metadata stores to run on: PostgreSQL too when the test server is up, as the other API suites do. */
const STORES = ['sqlite', ...((await postgresAvailable()) ? ['postgres' as const] : [])] as const;

describe.each(STORES)('%s metadata: data-access permissions follow databases and datasets', (store) => {
  let t: TestApp;
  let admin: TestClient;
  let dir: string;
  let databaseId: number;
  let datasetId: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-perms-'));
    t = await startTestApp({ store });
    admin = await signedInAdmin(t);
    databaseId = await registerDatabase(admin, 'local', `sqlite:///${createSalesSqlite(dir)}`);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('registers the database and the schemas it has when it is created', async () => {
    const catalog = await dataCatalog(admin);
    expect(catalog.get(`database_access on [local].(id:${databaseId})`)).toEqual({
      database: 'local',
      schema: null,
      table: null,
    });
    expect(catalog.get('schema_access on [local].[main]')).toEqual({ database: 'local', schema: 'main', table: null });
  });

  it('registers a new dataset, and a grant on it gives a Gamma user that dataset only', async () => {
    const created = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: databaseId,
      schema: 'main',
      table_name: 'sales',
    });
    expect(created.status).toBe(201);
    datasetId = created.body.id;
    const other = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: databaseId,
      schema: 'main',
      table_name: 'big_sales',
    });
    expect(other.status).toBe(201);
    const catalog = await dataCatalog(admin);
    expect(catalog.get(`datasource_access on [local].[sales](id:${datasetId})`)).toEqual({
      database: 'local',
      schema: 'main',
      table: 'sales',
    });

    const gamma = await signedInUser(t, 'grace', ['Gamma']);
    await grantRole(admin, gamma.id, 'sales_readers', [['datasource_access', `[local].[sales](id:${datasetId})`]]);
    expect(await datasetNames(gamma.client)).toEqual(['sales']);
    expect((await gamma.client.post('/api/v1/chart/data', countQuery(datasetId))).status).toBe(200);
    expect((await gamma.client.post('/api/v1/chart/data', countQuery(other.body.id))).status).toBe(403);
    expect((await gamma.client.get(`/api/v1/dataset/${other.body.id}`)).status).toBe(403);
  });

  it('renames a dataset view with its table, keeping the grant', async () => {
    const res = await admin.put(`/api/v1/dataset/${datasetId}`, { table_name: 'sales_view' });
    expect(res.status).toBe(200);
    const catalog = await dataCatalog(admin);
    expect(catalog.has(`datasource_access on [local].[sales](id:${datasetId})`)).toBe(false);
    expect(catalog.get(`datasource_access on [local].[sales_view](id:${datasetId})`)?.table).toBe('sales_view');
    expect(await roleGrants(admin, 'sales_readers')).toEqual([
      `datasource_access on [local].[sales_view](id:${datasetId})`,
    ]);
  });

  it('renames the views of a renamed database, its schemas and its datasets, keeping grants', async () => {
    const res = await admin.put(`/api/v1/database/${databaseId}`, { database_name: 'warehouse' });
    expect(res.status).toBe(200);
    const catalog = await dataCatalog(admin);
    expect([...catalog.keys()].filter((k) => k.includes('[local]'))).toEqual([]);
    expect(catalog.has(`database_access on [warehouse].(id:${databaseId})`)).toBe(true);
    expect(catalog.get('schema_access on [warehouse].[main]')?.database).toBe('warehouse');
    expect(catalog.get(`datasource_access on [warehouse].[sales_view](id:${datasetId})`)).toEqual({
      database: 'warehouse',
      schema: 'main',
      table: 'sales_view',
    });
    expect(await roleGrants(admin, 'sales_readers')).toEqual([
      `datasource_access on [warehouse].[sales_view](id:${datasetId})`,
    ]);
    const { client } = await signedInUser(t, 'gus', ['Gamma']);
    expect(await datasetNames(client)).toEqual([]);
  });

  it('removes the views and their grants when the dataset and then the database are deleted', async () => {
    const datasets = await admin.get<{ result: { id: number }[] }>('/api/v1/dataset/');
    for (const ds of datasets.body.result) expect((await admin.delete(`/api/v1/dataset/${ds.id}`)).status).toBe(200);
    let catalog = await dataCatalog(admin);
    expect([...catalog.keys()].filter((k) => k.startsWith('datasource_access'))).toEqual([]);
    expect(await roleGrants(admin, 'sales_readers')).toEqual([]);
    expect(catalog.has('schema_access on [warehouse].[main]')).toBe(true);

    expect((await admin.delete(`/api/v1/database/${databaseId}`)).status).toBe(200);
    catalog = await dataCatalog(admin);
    expect([...catalog.keys()].filter((k) => k.includes('[warehouse]'))).toEqual([]);
  });

  it('registers an imported Superset bundle and renames with an overwriting import', async () => {
    const token = await tokenFor(t, ADMIN.username, ADMIN.password);
    const passwords = { passwords: JSON.stringify({ 'databases/Warehouse.yaml': 'pw' }) };
    expect((await postImport(t, token, 'dashboard', supersetZip(), passwords)).body).toEqual({ message: 'OK' });
    const ids = async () => {
      const ds = await t.ctx.meta.db
        .selectFrom('datasets')
        .select(['id', 'database_id'])
        .where('uuid', '=', SUPERSET_UUIDS.dataset)
        .executeTakeFirstOrThrow();
      return { dataset: ds.id, database: ds.database_id };
    };
    const { dataset, database } = await ids();
    let catalog = await dataCatalog(admin);
    expect(catalog.has(`database_access on [Warehouse].(id:${database})`)).toBe(true);
    expect(catalog.get('schema_access on [Warehouse].[public]')?.schema).toBe('public');
    expect(catalog.get(`datasource_access on [Warehouse].[orders](id:${dataset})`)?.table).toBe('orders');

    const { id: userId } = await signedInUser(t, 'ivy', ['Gamma']);
    await grantRole(admin, userId, 'orders_readers', [['datasource_access', `[Warehouse].[orders](id:${dataset})`]]);
    const files = supersetDashboardFiles();
    // An assets bundle overwrites every object it holds (a dashboard import only reuses its dependencies).
    const renamed = supersetZip({
      'metadata.yaml': files['metadata.yaml']?.replace('type: Dashboard', 'type: assets'),
      'databases/Warehouse.yaml': files['databases/Warehouse.yaml']?.replace(
        'database_name: Warehouse',
        'database_name: Lake',
      ),
      'datasets/Warehouse/orders.yaml': files['datasets/Warehouse/orders.yaml']?.replace(
        'table_name: orders',
        'table_name: orders_2024',
      ),
    });
    const again = await postImport(t, token, 'assets', renamed, passwords);
    expect(again.body).toEqual({ message: 'OK' });
    catalog = await dataCatalog(admin);
    expect([...catalog.keys()].filter((k) => k.includes('[Warehouse]'))).toEqual([]);
    expect(catalog.has(`database_access on [Lake].(id:${database})`)).toBe(true);
    expect(catalog.get(`datasource_access on [Lake].[orders_2024](id:${dataset})`)?.database).toBe('Lake');
    expect(await roleGrants(admin, 'orders_readers')).toEqual([
      `datasource_access on [Lake].[orders_2024](id:${dataset})`,
    ]);
  });

  it('creates the permissions missing from objects written before registration, at start-up', async () => {
    const db = t.ctx.meta.db;
    const { database } = await db
      .selectFrom('datasets')
      .select('database_id as database')
      .where('uuid', '=', SUPERSET_UUIDS.dataset)
      .executeTakeFirstOrThrow();
    const view = `[Lake].(id:${database})`;
    const orphan = await db.selectFrom('view_menus').select('id').where('name', '=', view).executeTakeFirstOrThrow();
    await db.deleteFrom('permission_views').where('view_menu_id', '=', orphan.id).execute();
    await db.deleteFrom('view_menus').where('id', '=', orphan.id).execute();
    expect((await dataCatalog(admin)).has(`database_access on ${view}`)).toBe(false);
    expect(await syncDataAccessPerms(db)).toBe(1);
    expect(await syncDataAccessPerms(db)).toBe(0);
    expect((await dataCatalog(admin)).get(`database_access on ${view}`)?.database).toBe('Lake');
  });
});

describe('data-access permissions of the examples', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-perms-examples-'));
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('registers the loaded examples, and a grant on cars shows a Gamma user cars only', async () => {
    const path = join(dir, 'examples.duckdb');
    const tables = await loadExamples({ path, only: ['cars', 'seattle_weather'] });
    const databaseId = await registerExamples(t.ctx.meta.db, path, tables);
    const admin = await signedInAdmin(t);
    const all = await admin.get<{ result: { id: number; table_name: string }[] }>('/api/v1/dataset/');
    const id = (name: string): number => all.body.result.find((d) => d.table_name === name)?.id ?? 0;
    const catalog = await dataCatalog(admin);
    expect(catalog.has(`database_access on [examples].(id:${databaseId})`)).toBe(true);
    expect(catalog.has('schema_access on [examples].[main]')).toBe(true);
    expect(catalog.get(`datasource_access on [examples].[cars](id:${id('cars')})`)).toEqual({
      database: 'examples',
      schema: 'main',
      table: 'cars',
    });
    expect(catalog.has(`datasource_access on [examples].[seattle_weather](id:${id('seattle_weather')})`)).toBe(true);

    await registerExamples(t.ctx.meta.db, path, tables);
    expect((await dataCatalog(admin)).size).toBe(catalog.size);

    const gamma = await signedInUser(t, 'cara', ['Gamma']);
    await grantRole(admin, gamma.id, 'cars_readers', [['datasource_access', `[examples].[cars](id:${id('cars')})`]]);
    expect(await datasetNames(gamma.client)).toEqual(['cars']);
    const data = await gamma.client.post<{ result: { data: { n: number }[] }[] }>(
      '/api/v1/chart/data',
      countQuery(id('cars')),
    );
    expect(data.status).toBe(200);
    expect(Number(data.body.result[0]?.data[0]?.n)).toBeGreaterThan(300);
    expect((await gamma.client.post('/api/v1/chart/data', countQuery(id('seattle_weather')))).status).toBe(403);
    expect((await gamma.client.get(`/api/v1/dataset/${id('seattle_weather')}`)).status).toBe(403);
  });
});
