import { databasePermView, datasourcePermView } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../http/http-error.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { CANARY, registerSampleDataset } from '../../test-support/flights-sample.js';
import { injectionFragments } from '../../test-support/injection-corpus.js';
import { grantRole } from '../../test-support/role-grants.js';
import {
  duckdbSample,
  mysqlAvailable,
  mysqlSample,
  postgresSample,
  sqliteSample,
  type SampleDatabase,
} from '../../test-support/sample-databases.js';
import { postgresAvailable } from '../../test-support/services.js';
import { execute, rison, type SqlLabAnswer } from '../../test-support/sqllab-client.js';
import { TestClient, startTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Issue 26 §2 (access): SQL Lab needs the sql_lab role (or Admin) and access to the database, one
 * of its schemas or a dataset on it; every table a statement reads is checked by the engine's own
 * parser. The analyst may read only `flights_sample`; nothing may ever answer `canary_secrets`.
 */
const CORPUS: Record<SampleDatabase['engine'], string[]> = {
  duckdb: [
    'SELECT * FROM canary_secrets',
    'FROM canary_secrets',
    'SELECT origin FROM flights_sample UNION ALL SELECT secret FROM canary_secrets',
    'SELECT (SELECT MAX(secret) FROM canary_secrets) AS x FROM flights_sample',
    'WITH c AS (SELECT * FROM canary_secrets) SELECT * FROM c',
    'SELECT * FROM flights_sample WHERE EXISTS (FROM canary_secrets)',
    "FROM query('SELECT secret FROM canary_secrets')",
    "FROM query_table('canary_secrets')",
    "SELECT * FROM read_csv('/etc/passwd')",
    'SELECT * FROM duckdb_tables()',
    'SELECT * FROM information_schema.tables',
    'SELECT 1 AS x; SELECT * FROM canary_secrets',
    'PRAGMA show_tables',
    "ATTACH ':memory:' AS other",
    'SET enable_external_access = true',
    'SELECT * FROM "canary_secrets"',
    'SELECT * FROM main.canary_secrets',
    "SELECT '{{ current_username() }}' AS u FROM canary_secrets",
    "SELECT * FROM flights_sample INTO OUTFILE '/tmp/x.csv'",
    'CREATE TABLE stolen AS SELECT * FROM flights_sample',
  ],
  postgresql: [
    'SELECT * FROM canary_secrets',
    'SELECT origin FROM flights_sample UNION ALL SELECT secret FROM canary_secrets',
    'SELECT (SELECT MAX(secret) FROM canary_secrets) AS x FROM flights_sample',
    'WITH c AS (SELECT * FROM canary_secrets) SELECT * FROM c',
    "SELECT query_to_xml('select secret from canary_secrets', true, true, '')",
    "SELECT pg_read_file('/etc/passwd')",
    'SELECT * FROM pg_catalog.pg_tables',
    'SELECT * FROM public.canary_secrets',
    'SELECT 1 AS x; SELECT * FROM canary_secrets',
    "COPY canary_secrets TO '/tmp/x.csv'",
    'SET search_path = pg_catalog',
    'WITH d AS (DELETE FROM flights_sample RETURNING *) SELECT count(*) FROM d',
    'SELECT * INTO copied FROM flights_sample',
  ],
  mysql: [
    'SELECT * FROM canary_secrets',
    'SELECT origin FROM flights_sample UNION ALL SELECT secret FROM canary_secrets',
    'SELECT (SELECT MAX(secret) FROM canary_secrets) AS x FROM flights_sample',
    'SELECT * FROM mysql.user',
    "SELECT LOAD_FILE('/etc/passwd')",
    'SELECT * FROM information_schema.tables',
    'SELECT 1 AS x; SELECT * FROM canary_secrets',
    "SELECT origin FROM flights_sample INTO OUTFILE '/tmp/tessera-leak.txt'",
    'SET @a = 1',
    'HANDLER canary_secrets OPEN',
  ],
  sqlite: [
    'SELECT * FROM canary_secrets',
    'SELECT origin FROM flights_sample UNION ALL SELECT secret FROM canary_secrets',
    'SELECT (SELECT MAX(secret) FROM canary_secrets) AS x FROM flights_sample',
    'WITH c AS (SELECT * FROM canary_secrets) SELECT * FROM c',
    'SELECT * FROM sqlite_master',
    "SELECT * FROM pragma_table_info('canary_secrets')",
    'SELECT 1 AS x; SELECT * FROM canary_secrets',
    "ATTACH DATABASE ':memory:' AS other",
    'PRAGMA table_list',
    "SELECT load_extension('/tmp/x')",
    'CREATE TABLE stolen AS SELECT * FROM flights_sample',
  ],
};

describe.each([
  ['duckdb', duckdbSample, true],
  ['postgresql', postgresSample, await postgresAvailable()],
  ['mysql', mysqlSample, await mysqlAvailable()],
  ['sqlite', sqliteSample, true],
] as const)('SQL Lab access on %s', (engine, makeSample, available) => {
  let t: TestApp;
  let admin: TestClient;
  let analyst: TestClient;
  let gamma: TestClient;
  let bare: TestClient;
  let sample: SampleDatabase;
  let dbId: number;
  let flightsId: number;

  beforeAll(async () => {
    if (!available) return;
    sample = await makeSample();
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const res = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'lab',
      sqlalchemy_uri: sample.uri,
      allow_dml: true,
      extra: JSON.stringify({ read_only: false }),
    });
    dbId = res.body.id;
    flightsId = await registerSampleDataset(t.ctx.meta.db, dbId, sample.schema);
    const user = await signedInUser(t, 'ana', ['Gamma']);
    analyst = user.client;
    await grantRole(admin, user.id, 'flights_lab', [
      ['can_sqllab', 'Tessera'],
      ['can_read', 'Query'],
      ['can_csv', 'Tessera'],
      ['datasource_access', datasourcePermView('lab', 'flights_sample', flightsId)],
    ]);
    gamma = (await signedInUser(t, 'gus', ['Gamma'])).client;
    bare = (await signedInUser(t, 'bea', ['Gamma', 'sql_lab'])).client;
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it.runIf(available)('refuses callers without sql_lab (403) and sql_lab without data access (403)', async () => {
    expect((await execute(gamma, dbId, 'SELECT 1')).status).toBe(403);
    expect((await gamma.get('/api/v1/sqllab/')).status).toBe(403);
    expect((await gamma.post('/tabstateview/', { queryEditor: { title: 'x' } })).status).toBe(403);
    const noData = await execute(bare, dbId, 'SELECT 1');
    expect(noData.status).toBe(403);
    expect(noData.body.message).toContain("database 'lab'");
    const boot = await bare.get<{ result: { databases: Record<string, unknown> } }>('/api/v1/sqllab/');
    expect(boot.status).toBe(200);
    expect(boot.body.result.databases).toEqual({});
  });

  it.runIf(available)('lets the analyst read the granted table', async () => {
    const res = await execute(analyst, dbId, 'SELECT count(*) AS n FROM flights_sample');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([{ n: 240 }]);
    const boot = await analyst.get<{ result: { databases: Record<string, { database_name: string }> } }>(
      '/api/v1/sqllab/',
    );
    expect(Object.values(boot.body.result.databases).map((d) => d.database_name)).toEqual(['lab']);
  });

  it.runIf(available)('refuses reads outside the grant with 403 naming the table', async () => {
    const res = await execute(analyst, dbId, 'SELECT f.origin, c.secret FROM flights_sample f, canary_secrets c');
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('canary_secrets');
    expect(res.body.message).not.toContain('flights_sample');
    expect(res.body.errors?.[0]?.error_type).toBe('TABLE_SECURITY_ACCESS_ERROR');
  });

  it.runIf(available)('runs the injection corpus: every attempt is refused and no canary leaks', async () => {
    for (const sql of CORPUS[engine]) {
      const res = await execute(analyst, dbId, sql);
      expect([400, 403], `${sql}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain(CANARY);
    }
    const rows = await t.ctx.meta.db.selectFrom('queries').select('status').where('sql', 'like', '%canary%').execute();
    expect(rows.filter((r) => r.status === 'success')).toEqual([]);
  });

  it.runIf(available)("runs the security suite's injection fragments in a WHERE clause: all refused", async () => {
    for (const fragment of injectionFragments(engine)) {
      const sql = `SELECT origin FROM flights_sample WHERE ${fragment}`;
      const res = await execute(analyst, dbId, sql);
      expect([400, 403], `${sql}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      expect(res.body.data, sql).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain(CANARY);
    }
  });

  it.runIf(available)('keeps catalog and file reads Admin-only, even with access to the whole database', async () => {
    const user = await signedInUser(t, 'dora', ['Gamma']);
    await grantRole(admin, user.id, 'lab_db', [
      ['can_sqllab', 'Tessera'],
      ['database_access', databasePermView('lab', dbId)],
    ]);
    // SQLite has no information_schema: its catalog is sqlite_master.
    const catalogTable = engine === 'sqlite' ? 'sqlite_master' : 'information_schema.tables';
    const catalog = await execute(user.client, dbId, `SELECT count(*) AS n FROM ${catalogTable}`);
    expect(catalog.status).toBe(403);
    expect(catalog.body.message).toContain(catalogTable.split('.')[0]);
    expect((await execute(user.client, dbId, 'SELECT count(*) AS n FROM canary_secrets')).status).toBe(200);
    expect((await execute(admin, dbId, `SELECT count(*) AS n FROM ${catalogTable}`)).status).toBe(200);
  });

  it.runIf(available)('refuses DML to callers without access to the whole database', async () => {
    const res = await execute(analyst, dbId, 'DELETE FROM flights_sample');
    expect(res.status).toBe(403);
    expect((await execute(analyst, dbId, 'SELECT count(*) AS n FROM flights_sample')).body.data).toEqual([{ n: 240 }]);
  });

  it.runIf(available)(
    'applies row-level rules to the tables SQL Lab reads, or refuses them (RLS in SQL Lab)',
    async () => {
      const db = t.ctx.meta.db;
      const role = await db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'flights_lab')
        .executeTakeFirstOrThrow();
      const now = nowIso();
      const rule = await db
        .insertInto('rls_filters')
        .values({
          name: 'sea only',
          filter_type: 'Regular',
          clause: "origin = 'SEA'",
          created_on: now,
          changed_on: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('rls_filter_roles').values({ rls_filter_id: rule.id, role_id: role.id }).execute();
      await db.insertInto('rls_filter_tables').values({ rls_filter_id: rule.id, dataset_id: flightsId }).execute();
      const res = await execute(analyst, dbId, 'SELECT count(*) AS n FROM flights_sample');
      if (engine === 'duckdb') {
        // DuckDB rewrites the read through the rule (its own parser, then back to SQL).
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.data).toEqual([{ n: 60 }]);
        const aliased = await execute(
          analyst,
          dbId,
          "SELECT f.origin, count(*) AS n FROM main.flights_sample AS f WHERE f.origin IN ('SEA', 'JFK') GROUP BY 1",
        );
        expect(aliased.body.data).toEqual([{ origin: 'SEA', n: 60 }]);
        const nested = await execute(
          analyst,
          dbId,
          'WITH a AS (FROM flights_sample) SELECT count(DISTINCT origin) AS n FROM a, (SELECT 1) AS one',
          { queryLimit: 5 },
        );
        expect(nested.body.data).toEqual([{ n: 1 }]);
      } else {
        expect(res.status).toBe(403);
        expect(res.body.message).toContain('Row level security');
      }
      const all = await execute(admin, dbId, 'SELECT count(*) AS n FROM flights_sample');
      expect(all.body.data).toEqual([{ n: 240 }]);
      // A writer with the whole database under a rule could copy the table out unfiltered: writes are refused.
      const doraRole = await db.selectFrom('roles').select('id').where('name', '=', 'lab_db').executeTakeFirstOrThrow();
      await db.insertInto('rls_filter_roles').values({ rls_filter_id: rule.id, role_id: doraRole.id }).execute();
      const dora = new TestClient(t.url);
      await dora.login('dora', 'dora-pass-1');
      const copy = await execute(dora, dbId, 'CREATE TABLE copied AS SELECT * FROM flights_sample');
      expect(copy.status).toBe(403);
      expect(copy.body.message).toContain('row level security');
      await db.deleteFrom('rls_filters').where('id', '=', rule.id).execute();
    },
  );

  it.runIf(available)("keeps each user's queries, results and exports to themselves", async () => {
    const mine = await execute(analyst, dbId, 'SELECT origin FROM flights_sample LIMIT 1', { client_id: 'anaQ1' });
    expect(mine.status).toBe(200);
    const key = mine.body.query.resultsKey;
    const other = (await signedInUser(t, 'oli', ['Gamma', 'sql_lab'])).client;
    expect((await other.get(`/api/v1/query/${mine.body.query_id}`)).status).toBe(404);
    expect((await other.post('/api/v1/query/stop', { client_id: 'anaQ1' })).status).toBe(404);
    expect((await other.get(`/api/v1/sqllab/results/${rison(`(key:'${key}')`)}`)).status).toBe(410);
    const list = await other.get<{ count: number }>('/api/v1/query/');
    expect(list.body.count).toBe(0);
    const theirs = await analyst.get<{ count: number }>('/api/v1/query/');
    expect(theirs.body.count).toBeGreaterThan(0);
    const csv = await analyst.request('GET', '/api/v1/sqllab/export/anaQ1/');
    expect(csv.status).toBe(200);
    expect((await other.request('GET', '/api/v1/sqllab/export/anaQ1/')).status).toBe(404);
    const results = await analyst.get<SqlLabAnswer>(`/api/v1/sqllab/results/${rison(`(key:'${key}',rows:1)`)}`);
    expect(results.body.data).toHaveLength(1);
  });
});
