import { resolveTimeRange } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsSql, registerEventsDataset } from '../../test-support/events-sample.js';
import { type SampleDatabase, addSampleDatabase, serverSampleEngines } from '../../test-support/sample-databases.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Answer {
  result: { data: Record<string, unknown>[]; from_dttm: number | null; to_dttm: number | null }[];
  message?: string;
}

const DAY = 86_400_000;
const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** Days from today, each well away from the edges of 'Last year' (a year back from today). */
const OFFSETS = [-800, -380, -350, -200, -30, -2, 3, 40];
const instants = OFFSETS.map((days, i) => new Date(today + days * DAY + (i + 1) * 3_600_000));

/** What 'Last year' holds, worked out from the same instants without the server. */
const expectedLastYear = () => {
  const { since, until } = resolveTimeRange('Last year', { now: new Date(), timezone: 'UTC' });
  const [from, to] = [Date.parse(`${since}Z`), Date.parse(`${until}Z`)];
  const inside = instants.map((d, i) => ({ t: d.getTime(), amount: i + 1 })).filter((r) => r.t >= from && r.t < to);
  return { from, to, count: inside.length, total: inside.reduce((s, r) => s + r.amount, 0) };
};

const engines = await serverSampleEngines();

describe.each(engines)("a dashboard's time_range on %s (Superset's _apply_filters)", (_engine, make, available) => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;

  beforeAll(async () => {
    if (!available) return;
    sample = await make(eventsSql(instants));
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const dbId = await addSampleDatabase(admin, 'events', sample.uri);
    datasetId = await registerEventsDataset(t.ctx.meta.db, dbId, sample.schema);
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  const post = (query: Record<string, unknown>) =>
    admin.post<Answer>('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ metrics: ['count', 'total'], ...query }],
    });

  it.runIf(available)("filters a chart saved with 'No filter' to last year's rows", async () => {
    const want = expectedLastYear();
    expect(want.count).toBe(4);
    const res = await post({
      filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'No filter' }],
      time_range: 'Last year',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [q] = res.body.result;
    expect(q?.data).toEqual([{ count: want.count, total: want.total }]);
    expect([q?.from_dttm, q?.to_dttm]).toEqual([want.from, want.to]);
  });

  it.runIf(available)("replaces the chart's own range too, whatever it held", async () => {
    const want = expectedLastYear();
    const res = await post({
      filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'Last week' }],
      time_range: 'Last year',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result[0]?.data).toEqual([{ count: want.count, total: want.total }]);
  });

  it.runIf(available)('without a time_range keeps the chart filter, and the whole table under No filter', async () => {
    const own = await post({ filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'Last week' }] });
    expect(own.body.result[0]?.data).toEqual([{ count: 1, total: 6 }]);
    const all = await post({ filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'No filter' }] });
    expect(all.body.result[0]?.data).toEqual([{ count: instants.length, total: 36 }]);
  });
});
