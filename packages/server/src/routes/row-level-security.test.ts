import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../../test-support/chart-fixtures.js';
import { createSalesSqlite, registerDatabase } from '../../test-support/dataset-fixtures.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { grantRole } from '../../test-support/role-grants.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Answer {
  id: number;
  result: Record<string, unknown>;
  message: string;
  errors?: { extra?: { field?: string } }[];
}
interface ListAnswer {
  result: { id: number; name: string; roles: { name: string }[]; tables: { table_name: string }[] }[];
  count: number;
  ids: number[];
}

const RLS = '/api/v1/rowlevelsecurity/';
const STORES = ['sqlite', ...((await postgresAvailable()) ? ['postgres' as const] : [])] as const;

const regionCounts = (datasetId: number) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['region'], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }] }],
});

describe.each(STORES)('%s metadata: row level security API', (store) => {
  let t: TestApp;
  let admin: TestClient;
  let gamma: TestClient;
  let dir: string;
  let sales: number;
  let bigSales: number;
  let roleId: number;
  let gammaRoleId: number;

  const post = async (body: Record<string, unknown>): Promise<number> => {
    const res = await admin.post<Answer>(RLS, body);
    if (res.status !== 201) throw new Error(`rule ${JSON.stringify(body)}: ${res.status} ${res.body.message}`);
    return res.body.id;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-rls-'));
    t = await startTestApp({ store });
    admin = await signedInAdmin(t);
    const database = await registerDatabase(admin, 'local', `sqlite:///${createSalesSqlite(dir)}`);
    const ds = async (table_name: string) =>
      (await admin.post<{ id: number }>('/api/v1/dataset/', { database, schema: 'main', table_name })).body.id;
    sales = await ds('sales');
    bigSales = await ds('big_sales');
    const user = await signedInUser(t, 'greta', ['Gamma']);
    gamma = user.client;
    await grantRole(admin, user.id, 'east_team', [['datasource_access', `[local].[sales](id:${sales})`]]);
    const roles = await admin.get<{ result: { id: number; name: string }[] }>('/api/v1/security/roles/');
    roleId = roles.body.result.find((r) => r.name === 'east_team')?.id ?? 0;
    gammaRoleId = roles.body.result.find((r) => r.name === 'Gamma')?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates, shows, updates and lists rules with Superset fields, filtered and sorted', async () => {
    const id = await post({
      name: 'East only',
      filter_type: 'Regular',
      tables: [sales],
      roles: [roleId],
      group_key: 'region',
      clause: "region = 'east'",
      description: 'the east team',
    });
    const shown = await admin.get<Answer>(`${RLS}${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.result).toMatchObject({
      id,
      name: 'East only',
      filter_type: 'Regular',
      tables: [{ id: sales, schema: 'main', table_name: 'sales' }],
      roles: [{ id: roleId, name: 'east_team' }],
      group_key: 'region',
      clause: "region = 'east'",
      description: 'the east team',
    });
    const base = await post({
      name: 'Not tiny',
      filter_type: 'Base',
      tables: [sales, bigSales],
      roles: [],
      clause: 'amount > 20',
    });
    const put = await admin.put<Answer>(`${RLS}${base}`, { description: 'everyone', roles: [gammaRoleId] });
    expect(put.status).toBe(200);
    expect((await admin.get<Answer>(`${RLS}${base}`)).body.result).toMatchObject({
      description: 'everyone',
      roles: [{ name: 'Gamma' }],
      clause: 'amount > 20',
    });

    const byType = await admin.get<ListAnswer>(`${RLS}${q('(filters:!((col:filter_type,opr:eq,value:Base)))')}`);
    expect(byType.body.result.map((r) => r.name)).toEqual(['Not tiny']);
    const byRole = await admin.get<ListAnswer>(`${RLS}${q(`(filters:!((col:roles,opr:rel_m_m,value:${roleId})))`)}`);
    expect(byRole.body.result.map((r) => r.name)).toEqual(['East only']);
    const byTable = await admin.get<ListAnswer>(
      `${RLS}${q(`(filters:!((col:tables,opr:rel_m_m,value:${bigSales})))`)}`,
    );
    expect(byTable.body.result.map((r) => r.name)).toEqual(['Not tiny']);
    const text = await admin.get<ListAnswer>(`${RLS}${q('(filters:!((col:name,opr:rls_all_text,value:east)))')}`);
    expect(text.body.result.map((r) => r.name)).toEqual(['East only']);
    const sorted = await admin.get<ListAnswer>(
      `${RLS}${q('(order_column:name,order_direction:asc,page:0,page_size:1)')}`,
    );
    expect(sorted.body).toMatchObject({ count: 2, result: [{ name: 'East only' }] });
    const info = await admin.get<{ permissions: string[] }>(`${RLS}_info${q('(keys:!(permissions))')}`);
    expect(info.body.permissions).toEqual(['can_read', 'can_write']);
    const related = await admin.get<{ result: { text: string }[] }>(`${RLS}related/tables${q('(filter:big)')}`);
    expect(related.body.result.map((r) => r.text)).toEqual(['big_sales']);
    const roles = await admin.get<{ result: { text: string }[] }>(`${RLS}related/roles${q('(filter:east)')}`);
    expect(roles.body.result.map((r) => r.text)).toEqual(['east_team']);
  });

  it('previews the WHERE each role gets, and the chart data of a member holds only those rows', async () => {
    const mine = await admin.get<{ clause: string | null }>(`${RLS}preview/${q(`(role:${roleId},dataset:${sales})`)}`);
    // Its Regular rule (group 'region') AND the Base rule, which exempts Gamma but not east_team.
    expect(mine.body.clause).toBe("(region = 'east') AND (amount > 20)");
    const other = await admin.get<{ clause: string | null }>(
      `${RLS}preview/${q(`(role:${roleId},dataset:${bigSales})`)}`,
    );
    expect(other.body.clause).toBe('(amount > 20)');
    const exempt = await admin.get<{ clause: string | null }>(
      `${RLS}preview/${q(`(role:${gammaRoleId},dataset:${sales})`)}`,
    );
    expect(exempt.body.clause).toBeNull();

    const data = await gamma.post<{ result: { data: { region: string; n: number }[] }[] }>(
      '/api/v1/chart/data',
      regionCounts(sales),
    );
    expect(data.status).toBe(200);
    expect(data.body.result[0]?.data).toEqual([{ region: 'east', n: 2 }]);
  });

  it('refuses bad input with 4xx naming the field', async () => {
    const bad = async (body: Record<string, unknown>, status: number, field: string) => {
      const res = await admin.post<Answer>(RLS, body);
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(field);
    };
    const ok = { name: 'x', filter_type: 'Regular', tables: [sales], roles: [], clause: 'amount > 1' };
    await bad({ ...ok, name: '' }, 400, 'name');
    await bad({ ...ok, filter_type: 'Other' }, 400, 'filter_type');
    await bad({ ...ok, tables: [] }, 400, 'tables');
    await bad({ ...ok, tables: [999_999] }, 422, 'tables');
    await bad({ ...ok, roles: [999_999] }, 422, 'roles');
    await bad({ ...ok, name: 'East only' }, 422, 'name');
    // The engine's parser judges the clause: not one predicate, or reading another table.
    await bad({ ...ok, clause: 'amount > ' }, 400, 'clause');
    await bad({ ...ok, clause: '1 = 1; DROP TABLE sales' }, 400, 'clause');
    await bad({ ...ok, clause: 'id IN (SELECT id FROM big_sales)' }, 400, 'clause');
    const first = (await admin.get<ListAnswer>(RLS)).body.ids[0];
    const put = await admin.put<Answer>(`${RLS}${first}`, { clause: 'region = (SELECT 1 FROM sqlite_master)' });
    expect(put.status).toBe(400);
    expect(put.body.message).toContain('clause');
    expect((await admin.get<Answer>(`${RLS}${999_999}`)).status).toBe(404);
    expect((await admin.get<Answer>(`${RLS}preview/${q('(role:999999,dataset:1)')}`)).status).toBe(400);
  });

  it('is Admin only: a Gamma user gets 403 on every route', async () => {
    expect((await gamma.get(RLS)).status).toBe(403);
    expect((await gamma.get(`${RLS}_info`)).status).toBe(403);
    expect((await gamma.get(`${RLS}related/roles`)).status).toBe(403);
    expect((await gamma.post(RLS, { name: 'mine' })).status).toBe(403);
    expect((await gamma.delete(`${RLS}${q('!(1)')}`)).status).toBe(403);
  });

  it('deletes one rule and several at once, links included', async () => {
    const a = await post({ name: 'a', filter_type: 'Regular', tables: [sales], roles: [roleId], clause: 'id > 0' });
    const b = await post({ name: 'b', filter_type: 'Base', tables: [sales], roles: [roleId], clause: 'id > 0' });
    const c = await post({ name: 'c', filter_type: 'Base', tables: [bigSales], roles: [], clause: 'id > 0' });
    expect((await admin.delete(`${RLS}${a}`)).status).toBe(200);
    expect((await admin.delete(`${RLS}${a}`)).status).toBe(404);
    expect((await admin.delete(`${RLS}${q(`!(${b},999999)`)}`)).status).toBe(404);
    const bulk = await admin.delete<Answer>(`${RLS}${q(`!(${b},${c})`)}`);
    expect(bulk.status).toBe(200);
    expect(bulk.body.message).toBe('Deleted 2 rules');
    expect((await admin.get<ListAnswer>(RLS)).body.count).toBe(2);
  });
});
