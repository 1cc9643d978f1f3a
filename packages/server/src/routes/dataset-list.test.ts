import { databasePermView, datasourcePermView, schemaPermView } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermission } from '../services/security/permission-service.js';
import { createRole } from '../services/security/role-service.js';
import { q } from '../../test-support/chart-fixtures.js';
import { registerDatabase, startSalesApp, type SalesApp } from '../../test-support/dataset-fixtures.js';
import { signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import type { TestClient } from '../../test-support/test-app.js';

interface ListAnswer {
  result: (Record<string, unknown> & { id: number; table_name: string })[];
  count: number;
  ids: number[];
  message: string;
  errors?: { extra?: { field?: string } }[];
}
interface Related {
  count: number;
  result: { value: number | string; text: string }[];
}

/** A Gamma user whose one extra role holds a single data-access grant. */
const gammaWith = async (app: SalesApp, name: string, permission: string, view: string) => {
  const role = await createRole(app.t.ctx.meta.db, `${name}_readers`);
  await grantPermission(app.t.ctx.meta.db, role.id, permission, view);
  return signedInUser(app.t, name, ['Gamma', role.name]);
};

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: datasets list with rison filters, order, paging, related and distinct',
  (store, available) => {
    let app: SalesApp;
    let archiveId: number;
    let gina: { client: TestClient; id: number };
    const ids: Record<string, number> = {};

    const list = (rison: string, client = app?.admin) => client.get<ListAnswer>(`/api/v1/dataset/${q(rison)}`);
    const names = async (rison: string, client = app?.admin) =>
      (await list(rison, client)).body.result.map((d) => d.table_name);
    const create = async (database: number, tableName: string, extra: Record<string, unknown> = {}) => {
      const res = await app.admin.post<{ id: number }>('/api/v1/dataset/', {
        database,
        schema: 'main',
        table_name: tableName,
        ...extra,
      });
      if (res.status !== 201) throw new Error(`${tableName}: ${res.status} ${JSON.stringify(res.body)}`);
      ids[tableName] = res.body.id;
    };

    beforeAll(async () => {
      if (!available) return;
      app = await startSalesApp(store);
      archiveId = await registerDatabase(app.admin, 'archive', `sqlite:///${app.sqlitePath}`);
      gina = await signedInUser(app.t, 'gina', ['Gamma']);
      await create(app.databaseId, 'sales');
      await create(app.databaseId, 'big_sales');
      await create(app.databaseId, 'region_totals', {
        sql: 'SELECT region, SUM(amount) AS total FROM sales GROUP BY 1',
      });
      await create(archiveId, 'west_sales', { sql: "SELECT * FROM sales WHERE region = 'west'", owners: [gina.id] });
      const certify = await app.admin.put(`/api/v1/dataset/${ids.sales}`, { certified_by: 'Data team' });
      expect(certify.status).toBe(200);
    });
    afterAll(async () => app?.close());

    it.runIf(available)('answers result, count and ids, last changed first, with the fields the UI reads', async () => {
      const res = await list('()');
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(4);
      expect(res.body.result.map((d) => d.table_name)).toEqual(['sales', 'west_sales', 'region_totals', 'big_sales']);
      expect(res.body.ids).toEqual(res.body.result.map((d) => d.id));
      const west = res.body.result[1];
      expect(west).toMatchObject({
        id: ids.west_sales,
        kind: 'virtual',
        schema: 'main',
        sql: "SELECT * FROM sales WHERE region = 'west'",
        database: { id: archiveId, database_name: 'archive', backend: 'sqlite' },
        owners: [{ id: gina.id, first_name: 'gina', last_name: 'Tester' }],
        datasource_type: 'table',
        explore_url: `/explore/?datasource_type=table&datasource_id=${ids.west_sales}`,
        changed_by: { first_name: 'Admin' },
        changed_by_name: expect.stringContaining('Admin'),
        changed_on_delta_humanized: expect.any(String),
        is_managed_externally: false,
      });
      expect(west?.changed_on_utc).toMatch(/\+00:00$/);
      for (const key of ['uuid', 'catalog', 'description', 'row_count', 'changed_on', 'created_on', 'extra']) {
        expect(west, key).toHaveProperty(key);
      }
      expect((await app.admin.get<ListAnswer>('/api/v1/dataset/')).body.count).toBe(4);
    });

    it.runIf(available)(
      'filters by name, physical or virtual, database, owners, schema and certification',
      async () => {
        const sorted = ',order_column:table_name,order_direction:asc)';
        expect(await names(`(filters:!((col:table_name,opr:ct,value:SALES))${sorted}`)).toEqual([
          'big_sales',
          'sales',
          'west_sales',
        ]);
        // LIKE wildcards in the search are taken literally: '_' matches only names with an underscore.
        expect((await list("(filters:!((col:table_name,opr:ct,value:'_')))")).body.count).toBe(3);
        expect(await names("(filters:!((col:table_name,opr:ct,value:'%')))")).toEqual([]);
        expect(await names('(filters:!((col:table_name,opr:sw,value:re)))')).toEqual(['region_totals']);
        expect(await names('(filters:!((col:table_name,opr:eq,value:sales)))')).toEqual(['sales']);
        const physical = `(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!t))${sorted}`;
        expect(await names(physical)).toEqual(['big_sales', 'sales']);
        const virtual = `(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!f))${sorted}`;
        expect(await names(virtual)).toEqual(['region_totals', 'west_sales']);
        expect(await names(`(filters:!((col:database,opr:rel_o_m,value:${archiveId})))`)).toEqual(['west_sales']);
        const onLocal = `(filters:!((col:database,opr:rel_o_m,value:(value:${app.databaseId},label:local)))${sorted}`;
        expect(await names(onLocal)).toEqual(['big_sales', 'region_totals', 'sales']);
        expect(await names(`(filters:!((col:owners,opr:rel_m_m,value:${gina.id})))`)).toEqual(['west_sales']);
        expect((await list('(filters:!((col:schema,opr:eq,value:main)))')).body.count).toBe(4);
        expect((await list('(filters:!((col:schema,opr:ct,value:nope)))')).body.count).toBe(0);
        expect(await names('(filters:!((col:id,opr:dataset_is_certified,value:!t)))')).toEqual(['sales']);
        expect((await list('(filters:!((col:id,opr:dataset_is_certified,value:!f)))')).body.count).toBe(3);
        const combined = `(filters:!((col:table_name,opr:ct,value:sales),(col:sql,opr:dataset_is_null_or_empty,value:!f)))`;
        expect(await names(combined)).toEqual(['west_sales']);
      },
    );

    it.runIf(available)('orders by the allowed columns in both directions and pages with a total count', async () => {
      const byName = ['big_sales', 'region_totals', 'sales', 'west_sales'];
      expect(await names('(order_column:table_name,order_direction:asc)')).toEqual(byName);
      expect(await names('(order_column:table_name,order_direction:desc)')).toEqual([...byName].reverse());
      // Ties (same database, same kind) are broken by id in the same direction.
      expect(await names('(order_column:database.database_name,order_direction:desc)')).toEqual([
        'region_totals',
        'big_sales',
        'sales',
        'west_sales',
      ]);
      expect(await names('(order_column:kind,order_direction:asc)')).toEqual([
        'sales',
        'big_sales',
        'region_totals',
        'west_sales',
      ]);
      expect(
        (await list('(order_column:changed_on_delta_humanized,order_direction:asc,page_size:1)')).body.ids,
      ).toEqual([ids.big_sales]);
      const page = await list('(order_column:table_name,order_direction:asc,page:1,page_size:3)');
      expect(page.body.count).toBe(4);
      expect(page.body.result.map((d) => d.table_name)).toEqual(['west_sales']);
      expect((await list('(order_column:table_name,page_size:-1)')).body.result).toHaveLength(4);
    });

    it.runIf(available)('limits Gamma to granted and owned datasets, by dataset, schema or database', async () => {
      expect(await names('(order_column:table_name,order_direction:asc)', gina.client)).toEqual(['west_sales']);
      const ds = await gammaWith(
        app,
        'dana',
        'datasource_access',
        datasourcePermView('local', 'big_sales', ids.big_sales ?? 0),
      );
      const ofDana = await list('()', ds.client);
      expect(ofDana.body.result.map((d) => d.table_name)).toEqual(['big_sales']);
      expect(ofDana.body.count).toBe(1);
      const schema = await gammaWith(app, 'sam', 'schema_access', schemaPermView('archive', 'main'));
      expect(await names('()', schema.client)).toEqual(['west_sales']);
      const database = await gammaWith(app, 'dora', 'database_access', databasePermView('local', app.databaseId));
      const ofDora = await list('(order_column:table_name,order_direction:asc,page_size:2)', database.client);
      expect(ofDora.body.result.map((d) => d.table_name)).toEqual(['big_sales', 'region_totals']);
      expect(ofDora.body.count).toBe(3);
      // Filters narrow what Gamma sees; they never widen it.
      const other = `(filters:!((col:database,opr:rel_o_m,value:${archiveId})))`;
      expect((await list(other, database.client)).body.count).toBe(0);
    });

    it.runIf(available)(
      'answers unknown columns, operators, values and bad rison with 400 naming the part',
      async () => {
        const cases: [string, string][] = [
          ['(filters:!((col:password,opr:eq,value:x)))', 'q.filters.0.col'],
          ['(filters:!((col:table_name,opr:ct,value:x),(col:table_name,opr:gt,value:x)))', 'q.filters.1.opr'],
          ['(filters:!((col:database,opr:rel_o_m,value:abc)))', 'q.filters.0.value'],
          ['(filters:!((col:sql,opr:dataset_is_null_or_empty,value:maybe)))', 'q.filters.0.value'],
          ['(filters:!((col:id,opr:dataset_is_favorite,value:!t)))', 'q.filters.0.opr'],
          ['(order_column:password)', 'q.order_column'],
          ['(order_direction:sideways)', 'q.order_direction'],
          ["(page_size:'many')", 'q.page_size'],
          ['(page:', 'q'],
        ];
        for (const [rison, field] of cases) {
          const res = await list(rison);
          expect(res.status, rison).toBe(400);
          expect(res.body.errors?.[0]?.extra?.field, rison).toBe(field);
          if (field !== 'q') expect(res.body.message, rison).toContain(field);
        }
      },
    );

    it.runIf(available)('answers _info with the permissions and filters', async () => {
      const info = await app.admin.get<{ permissions: string[]; filters?: unknown }>(
        `/api/v1/dataset/_info${q('(keys:!(permissions))')}`,
      );
      expect(info.status).toBe(200);
      expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
      expect(info.body.filters).toBeUndefined();
      const gammaInfo = await gina.client.get<{ permissions: string[] }>(
        `/api/v1/dataset/_info${q('(keys:!(permissions))')}`,
      );
      expect(gammaInfo.body.permissions).toContain('can_read');
      const filters = await app.admin.get<{ filters: Record<string, { operator: string }[]> }>('/api/v1/dataset/_info');
      expect(filters.body.filters.sql?.map((f) => f.operator)).toEqual(['dataset_is_null_or_empty']);
    });

    it.runIf(available)(
      'lists related users and databases and distinct values with a text filter and paging',
      async () => {
        const owners = await app.admin.get<Related>(`/api/v1/dataset/related/owners${q('(filter:gina)')}`);
        expect(owners.status).toBe(200);
        expect(owners.body).toEqual({
          count: 1,
          result: [expect.objectContaining({ value: gina.id, text: 'gina Tester' })],
        });
        const users = await app.admin.get<Related>(`/api/v1/dataset/related/changed_by${q('(page:1,page_size:2)')}`);
        expect(users.body.result).toHaveLength(2);
        expect(users.body.count).toBeGreaterThan(2);
        expect((await app.admin.get('/api/v1/dataset/related/password')).status).toBe(400);

        const databases = await app.admin.get<Related>('/api/v1/dataset/related/database');
        expect(databases.body).toEqual({
          count: 2,
          result: [
            { value: archiveId, text: 'archive' },
            { value: app.databaseId, text: 'local' },
          ],
        });
        const filtered = await app.admin.get<Related>(`/api/v1/dataset/related/database${q('(filter:LOC)')}`);
        expect(filtered.body.result.map((d) => d.text)).toEqual(['local']);
        const ofGina = await gina.client.get<Related>('/api/v1/dataset/related/database');
        expect(ofGina.body.result.map((d) => d.text)).toEqual(['archive']);
        const kept = await gina.client.get<Related>(
          `/api/v1/dataset/related/database${q(`(include_ids:!(${app.databaseId}))`)}`,
        );
        expect(kept.body.result.map((d) => d.text)).toEqual(['archive']);

        const schemas = await app.admin.get<Related>('/api/v1/dataset/distinct/schema');
        expect(schemas.body).toEqual({ count: 1, result: [{ text: 'main', value: 'main' }] });
        const tables = await app.admin.get<Related>(
          `/api/v1/dataset/distinct/table_name${q('(filter:sales,page_size:2)')}`,
        );
        expect(tables.body.count).toBe(3);
        expect(tables.body.result.map((r) => r.value)).toEqual(['big_sales', 'sales']);
        const ginaTables = await gina.client.get<Related>('/api/v1/dataset/distinct/table_name');
        expect(ginaTables.body.result.map((r) => r.value)).toEqual(['west_sales']);
        expect((await app.admin.get('/api/v1/dataset/distinct/sql')).status).toBe(404);
      },
    );
  },
);
