import { databasePermView } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermission } from '../services/security/permission-service.js';
import { createRole } from '../services/security/role-service.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

const SECRET = 'Very-Secret-Pa55';

interface DbList {
  result: (Record<string, unknown> & { id: number; database_name: string })[];
  count: number;
  ids: number[];
  errors?: { extra?: { field?: string } }[];
}

const q = (rison: string): string => `?q=${encodeURIComponent(rison)}`;

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: database list',
  (store, available) => {
    let t: TestApp;
    let admin: TestClient;
    let gamma: TestClient;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      if (!available) return;
      t = await startTestApp({ store });
      admin = await signedInAdmin(t);
      const create = async (name: string, body: Record<string, unknown>): Promise<void> => {
        const res = await admin.post<{ id: number }>('/api/v1/database/', { database_name: name, ...body });
        if (res.status !== 201) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
        ids[name] = res.body.id;
      };
      await create('warehouse', {
        sqlalchemy_uri: `postgresql://analyst:${SECRET}@db.internal:5432/sales`,
        allow_file_upload: true,
      });
      await create('analytics', { sqlalchemy_uri: 'duckdb:////tmp/tessera-list-a.duckdb', expose_in_sqllab: false });
      await create('scratch', { sqlalchemy_uri: 'sqlite:////tmp/tessera-list-s.db', allow_dml: true });
      const role = await createRole(t.ctx.meta.db, 'scratch_users');
      await grantPermission(t.ctx.meta.db, role.id, 'database_access', databasePermView('scratch', ids.scratch ?? 0));
      gamma = (await signedInUser(t, 'gus', ['Gamma', 'scratch_users'])).client;
    });
    afterAll(async () => t?.close());

    it.runIf(available)('lists with rison filters, order and paging and never returns passwords', async () => {
      const all = await admin.get<DbList>('/api/v1/database/');
      expect(all.status).toBe(200);
      expect(all.body.result.map((d) => d.database_name)).toEqual(['analytics', 'scratch', 'warehouse']);
      expect(JSON.stringify(all.body)).not.toContain(SECRET);
      expect(all.body.result[2]).toMatchObject({
        backend: 'postgresql',
        allow_file_upload: true,
        expose_in_sqllab: true,
        parameters: { password: 'XXXXXXXXXX' },
        changed_on_delta_humanized: expect.any(String),
        created_by: { first_name: expect.any(String) },
      });
      const get = (rison: string) => admin.get<DbList>(`/api/v1/database/${q(rison)}`);
      expect((await get('(filters:!((col:database_name,opr:ct,value:HOUSE)))')).body.ids).toEqual([ids.warehouse]);
      expect((await get('(filters:!((col:expose_in_sqllab,opr:eq,value:!f)))')).body.ids).toEqual([ids.analytics]);
      expect((await get('(filters:!((col:allow_file_upload,opr:eq,value:!t)))')).body.ids).toEqual([ids.warehouse]);
      expect((await get('(filters:!((col:backend,opr:eq,value:duckdb)))')).body.ids).toEqual([ids.analytics]);
      const byDml = await get('(order_column:allow_dml,order_direction:desc,page_size:1)');
      expect(byDml.body).toMatchObject({ count: 3, ids: [ids.scratch] });
      const byBackend = await get('(order_column:backend,page:1,page_size:2)');
      expect(byBackend.body.ids).toEqual([ids.scratch]);
      const bad = await get('(filters:!((col:sqlalchemy_uri,opr:ct,value:x)))');
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.[0]?.extra?.field).toBe('q.filters.0.col');
    });

    it.runIf(available)('shows a caller only the databases it has access to', async () => {
      const list = await gamma.get<DbList>('/api/v1/database/');
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ count: 1, ids: [ids.scratch] });
    });

    it.runIf(available)('answers _info and related users', async () => {
      const info = await admin.get<{ permissions: string[]; filters: Record<string, unknown> }>(
        '/api/v1/database/_info',
      );
      expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
      expect(Object.keys(info.body.filters)).toEqual(expect.arrayContaining(['database_name', 'backend']));
      const related = await admin.get<{ result: { text: string }[] }>('/api/v1/database/related/created_by');
      expect(related.status).toBe(200);
      expect(related.body.result.length).toBeGreaterThan(0);
      expect((await admin.get('/api/v1/database/related/owners')).status).toBe(400);
    });
  },
);
