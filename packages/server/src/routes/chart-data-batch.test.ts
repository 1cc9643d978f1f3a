import type { ChartDataBatchLine } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSampleDataset } from '../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { countingEngine, type CountingEngine } from '../../test-support/counting-engine.js';
import { ADMIN, signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { grantRole } from '../../test-support/role-grants.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

type Line = ChartDataBatchLine & { result?: { data: Record<string, unknown>[]; is_cached: boolean }[] };

const qc = (datasetId: number, rowLimit: number, extra: Record<string, unknown> = {}) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['origin'], metrics: ['count'], orderby: [['origin', true]], row_limit: rowLimit }],
  ...extra,
});

const limitOf = (sql: string): number => Number(/LIMIT (\d+)/.exec(sql)?.[1] ?? 0);

describe('POST /api/v1/chart/data/batch', () => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;
  let otherDatasetId: number;
  let engine: CountingEngine;
  let token: string;

  const tokenFor = async (username: string, password: string): Promise<string> => {
    const res = await fetch(`${t.url}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, provider: 'db' }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };

  const send = (body: unknown, bearer = token, signal?: AbortSignal) =>
    fetch(`${t.url}/api/v1/chart/data/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify(body),
      ...(signal && { signal }),
    });

  const batch = async (body: unknown, bearer = token) => {
    const res = await send(body, bearer);
    const text = await res.text();
    const lines = res.ok
      ? text
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Line)
      : [];
    return { res, lines, text };
  };

  beforeAll(async () => {
    sample = await duckdbSample();
    t = await startTestApp({ env: { CHART_DATA_USER_CONCURRENCY: '2' } });
    admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, 'main');
    otherDatasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, null);
    engine = countingEngine(t.ctx);
    token = await tokenFor(ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    // The aborted fetches leave a socket Node still counts as busy; without this, close waits out
    // Fastify's 72 s keep-alive timeout.
    t?.app.server.closeAllConnections();
    await t?.close();
    await sample?.drop();
  });

  it('streams one NDJSON line per key in completion order', async () => {
    engine.reset();
    engine.delayFor = (sql) => (limitOf(sql) === 101 ? 400 : 0);
    const { res, lines } = await batch({
      queries: [
        { key: 'slow', query_context: qc(datasetId, 101) },
        { key: 'fast', query_context: qc(datasetId, 102) },
      ],
      force: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    expect(lines.map((l) => l.key)).toEqual(['fast', 'slow']);
    expect(lines.every((l) => l.status === 200)).toBe(true);
    expect(lines[1]?.result?.[0]?.data).toHaveLength(4);
  });

  it("answers each entry's failure on its own line and the others still succeed", async () => {
    const { res, lines } = await batch({
      queries: [
        { key: 'ok', query_context: qc(datasetId, 103) },
        { key: 'no-queries', query_context: { datasource: { id: datasetId, type: 'table' }, queries: [] } },
        { key: 'bad-metric', query_context: { ...qc(datasetId, 104), queries: [{ metrics: ['no_such_metric'] }] } },
        { key: 'no-dataset', query_context: qc(987_654, 105) },
        { key: 'csv', query_context: qc(datasetId, 106, { result_format: 'csv' }) },
      ],
    });
    expect(res.status).toBe(200);
    const byKey = new Map(lines.map((l) => [l.key, l]));
    expect(lines).toHaveLength(5);
    expect(byKey.get('ok')?.status).toBe(200);
    expect(byKey.get('no-queries')).toMatchObject({
      status: 400,
      message: expect.stringContaining('query_context.queries'),
    });
    expect(byKey.get('bad-metric')?.status).toBe(400);
    expect(byKey.get('no-dataset')?.status).toBe(404);
    expect(byKey.get('csv')).toMatchObject({ status: 400, message: expect.stringContaining('result_format') });
  });

  it('refuses a malformed envelope as a whole, naming the field', async () => {
    const dup = await batch({
      queries: [
        { key: 'a', query_context: qc(datasetId, 1) },
        { key: 'a', query_context: qc(datasetId, 2) },
      ],
    });
    expect(dup.res.status).toBe(400);
    expect(dup.text).toContain('queries.1.key');
    const empty = await batch({ queries: [] });
    expect(empty.res.status).toBe(400);
    expect(empty.text).toContain('queries');
  });

  it('runs identical query contexts once and answers every key; a repeat is a cache hit', async () => {
    engine.reset();
    const same = qc(datasetId, 107);
    const reordered = { queries: same.queries, datasource: { type: 'table', id: datasetId } };
    const first = await batch({
      queries: [
        { key: 'a', query_context: same },
        { key: 'b', query_context: reordered },
        { key: 'c', query_context: same, slice_id: 999 },
      ],
    });
    expect(first.lines.map((l) => l.key).sort()).toEqual(['a', 'b', 'c']);
    expect(engine.executed.filter((s) => limitOf(s) === 107)).toHaveLength(1);
    expect(first.lines[0]?.result).toEqual(first.lines[1]?.result);
    const again = await batch({ queries: [{ key: 'a', query_context: same }] });
    expect(again.lines[0]?.result?.[0]?.is_cached).toBe(true);
    expect(engine.executed.filter((s) => limitOf(s) === 107)).toHaveLength(1);
  });

  it('never runs more than CHART_DATA_USER_CONCURRENCY engine queries of one user at once', async () => {
    engine.reset();
    engine.delayFor = () => 150;
    const queries = Array.from({ length: 10 }, (_, i) => ({ key: `k${i}`, query_context: qc(datasetId, 200 + i) }));
    const { lines } = await batch({ queries, force: true });
    expect(lines).toHaveLength(10);
    expect(lines.every((l) => l.status === 200)).toBe(true);
    expect(engine.executed).toHaveLength(10);
    expect(engine.peak).toBe(2);
  });

  it('applies access and row-level security per caller', async () => {
    const { id: gammaId } = await signedInUser(t, 'gail', ['Gamma']);
    await grantRole(admin, gammaId, 'batch_readers', [
      ['datasource_access', `[sample].[flights_sample](id:${datasetId})`],
    ]);
    const roles = await admin.get<{ result: { id: number; name: string }[] }>('/api/v1/security/roles/');
    const roleId = roles.body.result.find((r) => r.name === 'batch_readers')?.id ?? 0;
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
    await t.ctx.meta.db.insertInto('rls_filter_roles').values({ rls_filter_id: rls.id, role_id: roleId }).execute();
    await t.ctx.meta.db
      .insertInto('rls_filter_tables')
      .values({ rls_filter_id: rls.id, dataset_id: datasetId })
      .execute();

    const body = {
      queries: [
        { key: 'granted', query_context: qc(datasetId, 300) },
        { key: 'ungranted', query_context: qc(otherDatasetId, 300) },
      ],
    };
    const asAdmin = await batch(body);
    expect(asAdmin.lines.find((l) => l.key === 'granted')?.result?.[0]?.data).toHaveLength(4);
    const gamma = await batch(body, await tokenFor('gail', 'gail-pass-1'));
    const granted = gamma.lines.find((l) => l.key === 'granted');
    expect(granted?.result?.[0]?.data).toEqual([{ origin: 'SEA', count: 60 }]);
    expect(gamma.lines.find((l) => l.key === 'ungranted')?.status).toBe(403);
    expect(gamma.text).not.toContain('"JFK"');
  });

  it('drops queued queries when the client disconnects', async () => {
    engine.reset();
    engine.delayFor = (sql) => (limitOf(sql) === 400 ? 0 : 300);
    const controller = new AbortController();
    const queries = [
      { key: 'first', query_context: qc(datasetId, 400) },
      ...Array.from({ length: 8 }, (_, i) => ({ key: `q${i}`, query_context: qc(datasetId, 401 + i) })),
    ];
    const res = await send({ queries, force: true }, token, controller.signal);
    const reader = res.body?.getReader();
    const chunk = await reader?.read();
    expect(new TextDecoder().decode(chunk?.value)).toContain('"key":"first"');
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // 'first' ran at once; with two slots at most two of the slow ones started before the abort.
    expect(engine.executed.length).toBeLessThanOrEqual(3);
    expect(engine.running).toBe(0);
  });

  it('cancels the engine query of a single /api/v1/chart/data request when its client disconnects', async () => {
    engine.reset();
    engine.delayFor = (sql) => (limitOf(sql) === 500 ? 5000 : 0);
    const controller = new AbortController();
    const pending = fetch(`${t.url}/api/v1/chart/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(qc(datasetId, 500, { force: true })),
      signal: controller.signal,
    }).catch((err: unknown) => err);
    await expect.poll(() => engine.running).toBe(1);
    controller.abort();
    await pending;
    await expect.poll(() => engine.running, { timeout: 2000 }).toBe(0);
  });
});
