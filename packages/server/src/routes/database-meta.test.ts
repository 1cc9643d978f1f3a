import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSalesDuckdb, createSalesSqlite, registerDatabase } from '../../test-support/dataset-fixtures.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface ErrorBody {
  message: string;
  errors?: { message: string; error_type: string; extra?: Record<string, unknown> }[];
}

describe('database connection and introspection API', () => {
  let t: TestApp;
  let admin: TestClient;
  let dir: string;
  let duckPath: string;
  let sqlitePath: string;
  let duckId: number;
  let sqliteId: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-dbmeta-'));
    duckPath = await createSalesDuckdb(dir);
    sqlitePath = createSalesSqlite(dir);
    t = await startTestApp();
    admin = await signedInAdmin(t);
    duckId = await registerDatabase(admin, 'duck', `duckdb:///${duckPath}`);
    sqliteId = await registerDatabase(admin, 'lite', `sqlite:///${sqlitePath}`);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the six engines with their parameter schemas, preferred first', async () => {
    const res = await admin.get<{ databases: Record<string, unknown>[] }>('/api/v1/database/available/');
    expect(res.status).toBe(200);
    const engines = res.body.databases.map((d) => d.engine);
    expect(engines.slice(0, 4)).toEqual(['postgresql', 'mysql', 'duckdb', 'trino']);
    expect([...engines].sort()).toEqual(['clickhousedb', 'duckdb', 'mysql', 'postgresql', 'sqlite', 'trino']);
    const pg = res.body.databases.find((d) => d.engine === 'postgresql');
    expect(pg).toMatchObject({
      name: 'PostgreSQL',
      default_driver: 'psycopg2',
      preferred: true,
      sqlalchemy_uri_placeholder: expect.stringContaining('postgresql://'),
      engine_information: { supports_file_upload: true, disable_ssh_tunneling: false },
      parameters: { type: 'object', required: ['host', 'port', 'username', 'database'] },
    });
    // File databases have no host to tunnel to.
    const duckdb = res.body.databases.find((d) => d.engine === 'duckdb');
    expect(duckdb).toMatchObject({ engine_information: { disable_ssh_tunneling: true } });
  });

  it('validates connection parameters offline, Superset style', async () => {
    const missing = await admin.post<ErrorBody>('/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      parameters: { host: 'db.example.com', username: '' },
      configuration_method: 'dynamic_form',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.[0]).toMatchObject({
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      extra: { missing: ['database', 'port', 'username'] },
    });
    const port = await admin.post<ErrorBody>('/api/v1/database/validate_parameters/', {
      engine: 'mysql',
      parameters: { host: 'bad host!', port: 70000, username: 'u', database: 'd' },
    });
    expect(port.status).toBe(422);
    expect(port.body.errors?.map((e) => e.error_type)).toEqual([
      'CONNECTION_INVALID_HOSTNAME_ERROR',
      'CONNECTION_INVALID_PORT_ERROR',
    ]);
    const ok = await admin.post<ErrorBody>('/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      parameters: { host: '10.0.0.5', port: '5432', username: 'u', database: 'd' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('OK');
    const wrong = await admin.post<ErrorBody>('/api/v1/database/validate_parameters/', { engine: 'oracle' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('engine');
  });

  it('tests a connection: good files, an unreachable server fails fast with ERROR:', async () => {
    for (const uri of [`duckdb:///${duckPath}`, `sqlite:///${sqlitePath}`]) {
      const res = await admin.post<ErrorBody>('/api/v1/database/test_connection/', { sqlalchemy_uri: uri });
      expect(res.status, uri).toBe(200);
      expect(res.body.message).toBe('Connection looks good!');
    }
    const byParams = await admin.post<ErrorBody>('/api/v1/database/test_connection/', {
      engine: 'sqlite',
      parameters: { database: sqlitePath },
    });
    expect(byParams.status).toBe(200);
    const started = Date.now();
    const down = await admin.post<ErrorBody>('/api/v1/database/test_connection/', {
      sqlalchemy_uri: 'postgresql://x@127.0.0.1:1/db',
    });
    expect(down.status).toBe(422);
    expect(down.body.message).toMatch(/^ERROR: /);
    expect(Date.now() - started).toBeLessThan(10_000);
    const missingFile = await admin.post<ErrorBody>('/api/v1/database/test_connection/', {
      sqlalchemy_uri: `sqlite:///${join(dir, 'nope.sqlite')}`,
    });
    expect(missingFile.status).toBe(422);
    expect(missingFile.body.message).toMatch(/^ERROR: /);
    const bad = await admin.post<ErrorBody>('/api/v1/database/test_connection/', { database_name: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('sqlalchemy_uri');
  });

  it('uses the stored password for the mask only when the target is unchanged', async () => {
    const created = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'remote',
      sqlalchemy_uri: 'postgresql://analyst:s3cret@127.0.0.1:1/sales',
    });
    expect(created.status).toBe(201);
    const same = await admin.post<ErrorBody>('/api/v1/database/test_connection/', {
      database_name: 'remote',
      sqlalchemy_uri: 'postgresql://analyst:XXXXXXXXXX@127.0.0.1:1/sales',
    });
    expect(same.status).toBe(422);
    expect(same.body.message).not.toContain('masked');
    expect(same.body.message).not.toContain('s3cret');
    const moved = await admin.post<ErrorBody>('/api/v1/database/test_connection/', {
      database_name: 'remote',
      sqlalchemy_uri: 'postgresql://analyst:XXXXXXXXXX@evil.example.com:5432/sales',
    });
    expect(moved.status).toBe(422);
    expect(moved.body.message).toContain('masked');
  });

  it('lists schemas and tables with their type and dataset extra', async () => {
    const schemas = await admin.get<{ result: string[] }>(`/api/v1/database/${duckId}/schemas/`);
    expect(schemas.status).toBe(200);
    expect(schemas.body.result).toContain('main');
    const ds = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: duckId,
      schema: 'main',
      table_name: 'sales',
    });
    expect(ds.status).toBe(201);
    await admin.put(`/api/v1/dataset/${ds.body.id}`, { certified_by: 'Data team' });
    const tables = await admin.get<{ count: number; result: unknown[] }>(
      `/api/v1/database/${duckId}/tables/?q=(force:!f,schema_name:main)`,
    );
    expect(tables.status).toBe(200);
    expect(tables.body).toEqual({
      count: 2,
      result: [
        { value: 'big_sales', type: 'view', extra: null },
        { value: 'sales', type: 'table', extra: { certification: { certified_by: 'Data team', details: null } } },
      ],
    });
    const lite = await admin.get<{ result: { value: string; type: string }[] }>(
      `/api/v1/database/${sqliteId}/tables/?q=(schema_name:main)`,
    );
    expect(lite.body.result.map((r) => [r.value, r.type])).toEqual([
      ['big_sales', 'view'],
      ['sales', 'table'],
    ]);
    const noSchema = await admin.get<ErrorBody>(`/api/v1/database/${duckId}/tables/?q=(force:!t)`);
    expect(noSchema.status).toBe(400);
    expect(noSchema.body.message).toContain('schema_name');
    expect((await admin.get(`/api/v1/database/424242/schemas/`)).status).toBe(404);
  });

  it('answers table_extra and select_star with the dialect quoting', async () => {
    const extra = await admin.get(`/api/v1/database/${duckId}/table_extra/sales/main/`);
    expect(extra.status).toBe(200);
    expect(extra.body).toEqual({});
    const star = await admin.get<{ result: string }>(`/api/v1/database/${duckId}/select_star/sales/main/`);
    expect(star.status).toBe(200);
    expect(star.body.result).toBe('SELECT "id", "region", "amount", "sold_at"\nFROM "main"."sales"\nLIMIT 100');
    const noSchema = await admin.get<{ result: string }>(`/api/v1/database/${sqliteId}/select_star/sales/`);
    expect(noSchema.body.result).toBe('SELECT "id", "region", "amount", "sold_at"\nFROM "sales"\nLIMIT 100');
    expect((await admin.get(`/api/v1/database/${duckId}/select_star/nope/main/`)).status).toBe(404);
    const badSchema = await admin.get<ErrorBody>(`/api/v1/database/${duckId}/tables/?q=(schema_name:'x"y')`);
    expect(badSchema.status).toBe(200);
    expect(badSchema.body).toEqual({ count: 0, result: [] });
  });

  it('needs database access for introspection and can_write for connection tests', async () => {
    const gamma = await signedInUser(t, 'gamma', ['Gamma']);
    for (const path of [
      `/api/v1/database/${duckId}/schemas/`,
      `/api/v1/database/${duckId}/tables/?q=(schema_name:main)`,
      `/api/v1/database/${duckId}/table_extra/sales/main/`,
      `/api/v1/database/${duckId}/select_star/sales/`,
    ]) {
      expect((await gamma.client.get(path)).status, path).toBe(403);
    }
    expect((await gamma.client.get('/api/v1/database/available/')).status).toBe(200);
    const test = await gamma.client.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: `sqlite:///${sqlitePath}`,
    });
    expect(test.status).toBe(403);
  });
});
