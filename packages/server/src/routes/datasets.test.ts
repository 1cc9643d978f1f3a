import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSalesApp,
  type DatasetAnswer as Answer,
  type DatasetColumnAnswer as Column,
  type DatasetMetricAnswer as Metric,
  type SalesApp,
} from '../../test-support/dataset-fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import type { TestClient } from '../../test-support/test-app.js';

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: datasets API',
  (store, available) => {
    let app: SalesApp;
    let admin: TestClient;
    let databaseId: number;
    let salesId: number;

    const create = (client: TestClient, body: Record<string, unknown>) =>
      client.post<Answer>('/api/v1/dataset/', { database: databaseId, schema: 'main', ...body });
    const get = async (id: number) => (await admin.get<Answer>(`/api/v1/dataset/${id}`)).body.result;

    beforeAll(async () => {
      if (!available) return;
      app = await startSalesApp(store);
      ({ admin, databaseId } = app);
    });
    afterAll(async () => app?.close());

    it.runIf(available)(
      'creates a physical dataset from the table, with typed columns, a count metric and the creator as owner',
      async () => {
        const res = await create(admin, { table_name: 'sales' });
        expect(res.status).toBe(201);
        salesId = res.body.id;
        const d = res.body.result;
        expect(d).toMatchObject({ table_name: 'sales', kind: 'physical', main_dttm_col: 'sold_at' });
        expect(d.columns.map((c) => c.column_name)).toEqual(['id', 'region', 'amount', 'sold_at']);
        expect(d.columns.find((c) => c.column_name === 'sold_at')).toMatchObject({ is_dttm: true, type_generic: 2 });
        expect(d.columns.find((c) => c.column_name === 'amount')).toMatchObject({
          is_dttm: false,
          type_generic: 0,
          groupby: true,
          filterable: true,
        });
        expect(d.metrics).toEqual([expect.objectContaining({ metric_name: 'count', expression: 'COUNT(*)' })]);
        expect(d.owners.map((o) => o.id)).toHaveLength(1);
        expect((await get(salesId)).columns).toHaveLength(4);
      },
    );

    it.runIf(available)('refuses a duplicate and a missing table with 422 naming the field', async () => {
      const dup = await create(admin, { table_name: 'sales' });
      expect(dup.status).toBe(422);
      expect(dup.body.message).toContain('Dataset sales already exists');
      expect(dup.body.errors?.[0]?.extra?.field).toBe('table_name');
      const missing = await create(admin, { table_name: 'nope' });
      expect(missing.status).toBe(422);
      expect(missing.body.message).toContain('Table [nope] could not be found');
      const noDb = await admin.post<Answer>('/api/v1/dataset/', { database: 999, table_name: 'x' });
      expect(noDb.status).toBe(422);
      expect(noDb.body.message).toContain('database');
      const bad = await admin.post<Answer>('/api/v1/dataset/', { database: databaseId, table_name: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('table_name');
    });

    it.runIf(available)(
      'creates a virtual dataset from the result of its SQL and refuses anything but one SELECT',
      async () => {
        const res = await create(admin, {
          table_name: 'region_totals',
          sql: 'SELECT region, SUM(amount) AS total FROM sales GROUP BY region;',
        });
        expect(res.status).toBe(201);
        expect(res.body.result.kind).toBe('virtual');
        expect(res.body.result.columns.map((c) => [c.column_name, c.type_generic])).toEqual([
          ['region', 1],
          ['total', 0],
        ]);
        const refusals: [sql: string, message: string][] = [
          ['DELETE FROM sales', 'Only SELECT statements are allowed'],
          ['SELECT 1; DROP TABLE sales', 'Only single queries supported'],
          ['WITH x AS (SELECT 1) INSERT INTO sales SELECT * FROM x', 'Only SELECT statements are allowed'],
          ['SELECT * FROM missing_table', 'sql:'],
        ];
        for (const [sql, message] of refusals) {
          const refused = await create(admin, { table_name: `v_${message.length}_${sql.length}`, sql });
          expect(refused.status, sql).toBe(422);
          expect(refused.body.message, sql).toContain(message);
        }
      },
    );

    it.runIf(available)('updates fields, certification (kept in extra too), metrics and columns', async () => {
      const before = await get(salesId);
      const count = before.metrics[0] as Metric;
      const region = before.columns.find((c) => c.column_name === 'region') as Column;
      const res = await admin.put<Answer>(`/api/v1/dataset/${salesId}`, {
        description: 'Sales by day',
        certified_by: 'Data team',
        certification_details: 'Reconciled',
        warning_markdown: 'Late data',
        cache_timeout: 600,
        metrics: [
          { id: count.id, metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'Rows' },
          { metric_name: 'revenue', expression: 'SUM(amount)', d3format: ',.2f' },
        ],
        columns: [
          ...before.columns.filter((c) => c.id !== region.id).map((c) => ({ id: c.id, column_name: c.column_name })),
          { id: region.id, column_name: 'region', verbose_name: 'Region', expression: '' },
          { column_name: 'amount_x2', expression: 'amount * 2', type: 'REAL' },
        ],
      });
      expect(res.status).toBe(200);
      const d = res.body.result;
      expect(d).toMatchObject({
        description: 'Sales by day',
        certified_by: 'Data team',
        warning_markdown: 'Late data',
      });
      expect(JSON.parse(d.extra ?? '{}')).toEqual({
        certification: { certified_by: 'Data team', details: 'Reconciled' },
        warning_markdown: 'Late data',
      });
      expect(d.metrics.map((m) => [m.metric_name, m.verbose_name])).toEqual([
        ['count', 'Rows'],
        ['revenue', null],
      ]);
      expect(d.columns.find((c) => c.column_name === 'region')).toMatchObject({
        id: region.id,
        verbose_name: 'Region',
        expression: null,
      });
      expect(d.columns.find((c) => c.column_name === 'amount_x2')).toMatchObject({
        expression: 'amount * 2',
        type_generic: 0,
      });
      expect(d.columns.find((c) => c.column_name === 'sold_at')).toMatchObject({ is_dttm: true });

      const viaExtra = await admin.put<Answer>(`/api/v1/dataset/${salesId}`, {
        extra: JSON.stringify({ certification: { certified_by: 'Ops', details: 'ok' } }),
      });
      expect(viaExtra.body.result).toMatchObject({
        certified_by: 'Ops',
        certification_details: 'ok',
        warning_markdown: null,
      });
    });

    it.runIf(available)('answers bad updates with 400/422 naming the field', async () => {
      const d = await get(salesId);
      const cases: [Record<string, unknown>, number, string][] = [
        [
          {
            metrics: [
              { metric_name: 'a', expression: 'SUM(amount)' },
              { metric_name: 'a', expression: 'MAX(amount)' },
            ],
          },
          422,
          'metrics: One or more metrics are duplicated: a',
        ],
        [{ metrics: [{ metric_name: 'blank', expression: '   ' }] }, 422, "Metric 'blank' requires an expression"],
        [{ metrics: [{ metric_name: 'empty', expression: '' }] }, 400, 'metrics.0.expression'],
        [
          {
            columns: [
              { column_name: 'x', expression: 'a' },
              { column_name: 'x', expression: 'b' },
            ],
          },
          422,
          'columns: One or more columns are duplicated: x',
        ],
        [{ columns: [{ column_name: 'calc', expression: '  ' }] }, 422, "Column 'calc' requires an expression"],
        [{ columns: [{ id: 999999, column_name: 'ghost' }] }, 422, 'columns: One or more columns do not exist'],
        [{ main_dttm_col: 'region' }, 422, "main_dttm_col: 'region' is not a temporal column"],
        [{ extra: '{not json' }, 400, 'extra'],
        [{ cache_timeout: 'soon' }, 400, 'cache_timeout'],
        [{ database_id: 999 }, 422, 'database_id'],
        [{ owners: [424242] }, 422, 'owners'],
        [{ columns: [{ column_name: 'ts', python_date_format: 'yyyy' }] }, 400, 'columns.0.python_date_format'],
      ];
      for (const [body, status, message] of cases) {
        const res = await admin.put<Answer>(`/api/v1/dataset/${salesId}`, body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.message, JSON.stringify(body)).toContain(message);
      }
      const after = await get(salesId);
      expect(after.metrics).toEqual(d.metrics);
      expect(after.columns).toEqual(d.columns);
      expect((await admin.put<Answer>(`/api/v1/dataset/${salesId}`, { main_dttm_col: 'sold_at' })).status).toBe(200);
    });

    it.runIf(available)('replaces the columns with ?override_columns=true', async () => {
      const res = await create(admin, { table_name: 'big_sales' });
      const id = res.body.id;
      const put = await admin.put<Answer>(`/api/v1/dataset/${id}?override_columns=true`, {
        columns: [
          { column_name: 'region', type: 'TEXT' },
          { column_name: 'doubled', expression: 'amount * 2' },
        ],
      });
      expect(put.status).toBe(200);
      expect(put.body.result.columns.map((c) => c.column_name)).toEqual(['region', 'doubled']);
    });
  },
);
