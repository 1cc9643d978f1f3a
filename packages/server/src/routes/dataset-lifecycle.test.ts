import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSalesApp, type DatasetAnswer as Answer, type SalesApp } from '../../test-support/dataset-fixtures.js';
import { signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import type { TestClient } from '../../test-support/test-app.js';

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: dataset ownership, refresh and delete',
  (store, available) => {
    let app: SalesApp;
    let admin: TestClient;
    let alpha: { client: TestClient; id: number };
    let databaseId: number;
    let salesId: number;

    const create = (client: TestClient, body: Record<string, unknown>) =>
      client.post<Answer>('/api/v1/dataset/', { database: databaseId, schema: 'main', ...body });
    const get = async (id: number) => (await admin.get<Answer>(`/api/v1/dataset/${id}`)).body.result;

    beforeAll(async () => {
      if (!available) return;
      app = await startSalesApp(store);
      ({ admin, databaseId } = app);
      alpha = await signedInUser(app.t, 'alpha', ['Alpha']);
      const sales = await create(admin, { table_name: 'sales' });
      salesId = sales.body.id;
      const columns = sales.body.result.columns.map((c) => ({ id: c.id, column_name: c.column_name }));
      await admin.put(`/api/v1/dataset/${salesId}`, {
        columns: [...columns, { column_name: 'amount_x2', expression: 'amount * 2' }],
        metrics: [
          { id: sales.body.result.metrics[0]?.id, metric_name: 'count', expression: 'COUNT(*)' },
          { metric_name: 'revenue', expression: 'SUM(amount)' },
        ],
      });
    });
    afterAll(async () => app?.close());

    it.runIf(available)('lets only owners and admins edit, refresh and delete (Superset ownership)', async () => {
      const mine = await create(alpha.client, { table_name: 'sales', schema: null });
      expect(mine.status).toBe(201);
      expect(mine.body.result.owners.map((o) => o.id)).toEqual([alpha.id]);
      expect((await alpha.client.put(`/api/v1/dataset/${mine.body.id}`, { description: 'mine' })).status).toBe(200);

      const notOwner = await alpha.client.put<Answer>(`/api/v1/dataset/${salesId}`, { description: 'hijack' });
      expect(notOwner.status).toBe(403);
      expect(notOwner.body.message).toContain('owners');
      expect((await alpha.client.put(`/api/v1/dataset/${salesId}/refresh`)).status).toBe(403);
      expect((await alpha.client.delete(`/api/v1/dataset/${salesId}`)).status).toBe(403);

      const owners = (await get(salesId)).owners.map((o) => o.id);
      expect((await admin.put(`/api/v1/dataset/${salesId}`, { owners: [...owners, alpha.id] })).status).toBe(200);
      const asOwner = await alpha.client.put<Answer>(`/api/v1/dataset/${salesId}`, {
        description: 'by alpha',
        owners: owners,
      });
      expect(asOwner.status).toBe(200);
      // A non-admin cannot drop themselves from the owners by mistake.
      expect(asOwner.body.result.owners.map((o) => o.id).sort()).toEqual([...owners, alpha.id].sort());

      const gamma = await signedInUser(app.t, 'gamma', ['Gamma']);
      expect((await gamma.client.put(`/api/v1/dataset/${salesId}`, { description: 'x' })).status).toBe(403);
      expect((await gamma.client.get(`/api/v1/dataset/${salesId}`)).status).toBe(403);
    });

    it.runIf(available)(
      'refreshes columns from the source: adds new, deletes removed physical ones, keeps calculated columns and metrics',
      async () => {
        const db = new Database(app.sqlitePath);
        db.exec('ALTER TABLE sales ADD COLUMN channel TEXT');
        db.exec('ALTER TABLE sales DROP COLUMN region');
        db.close();
        const res = await admin.put<Answer>(`/api/v1/dataset/${salesId}/refresh`);
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('OK');
        const d = await get(salesId);
        expect(d.columns.map((c) => c.column_name).sort()).toEqual(['amount', 'amount_x2', 'channel', 'id', 'sold_at']);
        expect(d.columns.find((c) => c.column_name === 'channel')).toMatchObject({ type_generic: 1, groupby: true });
        expect(d.metrics.map((m) => m.metric_name)).toEqual(['count', 'revenue']);
        expect((await admin.put(`/api/v1/dataset/999999/refresh`)).status).toBe(404);
      },
    );

    it.runIf(available)(
      'refreshes after the default time column vanished: unset with its column, charts still answer',
      async () => {
        const made = await create(admin, { table_name: 'sales_copy', sql: 'SELECT id, amount, sold_at FROM sales' });
        const id = made.body.id;
        expect((await get(id)).main_dttm_col).toBe('sold_at');
        const changed = await admin.put<Answer>(`/api/v1/dataset/${id}`, { sql: 'SELECT id, amount FROM sales' });
        expect(changed.status).toBe(200);
        const res = await admin.put<Answer>(`/api/v1/dataset/${id}/refresh`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const d = await get(id);
        expect(d.columns.map((c) => c.column_name).sort()).toEqual(['amount', 'id']);
        expect(d.main_dttm_col).toBeNull();
        const data = await admin.post('/api/v1/chart/data', {
          datasource: { id, type: 'table' },
          queries: [{ columns: [], metrics: ['count'], time_range: 'Last week' }],
        });
        expect(data.status).toBe(200);
      },
    );

    it.runIf(available)('deletes a dataset and leaves its charts orphaned, as Superset does', async () => {
      const res = await create(admin, { table_name: 'orphan_maker', sql: 'SELECT 1 AS one' });
      const id = res.body.id;
      const now = new Date().toISOString();
      await app.t.ctx.meta.db
        .insertInto('charts')
        .values({
          uuid: crypto.randomUUID(),
          slice_name: 'On a doomed dataset',
          description: null,
          viz_type: 'table',
          datasource_id: id,
          datasource_type: 'table',
          params: '{}',
          query_context: null,
          cache_timeout: null,
          certified_by: null,
          certification_details: null,
          external_url: null,
          last_saved_at: null,
          last_saved_by_fk: null,
          created_on: now,
          changed_on: now,
          created_by_fk: null,
          changed_by_fk: null,
        })
        .execute();
      const del = await admin.delete<Answer>(`/api/v1/dataset/${id}`);
      expect(del.status).toBe(200);
      expect(del.body.message).toBe('OK');
      expect((await admin.get(`/api/v1/dataset/${id}`)).status).toBe(404);
      const chart = await app.t.ctx.meta.db
        .selectFrom('charts')
        .select('datasource_id')
        .where('datasource_id', '=', id)
        .executeTakeFirst();
      expect(chart?.datasource_id).toBe(id);
      const cols = await app.t.ctx.meta.db
        .selectFrom('dataset_columns')
        .select('id')
        .where('dataset_id', '=', id)
        .execute();
      expect(cols).toEqual([]);
    });

    it.runIf(available)('bulk-deletes with a rison list of ids', async () => {
      const a = (await create(admin, { table_name: 'bulk_a', sql: 'SELECT 1 AS a' })).body.id;
      const b = (await create(admin, { table_name: 'bulk_b', sql: 'SELECT 2 AS b' })).body.id;
      expect((await admin.delete<Answer>(`/api/v1/dataset/?q=!(${a},999999)`)).status).toBe(404);
      const res = await admin.delete<Answer>(`/api/v1/dataset/?q=!(${a},${b})`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Deleted 2 datasets');
      const bad = await admin.delete<Answer>('/api/v1/dataset/?q=(page:1)');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('q');
    });
  },
);
