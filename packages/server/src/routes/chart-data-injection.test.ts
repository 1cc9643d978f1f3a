import { datasourcePermView } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARY, registerSampleDataset } from '../../test-support/flights-sample.js';
import { injectionFragments } from '../../test-support/injection-corpus.js';
import {
  duckdbSample,
  mysqlAvailable,
  mysqlSample,
  postgresSample,
  sqliteSample,
  type SampleDatabase,
} from '../../test-support/sample-databases.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { grantRole } from '../../test-support/role-grants.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

/**
 * Issue 07 §1: a Gamma user granted only `flights_sample` tries to read `canary_secrets` and the
 * catalog through every place user SQL is accepted, on every engine. Each attempt must answer 400
 * or 403 and never carry a value of another table.
 */

interface Answer {
  result?: { data: Record<string, unknown>[] }[] | { data: Record<string, unknown>[] };
  data?: unknown[];
  message?: string;
}

type Attempt = { where: string; send: (c: TestClient) => ReturnType<TestClient['post']> };

/** Every place a fragment of user SQL goes in, for dataset `id`. */
const places = (id: number, frag: string): Attempt[] => {
  const chart =
    (q: Record<string, unknown>) =>
    (c: TestClient): ReturnType<TestClient['post']> =>
      c.post('/api/v1/chart/data', {
        datasource: { id, type: 'table' },
        queries: [{ columns: ['origin'], metrics: ['count'], ...q }],
      });
  const explore = (fd: Record<string, unknown>) => (c: TestClient) =>
    c.post('/tessera/explore_json/', { form_data: { datasource: `${id}__table`, viz_type: 'table', ...fd } });
  const predicate = `(${frag}) IS NOT NULL`;
  return [
    { where: 'metric', send: chart({ metrics: [{ expressionType: 'SQL', sqlExpression: frag, label: 'm' }] }) },
    { where: 'column', send: chart({ columns: [{ sqlExpression: frag, label: 'c' }] }) },
    {
      where: 'filter subject',
      send: chart({ filters: [{ col: { sqlExpression: frag, label: 'f' }, op: 'IS NOT NULL' }] }),
    },
    { where: 'extras.where', send: chart({ extras: { where: predicate } }) },
    { where: 'extras.having', send: chart({ extras: { having: predicate } }) },
    // Superset's deprecated top-level where/having land in extras, checked the same way.
    { where: 'where (deprecated)', send: chart({ where: predicate }) },
    { where: 'having (deprecated)', send: chart({ having: predicate }) },
    { where: 'orderby', send: chart({ orderby: [[{ expressionType: 'SQL', sqlExpression: frag }, true]] }) },
    {
      where: 'samples',
      send: (c) =>
        c.post(`/datasource/samples?datasource_id=${id}&datasource_type=table`, { extras: { where: predicate } }),
    },
    {
      where: 'explore_json metric',
      send: explore({ groupby: ['origin'], metrics: [{ expressionType: 'SQL', sqlExpression: frag, label: 'm' }] }),
    },
    {
      where: 'explore_json filter',
      send: explore({
        groupby: ['origin'],
        metrics: ['count'],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: predicate }],
      }),
    },
  ];
};

const LEGIT: Record<SampleDatabase['engine'], { concat: string; month: string }> = {
  duckdb: { concat: "origin || 'x'", month: 'date_trunc(\'month\', "date")' },
  postgresql: { concat: "origin || 'x'", month: 'date_trunc(\'month\', "date")' },
  mysql: { concat: "CONCAT(origin, 'x')", month: "DATE_FORMAT(`date`, '%Y-%m')" },
  sqlite: { concat: "origin || 'x'", month: 'strftime(\'%Y-%m\', "date")' },
};

const engines = [
  ['duckdb', duckdbSample, true],
  ['postgresql', postgresSample, await postgresAvailable()],
  ['mariadb', mysqlSample, await mysqlAvailable()],
  ['sqlite', sqliteSample, true],
] as const;

describe.each(engines)('adhoc SQL injection on %s as a Gamma user with one dataset', (_name, make, available) => {
  let t: TestApp;
  let gamma: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;

  beforeAll(async () => {
    if (!available) return;
    sample = await make();
    t = await startTestApp();
    const admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    expect(db.status).toBe(201);
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, sample.schema);
    const user = await signedInUser(t, 'gwen', ['Gamma']);
    gamma = user.client;
    await grantRole(admin, user.id, 'flights_only', [
      ['datasource_access', datasourcePermView('sample', 'flights_sample', datasetId)],
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it.runIf(available)('refuses every bypass family in every place with 400 or 403, leaking nothing', async () => {
    const fragments = injectionFragments(sample.engine);
    let attempts = 0;
    for (const frag of fragments) {
      for (const { where, send } of places(datasetId, frag)) {
        const res = await send(gamma);
        const body = JSON.stringify(res.body);
        expect([400, 403], `${where}: ${frag} → ${res.status} ${body}`).toContain(res.status);
        expect((res.body as Answer).result, `${where}: ${frag}`).toBeUndefined();
        expect(body).not.toContain(CANARY);
        // Refused by the parser pre-pass, not by luck further down (a missing column, an engine error).
        expect((res.body as Answer).message, `${where}: ${frag}`).toMatch(
          /cannot contain sub-queries|catalog, files|does not parse|need access/,
        );
        attempts += 1;
      }
    }
    expect(attempts).toBeGreaterThanOrEqual(60);
  });

  it.runIf(available)('still runs ordinary adhoc SQL: CASE, casts, dates, concatenation, ratios', async () => {
    const { concat, month } = LEGIT[sample.engine];
    const res = await gamma.post<Answer>('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: [
            { sqlExpression: concat, label: 'ox' },
            { sqlExpression: "CASE WHEN origin = 'SEA' THEN 'home' ELSE 'away' END", label: 'side' },
          ],
          metrics: [
            { expressionType: 'SQL', sqlExpression: 'SUM(delay) / COUNT(*)', label: 'avg_delay' },
            { expressionType: 'SQL', sqlExpression: `COUNT(DISTINCT ${month})`, label: 'months' },
            { expressionType: 'SQL', sqlExpression: 'MAX(CAST(distance AS DECIMAL(10, 2)))', label: 'longest' },
          ],
          filters: [{ col: { sqlExpression: concat, label: 'ox' }, op: 'IN', val: ['SEAx', 'SFOx'] }],
          extras: { where: 'delay > -100', having: 'COUNT(*) > 0' },
          orderby: [[{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }, false]],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [q] = res.body.result as { data: Record<string, unknown>[] }[];
    expect(q?.data.map((r) => r.ox).sort()).toEqual(['SEAx', 'SFOx']);
    expect(q?.data.find((r) => r.ox === 'SEAx')).toMatchObject({ side: 'home', months: 3 });
  });
});

describe('ALLOW_ADHOC_SUBQUERY=true (DuckDB)', () => {
  let t: TestApp;
  let gamma: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;

  beforeAll(async () => {
    sample = await duckdbSample();
    t = await startTestApp({ env: { ALLOW_ADHOC_SUBQUERY: 'true' } });
    const admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, sample.schema);
    const user = await signedInUser(t, 'gwen', ['Gamma']);
    gamma = user.client;
    await grantRole(admin, user.id, 'flights_only', [
      ['datasource_access', datasourcePermView('sample', 'flights_sample', datasetId)],
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  const metric = (sql: string) => ({
    datasource: { id: datasetId, type: 'table' },
    queries: [{ metrics: [{ expressionType: 'SQL', sqlExpression: sql, label: 'm' }] }],
  });

  it('allows sub-queries on tables the caller may read', async () => {
    const res = await gamma.post<Answer>('/api/v1/chart/data', metric('(SELECT COUNT(*) FROM flights_sample)'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('answers 403 naming a table the caller may not read, in FROM-first forms too', async () => {
    for (const sql of ['(SELECT MAX(secret) FROM canary_secrets)', 'ARRAY(FROM canary_secrets)']) {
      const res = await gamma.post<Answer>('/api/v1/chart/data', metric(sql));
      expect(res.status).toBe(403);
      expect(res.body.message).toContain('canary_secrets');
      expect(JSON.stringify(res.body)).not.toContain(CANARY);
    }
  });

  it('still refuses the catalog and file readers', async () => {
    for (const sql of ['(SELECT COUNT(*) FROM duckdb_tables())', "(FROM query('SELECT 1'))"]) {
      expect((await gamma.post('/api/v1/chart/data', metric(sql))).status).toBe(400);
    }
  });
});
