import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSampleDataset } from '../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Samples {
  result: {
    data: Record<string, unknown>[];
    colnames: string[];
    coltypes: number[];
    rowcount: number;
    total_count: number;
    page: number;
    per_page: number;
  };
  message?: string;
}

/** Counts straight from the DuckDB file, before the app opens it: the figures the endpoint must match. */
const duckCount = async (uri: string, where: string): Promise<number> => {
  const instance = await DuckDBInstance.create(uri.replace('duckdb:///', ''));
  const c = await instance.connect();
  try {
    const reader = await c.runAndReadAll(`SELECT count(*) AS n FROM flights_sample WHERE ${where}`);
    return Number(reader.getRowObjects()[0]?.['n']);
  } finally {
    c.closeSync();
    instance.closeSync();
  }
};

/** Drill to detail's paging (Superset's DrillDetailPane asks `page` and `per_page` 50 of /datasource/samples). */
describe('POST /datasource/samples: drill to detail paging', () => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;
  let all: number;
  let sea: number;
  let late: number;
  const path = (q: string) => `/datasource/samples?datasource_id=${datasetId}&datasource_type=table&${q}`;

  beforeAll(async () => {
    sample = await duckdbSample();
    all = await duckCount(sample.uri, 'true');
    sea = await duckCount(sample.uri, "origin = 'SEA'");
    late = await duckCount(sample.uri, "origin = 'SEA' AND delay > 30 AND \"date\" < TIMESTAMP '2024-03-01'");
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, 'main');
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it('pages 50 rows at a time with the total DuckDB counts, the last page holding the rest', async () => {
    expect(all).toBe(240);
    const seen = new Set<string>();
    const pages = Math.ceil(all / 50);
    for (let page = 1; page <= pages; page += 1) {
      const res = await admin.post<Samples>(path(`page=${page}&per_page=50`), { filters: [] });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ page, per_page: 50, total_count: all });
      expect(res.body.result.rowcount).toBe(page < pages ? 50 : all - 50 * (pages - 1));
      for (const row of res.body.result.data) seen.add(JSON.stringify(row));
    }
    expect(seen.size).toBe(all);
    const past = await admin.post<Samples>(path(`page=${pages + 1}&per_page=50`), { filters: [] });
    expect(past.body.result).toMatchObject({ rowcount: 0, total_count: all, data: [] });
  });

  it("narrows to the clicked mark's filters plus the chart's own, counted as DuckDB counts them", async () => {
    const clicked = { col: 'origin', op: 'IN', val: ['SEA'] };
    const one = await admin.post<Samples>(path('page=2&per_page=50'), { filters: [clicked] });
    expect(one.body.result).toMatchObject({ total_count: sea, rowcount: sea - 50, page: 2 });
    expect(one.body.result.data.every((r) => r['origin'] === 'SEA')).toBe(true);
    // Temporal cells travel as epoch milliseconds, typed temporal (2) for the client to format.
    expect(one.body.result.coltypes[one.body.result.colnames.indexOf('date')]).toBe(2);
    expect(typeof one.body.result.data[0]?.['date']).toBe('number');

    const chart = await admin.post<Samples>(path('page=1&per_page=50'), {
      filters: [
        clicked,
        { col: 'delay', op: '>', val: 30 },
        { col: 'date', op: 'TEMPORAL_RANGE', val: ': 2024-03-01' },
      ],
    });
    expect(chart.status).toBe(200);
    expect(chart.body.result.total_count).toBe(late);
    expect(late).toBeGreaterThan(0);
    expect(late).toBeLessThan(sea);
  });

  it('answers 400 naming the field for bad paging or filters, 403 without access', async () => {
    const perPage = await admin.post<Samples>(path('per_page=0'), {});
    expect(perPage.status).toBe(400);
    expect(perPage.body.message).toContain('per_page');
    const op = await admin.post<Samples>(path('page=1'), { filters: [{ col: 'origin', op: 'SOUNDS LIKE', val: 'x' }] });
    expect(op.status).toBe(400);
    expect(op.body.message).toContain('filters');
    const { client: gamma } = await signedInUser(t, 'gina', ['Gamma']);
    expect((await gamma.post<Samples>(path('page=1'), {})).status).toBe(403);
  });
});
