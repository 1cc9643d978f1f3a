import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSalesDuckdb, registerDatabase } from '../../test-support/dataset-fixtures.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { grantRole } from '../../test-support/role-grants.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface ErrorBody {
  message: string;
  errors?: { message: string; error_type: string; extra?: Record<string, unknown> }[];
}

interface TableMetadataBody {
  name: string;
  schema: string | null;
  columns: { name: string; type: string; longType: string }[];
  selectStar: string;
}

interface PreviewBody {
  columns: { name: string; type: string | null; is_dttm: boolean }[];
  data: Record<string, unknown>[];
  row_limit: number;
}

/** The '+ Dataset' page's calls: a table's columns (table_metadata) and the SQL preview of a virtual dataset. */
describe('dataset add API', () => {
  let t: TestApp;
  let admin: TestClient;
  let gamma: TestClient;
  let writer: TestClient;
  let dir: string;
  let duckId: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-dsadd-'));
    const duckPath = await createSalesDuckdb(dir);
    t = await startTestApp();
    admin = await signedInAdmin(t);
    duckId = await registerDatabase(admin, 'duck', `duckdb:///${duckPath}`);
    gamma = (await signedInUser(t, 'gamma', ['Gamma'])).client;
    const user = await signedInUser(t, 'wanda', ['Gamma']);
    writer = user.client;
    // May write datasets, but reads no table of this database.
    await grantRole(admin, user.id, 'dataset_writers', [['can_write', 'Dataset']]);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a table's columns and SELECT * as Superset's table_metadata does", async () => {
    const res = await admin.get<TableMetadataBody>(`/api/v1/database/${duckId}/table_metadata/?name=sales&schema=main`);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('sales');
    expect(res.body.schema).toBe('main');
    expect(res.body.columns.map((c) => [c.name, c.type])).toEqual([
      ['id', 'INTEGER'],
      ['region', 'VARCHAR'],
      ['amount', 'DOUBLE'],
      ['sold_at', 'TIMESTAMP'],
    ]);
    expect(res.body.selectStar).toContain('"sales"');
  });

  it('names the missing table name, answers 404 for an unknown table and 403 without database access', async () => {
    const missing = await admin.get<ErrorBody>(`/api/v1/database/${duckId}/table_metadata/?schema=main`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('name');
    const unknown = await admin.get<ErrorBody>(`/api/v1/database/${duckId}/table_metadata/?name=nope&schema=main`);
    expect(unknown.status).toBe(404);
    const denied = await gamma.get<ErrorBody>(`/api/v1/database/${duckId}/table_metadata/?name=sales&schema=main`);
    expect(denied.status).toBe(403);
  });

  it('previews the rows of a SELECT under the row limit, temporal columns flagged', async () => {
    const res = await admin.post<PreviewBody>('/api/v1/dataset/sql_preview/', {
      database: duckId,
      schema: 'main',
      sql: 'SELECT region, amount, sold_at FROM sales ORDER BY id;',
      row_limit: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body.columns).toEqual([
      { name: 'region', type: 'VARCHAR', is_dttm: false },
      { name: 'amount', type: 'DOUBLE', is_dttm: false },
      { name: 'sold_at', type: 'TIMESTAMP', is_dttm: true },
    ]);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.row_limit).toBe(2);
    expect(Object.keys(res.body.data[0] ?? {})).toEqual(['region', 'amount', 'sold_at']);
  });

  it('refuses what a virtual dataset refuses: writes, several statements, unreadable tables, bad input', async () => {
    const write = await admin.post<ErrorBody>('/api/v1/dataset/sql_preview/', {
      database: duckId,
      sql: 'DELETE FROM sales',
    });
    expect(write.status).toBe(422);
    expect(write.body.message).toContain('Only SELECT statements are allowed');
    const two = await admin.post<ErrorBody>('/api/v1/dataset/sql_preview/', {
      database: duckId,
      sql: 'SELECT 1; SELECT 2',
    });
    expect(two.status).toBe(422);
    expect(two.body.message).toContain('Only single queries supported');
    const empty = await admin.post<ErrorBody>('/api/v1/dataset/sql_preview/', { database: duckId, sql: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('sql');
    const tooMany = await admin.post<ErrorBody>('/api/v1/dataset/sql_preview/', {
      database: duckId,
      sql: 'SELECT 1',
      row_limit: 100_000,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('row_limit');
    const noDb = await admin.post<ErrorBody>('/api/v1/dataset/sql_preview/', { database: 9999, sql: 'SELECT 1' });
    expect(noDb.status).toBe(422);
    expect(noDb.body.message).toContain('database');
    const denied = await writer.post<ErrorBody>('/api/v1/dataset/sql_preview/', {
      database: duckId,
      schema: 'main',
      sql: 'SELECT * FROM sales',
    });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('sales');
    const gammaRes = await gamma.post<ErrorBody>('/api/v1/dataset/sql_preview/', { database: duckId, sql: 'SELECT 1' });
    expect(gammaRes.status).toBe(403);
  });

  it('caps the default preview at 100 rows', async () => {
    const res = await admin.post<PreviewBody>('/api/v1/dataset/sql_preview/', {
      database: duckId,
      sql: 'SELECT * FROM range(500)',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(100);
  });
});
