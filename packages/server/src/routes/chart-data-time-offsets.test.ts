import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSampleDataset, sampleFlights } from '../../test-support/flights-sample.js';
import { type SampleDatabase, addSampleDatabase, serverSampleEngines } from '../../test-support/sample-databases.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Answer {
  result: { data: Record<string, unknown>[]; colnames: string[] }[];
  message?: string;
  errors?: { extra?: { field?: string } }[];
}

const DAY = 86_400_000;
/** February 2024: 29 days, so 'inherit' is '29 days ago'; '2024-01-01' is 31 days before it. */
const RANGE = '2024-02-01 : 2024-03-01';
const since = Date.UTC(2024, 1, 1);
const until = Date.UTC(2024, 2, 1);

/** Flights in [from, to), counted from the sample itself rather than by the server. */
const countBetween = (from: number, to: number): number =>
  sampleFlights().filter((f) => f.date.getTime() >= from && f.date.getTime() < to).length;

const engines = await serverSampleEngines();

describe.each(engines)("time comparison by 'inherit' and by date on %s", (_engine, make, available) => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;

  beforeAll(async () => {
    if (!available) return;
    sample = await make();
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const dbId = await addSampleDatabase(admin, 'fl', sample.uri);
    datasetId = await registerSampleDataset(t.ctx.meta.db, dbId, sample.schema);
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  const post = (query: Record<string, unknown>) =>
    admin.post<Answer>('/api/v1/chart/data', { datasource: { id: datasetId, type: 'table' }, queries: [query] });

  /** A period-over-period KPI: one metric over the range, compared with the shifted period. */
  const kpi = (offsets: string[]) =>
    post({ metrics: ['count'], filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: RANGE }], time_offsets: offsets });

  it.runIf(available)("'inherit' compares with the previous period of the range's length", async () => {
    const res = await kpi(['inherit', '29 days ago']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const previous = countBetween(since - 29 * DAY, until - 29 * DAY);
    expect(res.body.result[0]?.colnames).toEqual(['count', 'count__inherit', 'count__29 days ago']);
    expect(res.body.result[0]?.data).toEqual([
      { count: countBetween(since, until), count__inherit: previous, 'count__29 days ago': previous },
    ]);
  });

  it.runIf(available)('a date compares with the period starting that day', async () => {
    const res = await kpi(['2024-01-01', '31 days ago']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const previous = countBetween(Date.UTC(2024, 0, 1), until - 31 * DAY);
    expect(res.body.result[0]?.data).toEqual([
      { count: countBetween(since, until), 'count__2024-01-01': previous, 'count__31 days ago': previous },
    ]);
  });

  it.runIf(available)('lines a daily series up with its shifted days, as the explicit offset does', async () => {
    const axis = { label: 'day', sqlExpression: 'date', columnType: 'BASE_AXIS', timeGrain: 'P1D' };
    const series = (offset: string) =>
      post({
        columns: [axis],
        metrics: ['count'],
        filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: RANGE }],
        orderby: [[axis, true]],
        time_offsets: [offset],
      });
    const [inherit, explicit] = [await series('inherit'), await series('29 days ago')];
    expect(inherit.status, JSON.stringify(inherit.body)).toBe(200);
    const rows = inherit.body.result[0]?.data ?? [];
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((r) => r['count__inherit'])).toEqual(
      explicit.body.result[0]?.data.map((r) => r['count__29 days ago']),
    );
    for (const r of rows) {
      const day = r['day'] as number;
      const byHand = countBetween(day - 29 * DAY, day - 28 * DAY);
      expect(r['count__inherit']).toEqual(byHand === 0 ? null : byHand);
    }
  });

  it.runIf(available)('answers 400 naming time_offsets when the range is open or the offset unreadable', async () => {
    const open = await post({
      metrics: ['count'],
      filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
      time_offsets: ['inherit'],
    });
    expect(open.status).toBe(400);
    expect(open.body.message).toContain('An enclosed time range (both start and end) must be specified');
    expect(open.body.errors?.[0]?.extra?.field).toBe('time_offsets');
    const bad = await kpi(['2024-02-30']);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("cannot read '2024-02-30'");
  });
});
