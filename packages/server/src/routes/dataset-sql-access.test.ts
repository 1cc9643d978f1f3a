import { datasourcePermView, schemaPermView } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARY, registerSampleDataset } from '../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { getExport, postImport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { grantRole } from '../../test-support/role-grants.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

/**
 * Issue 07 §2: a virtual dataset's SQL may read only tables its writer may read (create, update,
 * import: Superset's raise_for_access with the query); whoever queries it needs access to the
 * dataset only. The writer here may edit datasets and read only `flights_sample`.
 */

interface Answer {
  id?: number;
  result?: unknown;
  message?: string;
}

describe('virtual dataset SQL and table access', () => {
  let t: TestApp;
  let admin: TestClient;
  let olga: TestClient;
  let olgaToken: string;
  let adminToken: string;
  let sample: SampleDatabase;
  let databaseId: number;
  let flightsId: number;
  let ownedId: number;

  const create = (client: TestClient, table_name: string, sql: string) =>
    client.post<Answer>('/api/v1/dataset/', { database: databaseId, schema: 'main', table_name, sql });
  const chart = (client: TestClient, id: number) =>
    client.post<Answer>('/api/v1/chart/data', {
      datasource: { id, type: 'table' },
      queries: [{ columns: [], metrics: ['count'] }],
    });

  beforeAll(async () => {
    sample = await duckdbSample();
    t = await startTestApp();
    admin = await signedInAdmin(t);
    adminToken = await tokenFor(t, 'admin', 'admin-pass-1');
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    databaseId = db.body.id;
    flightsId = await registerSampleDataset(t.ctx.meta.db, databaseId, 'main');
    const user = await signedInUser(t, 'olga', ['Gamma']);
    olga = user.client;
    olgaToken = await tokenFor(t, 'olga', 'olga-pass-1');
    await grantRole(admin, user.id, 'flights_editors', [
      ['can_write', 'Dataset'],
      ['datasource_access', datasourcePermView('sample', 'flights_sample', flightsId)],
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it('creates a virtual dataset over tables the writer may read; CTE names are not tables', async () => {
    const res = await create(olga, 'by_origin', 'SELECT origin, COUNT(*) AS n FROM flights_sample GROUP BY origin');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ownedId = res.body.id as number;
    const cte = await create(olga, 'with_cte', 'WITH f AS (SELECT * FROM main.flights_sample) SELECT origin FROM f');
    expect(cte.status, JSON.stringify(cte.body)).toBe(201);
    expect((await chart(olga, ownedId)).status).toBe(200);
  });

  it('refuses POST with SQL reading a table the writer may not read: 403 naming it', async () => {
    for (const sql of [
      'SELECT secret FROM canary_secrets',
      'SELECT f.origin FROM flights_sample f JOIN canary_secrets c ON true',
      'SELECT origin FROM flights_sample WHERE EXISTS (FROM canary_secrets)',
    ]) {
      const res = await create(olga, `leak_${sql.length}`, sql);
      expect(res.status, sql).toBe(403);
      expect(res.body.message, sql).toContain('canary_secrets');
      expect(JSON.stringify(res.body)).not.toContain(CANARY);
    }
  });

  it('lets schema access read every table of the schema', async () => {
    const sam = await signedInUser(t, 'sam', ['Gamma']);
    await grantRole(admin, sam.id, 'main_schema', [
      ['can_write', 'Dataset'],
      ['schema_access', schemaPermView('sample', 'main')],
    ]);
    const res = await create(sam.client, 'schema_reader', 'SELECT COUNT(*) AS n FROM canary_secrets');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('keeps catalog and file reads to Admins', async () => {
    for (const sql of [
      'SELECT * FROM duckdb_tables()',
      'SELECT * FROM information_schema.tables',
      "SELECT * FROM query('SELECT 1')",
    ]) {
      const res = await create(olga, `catalog_${sql.length}`, sql);
      expect(res.status, sql).toBe(403);
      expect(res.body.message, sql).toContain('Only Admins');
    }
    expect((await create(admin, 'admin_catalog', 'SELECT table_name FROM duckdb_tables()')).status).toBe(201);
  });

  it('refuses PUT of an owned dataset to SQL reading another table, and accepts an allowed change', async () => {
    const leak = await olga.put<Answer>(`/api/v1/dataset/${ownedId}`, { sql: 'SELECT * FROM canary_secrets' });
    expect(leak.status).toBe(403);
    expect(leak.body.message).toContain('canary_secrets');
    const ok = await olga.put<Answer>(`/api/v1/dataset/${ownedId}`, {
      sql: "SELECT origin, COUNT(*) AS n FROM flights_sample WHERE origin <> 'SEA' GROUP BY origin",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const unparsable = await olga.put<Answer>(`/api/v1/dataset/${ownedId}`, { sql: 'SELECT origin FROM' });
    expect(unparsable.status).toBe(400);
    expect(unparsable.body.message).toMatch(/^sql: /);
  });

  it('lets a user granted only a curated virtual dataset query it, without access to its tables', async () => {
    const curated = await create(admin, 'curated_secret', 'SELECT secret AS origin, 1 AS n FROM canary_secrets');
    expect(curated.status).toBe(201);
    const id = curated.body.id as number;
    const gina = await signedInUser(t, 'gina', ['Gamma']);
    const denied = await chart(gina.client, id);
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.body)).not.toContain(CANARY);
    // Superset's raise_for_access with a datasource: datasource_access on it is enough.
    await grantRole(admin, gina.id, 'curated_readers', [
      ['datasource_access', datasourcePermView('sample', 'curated_secret', id)],
    ]);
    const rows = await gina.client.post<{ result: { data: Record<string, unknown>[] }[] }>('/api/v1/chart/data', {
      datasource: { id, type: 'table' },
      queries: [{ columns: ['origin'], metrics: ['count'] }],
    });
    expect(rows.status, JSON.stringify(rows.body)).toBe(200);
    expect(rows.body.result[0]?.data).toEqual([{ origin: CANARY, count: 1 }]);
    const samples = await gina.client.post(`/datasource/samples?datasource_id=${id}&datasource_type=table`, {});
    expect(samples.status).toBe(200);
    // The caller's own SQL fragments are still checked against the caller's tables.
    const adhoc = await gina.client.post<Answer>('/api/v1/chart/data', {
      datasource: { id, type: 'table' },
      queries: [
        { columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: '(SELECT COUNT(*) FROM flights_sample)' }] },
      ],
    });
    expect(adhoc.status).toBe(400);
    // The underlying table itself stays closed to them.
    expect((await gina.client.get(`/api/v1/dataset/${flightsId}`)).status).toBe(403);
  });

  it('refuses an owner moving a virtual dataset to a schema where its SQL reads a table they may not read', async () => {
    const mine = await create(olga, 'unqualified', 'SELECT origin FROM flights_sample');
    expect(mine.status).toBe(201);
    const moved = await olga.put<Answer>(`/api/v1/dataset/${mine.body.id as number}`, { schema: 'other' });
    expect(moved.status).toBe(403);
    expect(moved.body.message).toMatch(/^sql: You need access to the following tables: .*flights_sample/);
  });

  it('checks imported virtual datasets against the importer before writing anything', async () => {
    const secret = await create(admin, 'to_import', 'SELECT secret FROM canary_secrets');
    const allowed = await create(admin, 'to_import_ok', 'SELECT origin FROM flights_sample');
    const leakZip = (await getExport(t, adminToken, 'dataset', [secret.body.id as number])).data;
    const okZip = (await getExport(t, adminToken, 'dataset', [allowed.body.id as number])).data;
    for (const id of [secret.body.id, allowed.body.id]) {
      expect((await admin.delete(`/api/v1/dataset/${id}`)).status).toBe(200);
    }
    const refused = await postImport(t, olgaToken, 'dataset', leakZip);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('canary_secrets');
    const names = await t.ctx.meta.db.selectFrom('datasets').select('table_name').execute();
    expect(names.map((n) => n.table_name)).not.toContain('to_import');
    const imported = await postImport(t, olgaToken, 'dataset', okZip);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  });
});
