import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARY, registerSampleDataset } from '../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Answer {
  result?: { data: Record<string, unknown>[]; cache_key: string; rowcount: number }[];
  message?: string;
}

const query = (datasetId: number, q: Record<string, unknown>) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['origin'], metrics: ['count'], ...q }],
});

/** Attempts through filter values, column names, expressions, ordering and time ranges. */
const attacks = (id: number): unknown[] => [
  query(id, { filters: [{ col: 'origin', op: '==', val: "SEA' OR '1'='1" }] }),
  query(id, { filters: [{ col: 'origin', op: '==', val: "x'; DROP TABLE flights_sample; --" }] }),
  query(id, { filters: [{ col: 'origin', op: '==', val: "x' UNION SELECT secret, 1 FROM canary_secrets --" }] }),
  query(id, { filters: [{ col: 'origin', op: 'IN', val: ["SEA') OR ('1'='1", 'SFO'] }] }),
  query(id, { filters: [{ col: 'origin', op: 'NOT IN', val: ["') UNION SELECT secret, 1 FROM canary_secrets --"] }] }),
  query(id, { filters: [{ col: 'origin', op: 'LIKE', val: "%' OR 1=1 --" }] }),
  query(id, { filters: [{ col: 'origin', op: 'ILIKE', val: "%'; SELECT * FROM canary_secrets; --" }] }),
  query(id, { filters: [{ col: 'origin', op: '!=', val: "\\'; DROP TABLE canary_secrets; --" }] }),
  query(id, { filters: [{ col: 'delay', op: '>', val: '0 OR 1=1' }] }),
  query(id, { filters: [{ col: 'delay', op: '<', val: '1; DELETE FROM flights_sample' }] }),
  query(id, { filters: [{ col: 'date', op: '>=', val: "2024-01-01' OR '1'='1" }] }),
  query(id, { filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: "2024-01-01 : 2025-01-01' OR '1'='1" }] }),
  query(id, {
    filters: [
      { col: 'date', op: 'TEMPORAL_RANGE', val: 'DATEADD(DATETIME("now"), 1, (SELECT secret FROM canary_secrets))' },
    ],
  }),
  query(id, { filters: [{ col: "origin' OR '1'='1", op: '==', val: 'SEA' }] }),
  query(id, { filters: [{ col: 'origin" FROM canary_secrets --', op: '==', val: 'SEA' }] }),
  query(id, { columns: ['origin" , (SELECT secret FROM canary_secrets) AS "x'] }),
  query(id, { columns: ['origin; DROP TABLE flights_sample'] }),
  query(id, { columns: [{ sqlExpression: '(SELECT secret FROM canary_secrets)', label: 'x' }] }),
  query(id, { columns: [{ sqlExpression: 'origin) FROM canary_secrets --', label: 'x' }] }),
  query(id, { columns: [{ sqlExpression: 'origin || (select secret from canary_secrets)', label: 'x' }] }),
  query(id, { columns: [{ sqlExpression: 'origin; DROP TABLE flights_sample', label: 'x' }] }),
  query(id, { columns: [{ sqlExpression: 'origin /* */ ', label: 'x' }] }),
  query(id, {
    metrics: [{ expressionType: 'SQL', sqlExpression: 'MAX((SELECT secret FROM canary_secrets))', label: 'm' }],
  }),
  query(id, { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*) FROM canary_secrets --', label: 'm' }] }),
  query(id, {
    metrics: [
      { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: '(SELECT secret FROM canary_secrets)' } },
    ],
  }),
  query(id, { metrics: ['count) FROM canary_secrets --'] }),
  query(id, { extras: { where: '1=1 UNION SELECT secret, 1 FROM canary_secrets' } }),
  query(id, { extras: { where: "origin = 'SEA') OR (1=1" } }),
  query(id, { extras: { where: 'exists (select 1 from canary_secrets)' } }),
  query(id, { extras: { having: 'COUNT(*) > 0; DROP TABLE flights_sample' } }),
  query(id, { orderby: [['count DESC; DROP TABLE flights_sample; --', true]] }),
  query(id, { orderby: [[{ expressionType: 'SQL', sqlExpression: '(SELECT secret FROM canary_secrets)' }, true]] }),
  query(id, { row_limit: '1; DROP TABLE flights_sample' }),
  query(id, { granularity: 'date; DROP TABLE flights_sample', time_range: 'Last week' }),
  query(id, { series_columns: ["origin') --"], series_limit: 2 }),
  query(id, {
    columns: [{ sqlExpression: 'date', columnType: 'BASE_AXIS', timeGrain: "P1D'); DROP TABLE flights_sample; --" }],
  }),
];

describe('chart data security', () => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;

  beforeAll(async () => {
    sample = await duckdbSample();
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, 'main');
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it('withstands at least 30 injection attempts: no canary leaks, nothing changes', async () => {
    const list = attacks(datasetId);
    expect(list.length).toBeGreaterThanOrEqual(30);
    for (const [i, body] of list.entries()) {
      const res = await admin.post<Answer>('/api/v1/chart/data', body);
      expect(JSON.stringify(res.body), `attack ${i}`).not.toContain(CANARY);
      expect(res.status, `attack ${i}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
    const rison = await admin.get(
      `/api/v1/dataset/?q=(filters:!((col:table_name,opr:ct,value:'x%27)%20OR%201=1--')),page:0)`,
    );
    expect(rison.status).toBeLessThan(500);
    const intact = await admin.post<Answer>(
      '/api/v1/chart/data',
      query(datasetId, { columns: [], metrics: ['count'] }),
    );
    expect(intact.body.result?.[0]?.data).toEqual([{ count: 240 }]);
  });

  it('refuses a Gamma user without access with 403, and filters rows through RLS with its own cache entry', async () => {
    const { client: gamma, id: gammaId } = await signedInUser(t, 'gwen', ['Gamma']);
    const body = query(datasetId, {});
    const denied = await gamma.post<Answer>('/api/v1/chart/data', body);
    expect(denied.status).toBe(403);

    const role = await admin.post<{ id: number }>('/api/v1/security/roles/', { name: 'sample_readers' });
    await admin.put(`/api/v1/security/roles/${role.body.id}/permissions`, {
      permissions: [{ permission: 'datasource_access', view_menu: `[sample].[flights_sample](id:${datasetId})` }],
    });
    const gammaRole = (
      await admin.get<{ result: { id: number; name: string }[] }>('/api/v1/security/roles/')
    ).body.result.find((r) => r.name === 'Gamma');
    await admin.put(`/api/v1/security/users/${gammaId}`, { roles: [gammaRole?.id, role.body.id] });
    const now = new Date().toISOString();
    const rls = await t.ctx.meta.db
      .insertInto('rls_filters')
      .values({
        name: 'only SEA',
        description: null,
        filter_type: 'Regular',
        group_key: null,
        clause: "origin = 'SEA'",
        created_on: now,
        changed_on: now,
        created_by_fk: null,
        changed_by_fk: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.meta.db
      .insertInto('rls_filter_roles')
      .values({ rls_filter_id: rls.id, role_id: role.body.id })
      .execute();
    await t.ctx.meta.db
      .insertInto('rls_filter_tables')
      .values({ rls_filter_id: rls.id, dataset_id: datasetId })
      .execute();

    const asGamma = await gamma.post<Answer>('/api/v1/chart/data', body);
    expect(asGamma.status).toBe(200);
    expect(asGamma.body.result?.[0]?.data).toEqual([{ origin: 'SEA', count: 60 }]);
    const asAdmin = await admin.post<Answer>('/api/v1/chart/data', body);
    expect(asAdmin.body.result?.[0]?.rowcount).toBe(4);
    expect(asAdmin.body.result?.[0]?.cache_key).not.toBe(asGamma.body.result?.[0]?.cache_key);
  });
});
