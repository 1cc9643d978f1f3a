import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { postgresAvailable } from '../../test-support/services.js';
import { execute } from '../../test-support/sqllab-client.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

/**
 * Issue 26 §1: SQL Lab's tabs live on the server (Superset's TabStateView with
 * SQLLAB_BACKEND_PERSISTENCE), the bootstrap brings them back, permalinks share a tab, and
 * 'Explore' from results finds or creates the table's dataset.
 */
interface TabDict {
  id: number;
  label: string;
  active: boolean;
  database_id: number | null;
  schema: string | null;
  sql: string;
  queryLimit: number | null;
  autorun: boolean;
  latest_query: { id: string; state: string } | null;
  table_schemas: unknown[];
}
interface Bootstrap {
  result: {
    active_tab: TabDict | null;
    databases: Record<string, { id: number; allow_dml: boolean; allows_cost_estimate: boolean }>;
    queries: Record<string, { state: string }>;
    tab_state_ids: [number, string][];
  };
}

/** Posts like Superset's SupersetClient with postPayload: each field JSON-encoded in a form. */
const form = (client: TestClient, method: string, path: string, fields: Record<string, unknown>) =>
  client.request<{ id?: number } & Record<string, unknown>>(method, path, undefined, {
    raw: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, JSON.stringify(v)]),
    ).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: SQL Lab tabs, bootstrap, permalinks and get_or_create',
  (store, available) => {
    let t: TestApp;
    let admin: TestClient;
    let sam: TestClient;
    let sample: SampleDatabase;
    let dbId: number;

    beforeAll(async () => {
      if (!available) return;
      sample = await duckdbSample();
      t = await startTestApp({ store });
      admin = await signedInAdmin(t);
      const res = await admin.post<{ id: number }>('/api/v1/database/', {
        database_name: 'lab',
        sqlalchemy_uri: sample.uri,
      });
      dbId = res.body.id;
      sam = (await signedInUser(t, 'sam', ['Gamma', 'sql_lab'])).client;
    });
    afterAll(async () => {
      await t?.close();
      await sample?.drop();
    });

    it.runIf(available)('round-trips tabs through create, update, activate, bootstrap and delete', async () => {
      const first = await form(admin, 'POST', '/tabstateview/', {
        queryEditor: { title: 'Orders', dbId, schema: 'main', sql: 'SELECT 1', queryLimit: 100, autorun: false },
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const firstId = first.body.id as number;
      const second = await admin.post<{ id: number }>('/tabstateview/', { queryEditor: { title: 'Scratch', dbId } });
      const secondId = second.body.id;

      const put = await form(admin, 'PUT', `/tabstateview/${firstId}`, {
        sql: 'SELECT origin FROM flights_sample',
        label: 'Flights',
        query_limit: 10,
        hide_left_bar: true,
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const run = await execute(admin, dbId, 'SELECT origin FROM flights_sample', {
        client_id: 'tabQ1',
        sql_editor_id: String(firstId),
        queryLimit: 10,
      });
      expect(run.status).toBe(200);
      expect((await form(admin, 'PUT', `/tabstateview/${firstId}`, { latest_query_id: 'tabQ1' })).status).toBe(200);

      expect((await admin.post(`/tabstateview/${firstId}/activate`)).status).toBe(200);
      const boot = await admin.get<Bootstrap>('/api/v1/sqllab/');
      expect(boot.status).toBe(200);
      expect(boot.body.result.tab_state_ids).toEqual([
        [firstId, 'Flights'],
        [secondId, 'Scratch'],
      ]);
      expect(boot.body.result.active_tab).toMatchObject({
        id: firstId,
        label: 'Flights',
        active: true,
        database_id: dbId,
        schema: 'main',
        sql: 'SELECT origin FROM flights_sample',
        queryLimit: 10,
        latest_query: { id: 'tabQ1', state: 'success' },
      });
      expect(boot.body.result.queries.tabQ1?.state).toBe('success');
      expect(boot.body.result.databases[String(dbId)]).toMatchObject({
        id: dbId,
        allow_dml: false,
        allows_cost_estimate: true,
      });

      const shown = await admin.get<TabDict>(`/tabstateview/${secondId}`);
      expect(shown.body).toMatchObject({ label: 'Scratch', active: false, sql: 'SELECT ...' });
      expect((await admin.delete(`/tabstateview/${secondId}`)).status).toBe(200);
      expect((await admin.get(`/tabstateview/${secondId}`)).status).toBe(404);
      expect((await admin.get<Bootstrap>('/api/v1/sqllab/')).body.result.tab_state_ids).toEqual([[firstId, 'Flights']]);
    });

    it.runIf(available)("keeps each user's tabs to themselves and validates fields", async () => {
      const mine = await sam.post<{ id: number }>('/tabstateview/', { queryEditor: { title: 'Mine' } });
      expect(mine.status).toBe(200);
      expect((await admin.get(`/tabstateview/${mine.body.id}`)).status).toBe(404);
      expect((await admin.delete(`/tabstateview/${mine.body.id}`)).status).toBe(404);
      const bad = await form(sam, 'PUT', `/tabstateview/${mine.body.id}`, { query_limit: 'lots' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('query_limit');
      const unknown = await form(sam, 'PUT', `/tabstateview/${mine.body.id}`, { owner: 1 });
      expect(unknown.status).toBe(400);
    });

    it.runIf(available)('keeps the tables opened in a tab (tableschemaview)', async () => {
      const tab = await admin.post<{ id: number }>('/tabstateview/', { queryEditor: { title: 'Tables', dbId } });
      const made = await form(admin, 'POST', '/tableschemaview/', {
        table: { dbId, queryEditorId: tab.body.id, schema: 'main', name: 'flights_sample', columns: [] },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const tableId = made.body.id as number;
      expect((await form(admin, 'POST', `/tableschemaview/${tableId}/expanded`, { expanded: false })).status).toBe(200);
      const shown = await admin.get<TabDict>(`/tabstateview/${tab.body.id}`);
      expect(shown.body.table_schemas).toMatchObject([
        {
          id: tableId,
          table: 'flights_sample',
          schema: 'main',
          expanded: false,
          description: { name: 'flights_sample' },
        },
      ]);
      expect((await sam.delete(`/tableschemaview/${tableId}`)).status).toBe(404);
      expect((await admin.delete(`/tableschemaview/${tableId}`)).status).toBe(200);
      expect((await admin.get<TabDict>(`/tabstateview/${tab.body.id}`)).body.table_schemas).toEqual([]);
      const foreign = await sam.post('/tableschemaview/', { table: { dbId, queryEditorId: tab.body.id, name: 'x' } });
      expect(foreign.status).toBe(404);
    });

    it.runIf(available)('migrates a query into a tab and removes it from the tab', async () => {
      const tab = await admin.post<{ id: number }>('/tabstateview/', { queryEditor: { title: 'Later', dbId } });
      await execute(admin, dbId, 'SELECT 1 AS x', { client_id: 'loose1' });
      expect(
        (await form(admin, 'POST', `/tabstateview/${tab.body.id}/migrate_query`, { queryId: 'loose1' })).status,
      ).toBe(200);
      const row = await t.ctx.meta.db
        .selectFrom('queries')
        .select('sql_editor_id')
        .where('client_id', '=', 'loose1')
        .executeTakeFirstOrThrow();
      expect(row.sql_editor_id).toBe(String(tab.body.id));
      expect((await admin.delete(`/tabstateview/${tab.body.id}/query/loose1`)).status).toBe(200);
      const gone = await t.ctx.meta.db.selectFrom('queries').select('id').where('client_id', '=', 'loose1').execute();
      expect(gone).toEqual([]);
    });

    it.runIf(available)('shares a tab by permalink, readable only by users of its database', async () => {
      const made = await admin.post<{ key: string; url: string }>('/api/v1/sqllab/permalink', {
        dbId,
        sql: 'SELECT 42',
        name: 'Answer',
        schema: 'main',
        autorun: false,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.url).toBe(`/sqllab/p/${made.body.key}`);
      const read = await admin.get(`/api/v1/sqllab/permalink/${made.body.key}`);
      expect(read.body).toMatchObject({ dbId, sql: 'SELECT 42', name: 'Answer' });
      expect((await sam.get(`/api/v1/sqllab/permalink/${made.body.key}`)).status).toBe(404);
      expect((await admin.get('/api/v1/sqllab/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
      expect((await admin.post('/api/v1/sqllab/permalink', { sql: 'SELECT 1' })).status).toBe(400);
    });

    it.runIf(available)('finds or creates the dataset for Explore from results', async () => {
      const body = { table_name: 'flights_sample', database_id: dbId, schema: 'main' };
      const first = await admin.post<{ result: { table_id: number } }>('/api/v1/dataset/get_or_create/', body);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const again = await admin.post<{ result: { table_id: number } }>('/api/v1/dataset/get_or_create/', body);
      expect(again.body.result.table_id).toBe(first.body.result.table_id);
      const ds = await admin.get<{ result: { table_name: string; columns: unknown[] } }>(
        `/api/v1/dataset/${first.body.result.table_id}`,
      );
      expect(ds.body.result.table_name).toBe('flights_sample');
      expect(ds.body.result.columns.length).toBeGreaterThan(0);
      expect((await admin.post('/api/v1/dataset/get_or_create/', { database_id: dbId })).status).toBe(400);
      expect((await sam.post('/api/v1/dataset/get_or_create/', body)).status).toBe(403);
    });
  },
);
