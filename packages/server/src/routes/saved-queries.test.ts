import { databasePermView } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermission } from '../services/security/permission-service.js';
import { createRole } from '../services/security/role-service.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface SqAnswer {
  id: number;
  result: Record<string, unknown>;
  message: string;
  errors?: { extra?: { field?: string } }[];
}
interface SqList {
  result: (Record<string, unknown> & { id: number; label: string })[];
  count: number;
  ids: number[];
}

const q = (rison: string): string => `?q=${encodeURIComponent(rison)}`;

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: saved queries API',
  (store, available) => {
    let t: TestApp;
    let admin: TestClient;
    let analyst: TestClient;
    let analystId: number;
    let gamma: TestClient;
    let lakeId: number;
    let hiddenId: number;

    const save = async (client: TestClient, body: Record<string, unknown>): Promise<number> => {
      const res = await client.post<SqAnswer>('/api/v1/saved_query/', { db_id: lakeId, sql: 'SELECT 1', ...body });
      if (res.status !== 201) throw new Error(`saved query: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    };

    beforeAll(async () => {
      if (!available) return;
      t = await startTestApp({ store });
      admin = await signedInAdmin(t);
      const lake = await admin.post<{ id: number }>('/api/v1/database/', {
        database_name: 'lake',
        sqlalchemy_uri: 'sqlite:////tmp/tessera-sq-lake.db',
      });
      lakeId = lake.body.id;
      const hidden = await admin.post<{ id: number }>('/api/v1/database/', {
        database_name: 'hidden',
        sqlalchemy_uri: 'sqlite:////tmp/tessera-sq-hidden.db',
      });
      hiddenId = hidden.body.id;
      const role = await createRole(t.ctx.meta.db, 'lake_users');
      await grantPermission(t.ctx.meta.db, role.id, 'database_access', databasePermView('lake', lakeId));
      const user = await signedInUser(t, 'sam', ['Gamma', 'sql_lab', 'lake_users']);
      analyst = user.client;
      analystId = user.id;
      gamma = (await signedInUser(t, 'gil', ['Gamma'])).client;
    });
    afterAll(async () => t?.close());

    it.runIf(available)('creates, shows, updates and deletes with the caller as owner', async () => {
      const id = await save(analyst, { label: 'Top orders', schema: 'main', description: 'Biggest', sql: 'SELECT 2' });
      const shown = await analyst.get<SqAnswer>(`/api/v1/saved_query/${id}`);
      expect(shown.status).toBe(200);
      expect(shown.body.result).toMatchObject({
        label: 'Top orders',
        schema: 'main',
        sql: 'SELECT 2',
        db_id: lakeId,
        database: { id: lakeId, database_name: 'lake' },
        created_by: { id: analystId },
      });
      const put = await analyst.put<SqAnswer>(`/api/v1/saved_query/${id}`, { label: 'Top orders v2' });
      expect(put.status).toBe(200);
      expect((await analyst.get<SqAnswer>(`/api/v1/saved_query/${id}`)).body.result.label).toBe('Top orders v2');
      expect((await analyst.delete(`/api/v1/saved_query/${id}`)).status).toBe(200);
      expect((await analyst.get(`/api/v1/saved_query/${id}`)).status).toBe(404);
    });

    it.runIf(available)('answers bad payloads with 400 or 422 naming the field', async () => {
      const cases: [Record<string, unknown>, number, string][] = [
        [{ db_id: lakeId, sql: 'x' }, 400, 'label'],
        [{ db_id: 'lake', label: 'x', sql: 'x' }, 400, 'db_id'],
        [{ db_id: lakeId, label: 'x', sql: 5 }, 400, 'sql'],
        [{ db_id: 99_999, label: 'x', sql: 'x' }, 422, 'db_id'],
        [{ db_id: hiddenId, label: 'x', sql: 'x' }, 422, 'db_id'],
      ];
      for (const [body, status, field] of cases) {
        const res = await analyst.post<SqAnswer>('/api/v1/saved_query/', body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.message, JSON.stringify(body)).toContain(`${field}:`);
        expect(res.body.errors?.[0]?.extra?.field, JSON.stringify(body)).toBe(field);
      }
      expect((await gamma.get('/api/v1/saved_query/')).status).toBe(403);
    });

    it.runIf(available)('lists only the caller’s own rows unless Admin, with filters, order and paging', async () => {
      const a = await save(analyst, { label: 'Alpha sales', schema: 'main' });
      const b = await save(analyst, { label: 'Beta churn', schema: 'stage', description: 'about sales' });
      const c = await save(admin, { label: 'Admin sales', schema: 'main' });
      const mine = await analyst.get<SqList>(`/api/v1/saved_query/${q('(order_column:label)')}`);
      expect(mine.body.ids).toEqual([a, b]);
      const all = await admin.get<SqList>(`/api/v1/saved_query/${q('(order_column:label,order_direction:desc)')}`);
      expect(all.body.ids).toEqual([b, a, c]);
      const get = (rison: string) => analyst.get<SqList>(`/api/v1/saved_query/${q(rison)}`);
      expect((await get('(filters:!((col:label,opr:ct,value:ALPHA)))')).body.ids).toEqual([a]);
      expect((await get('(filters:!((col:label,opr:all_text,value:sales)),order_column:label)')).body.ids).toEqual([
        a,
        b,
      ]);
      expect((await get('(filters:!((col:schema,opr:eq,value:stage)))')).body.ids).toEqual([b]);
      expect((await get(`(filters:!((col:database,opr:rel_o_m,value:${lakeId})))`)).body.count).toBe(2);
      expect((await get(`(filters:!((col:created_by,opr:rel_o_m,value:${analystId})))`)).body.count).toBe(2);
      expect((await get('(order_column:label,page:1,page_size:1)')).body.ids).toEqual([b]);
      expect((await analyst.get(`/api/v1/saved_query/${c}`)).status).toBe(404);
      expect((await analyst.put(`/api/v1/saved_query/${c}`, { label: 'mine now' })).status).toBe(404);
      const schemas = await analyst.get<{ result: { text: string }[] }>('/api/v1/saved_query/distinct/schema');
      expect(schemas.body.result.map((r) => r.text)).toEqual(['main', 'stage']);
      const dbs = await analyst.get<{ result: { text: string }[] }>('/api/v1/saved_query/related/database');
      expect(dbs.body.result.map((r) => r.text)).toEqual(['lake']);
      const info = await analyst.get<{ permissions: string[] }>('/api/v1/saved_query/_info');
      expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
      expect((await analyst.delete(`/api/v1/saved_query/${q(`!(${a},${c})`)}`)).status).toBe(404);
      const bulk = await analyst.delete<SqAnswer>(`/api/v1/saved_query/${q(`!(${a},${b})`)}`);
      expect(bulk.body.message).toBe('Deleted 2 saved queries');
    });
  },
);
