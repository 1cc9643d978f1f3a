import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSampleDataset } from '../../test-support/flights-sample.js';
import { type SampleDatabase, addSampleDatabase, serverSampleEngines } from '../../test-support/sample-databases.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';
import { parseServerTiming } from '../query/pipeline.js';

interface Answer {
  result: {
    data: Record<string, unknown>[];
    colnames: string[];
    coltypes: number[];
    rowcount: number;
    query: string;
    is_cached: boolean;
    cache_key: string;
    applied_filters: { column: string }[];
    status: string;
  }[];
  message?: string;
}

const month = (m: number) => Date.UTC(2024, m, 1);

export const acceptanceRequest = (datasetId: number, extra: Record<string, unknown> = {}) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [
    {
      columns: [
        { label: 'date', sqlExpression: 'date', columnType: 'BASE_AXIS', timeGrain: 'P1M', expressionType: 'SQL' },
      ],
      metrics: ['count'],
      filters: [
        { col: 'origin', op: 'IN', val: ['SEA', 'SFO'] },
        { col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' },
      ],
      row_limit: 1000,
      orderby: [[{ label: 'date', sqlExpression: 'date', columnType: 'BASE_AXIS', expressionType: 'SQL' }, true]],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['date'],
            columns: [],
            aggregates: { count: { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        { operation: 'flatten' },
      ],
      ...extra,
    },
  ],
  result_format: 'json',
  result_type: 'full',
});

const engines = await serverSampleEngines();

describe.each(engines)('POST /api/v1/chart/data on %s', (_engine, makeSample, available) => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;

  beforeAll(async () => {
    if (!available) return;
    sample = await makeSample();
    t = await startTestApp({ env: { QUERY_TIMEOUT_SECONDS: '1' } });
    admin = await signedInAdmin(t);
    const dbId = await addSampleDatabase(admin, 'sample', sample.uri);
    datasetId = await registerSampleDataset(t.ctx.meta.db, dbId, sample.schema);
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it.runIf(available)('answers the Superset-shaped acceptance request with monthly rows', async () => {
    const res = await admin.post<Answer>('/api/v1/chart/data', acceptanceRequest(datasetId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [q] = res.body.result;
    expect(q?.status).toBe('success');
    expect(q?.colnames).toEqual(['date', 'count']);
    expect(q?.coltypes).toEqual([2, 0]);
    expect(q?.data).toEqual([
      { date: month(0), count: 40 },
      { date: month(1), count: 40 },
      { date: month(2), count: 40 },
    ]);
    expect(q?.applied_filters).toEqual([{ column: 'origin' }, { column: 'date' }]);
    expect(q?.is_cached).toBe(false);
    const again = await admin.post<Answer>('/api/v1/chart/data', acceptanceRequest(datasetId));
    expect(again.body.result[0]?.is_cached).toBe(true);
    expect(again.body.result[0]?.cache_key).toBe(q?.cache_key);
    const forced = await admin.post<Answer>('/api/v1/chart/data', { ...acceptanceRequest(datasetId), force: true });
    expect(forced.body.result[0]?.is_cached).toBe(false);
  });

  it.runIf(available)('joins time-shifted queries as <metric>__<offset> columns', async () => {
    const res = await admin.post<Answer>('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: [{ label: 'month', sqlExpression: 'date', columnType: 'BASE_AXIS', timeGrain: 'P1M' }],
          metrics: ['count'],
          filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: '2024-02-01 : 2024-04-01' }],
          orderby: [[{ label: 'month', sqlExpression: 'date', columnType: 'BASE_AXIS', timeGrain: 'P1M' }, true]],
          time_offsets: ['1 month ago'],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result[0]?.colnames).toEqual(['month', 'count', 'count__1 month ago']);
    expect(res.body.result[0]?.data).toEqual([
      { month: month(1), count: 80, 'count__1 month ago': 80 },
      { month: month(2), count: 80, 'count__1 month ago': 80 },
    ]);
  });

  it.runIf(available)('says where its time went in a Server-Timing header, the engine apart', async () => {
    const body = {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['origin'], metrics: ['count'] }],
      force: true,
    };
    const res = await admin.request('POST', '/api/v1/chart/data', body);
    expect(res.status).toBe(200);
    const stages = parseServerTiming(res.headers.get('server-timing') ?? '');
    expect(Object.keys(stages)).toEqual(['request', 'prepare', 'engine', 'records', 'cache-write']);
    for (const ms of Object.values(stages)) expect(ms).toBeGreaterThanOrEqual(0);
    const again = await admin.request('POST', '/api/v1/chart/data', { ...body, force: false });
    expect(Object.keys(parseServerTiming(again.headers.get('server-timing') ?? ''))).toEqual([
      'request',
      'prepare',
      'cache-read',
    ]);
  });

  it.runIf(available)('answers an unknown column with 400 naming it', async () => {
    const res = await admin.post<Answer>('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['no_such_column'], metrics: ['count'] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('no_such_column');
  });

  it.runIf(available)(
    "answers invalid adhoc SQL with 400: the parser's naming the field, or the engine's",
    async () => {
      const metric = (sqlExpression: string) => ({
        datasource: { id: datasetId, type: 'table' },
        queries: [{ columns: ['origin'], metrics: [{ expressionType: 'SQL', sqlExpression, label: 'bad' }] }],
      });
      const unparsable = await admin.post<Answer>('/api/v1/chart/data', metric('SUM(delay) +'));
      expect(unparsable.status).toBe(400);
      expect(unparsable.body.message).toMatch(/^metrics\.0\.sqlExpression: the SQL expression does not parse/);
      const unknown = await admin.post<Answer>('/api/v1/chart/data', metric('SUM(no_such_column)'));
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toMatch(/^sample error: .*no_such_column/i);
    },
  );

  it.runIf(available)('returns raw samples, the SQL alone, and CSV', async () => {
    const base = {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['origin'], metrics: ['count'] }],
    };
    const samples = await admin.post<Answer>('/api/v1/chart/data', { ...base, result_type: 'samples' });
    expect(samples.body.result[0]?.colnames).toEqual(['date', 'origin', 'delay', 'distance']);
    expect(samples.body.result[0]?.rowcount).toBe(240);
    const query = await admin.post<{ result: { query: string; language: string }[] }>('/api/v1/chart/data', {
      ...base,
      result_type: 'query',
    });
    expect(query.body.result[0]?.query).toMatch(/^SELECT .*GROUP BY/);
    const csv = await admin.request('POST', '/api/v1/chart/data', { ...base, result_format: 'csv' });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body).split('\n')[0]).toBe('origin,count');
    // Superset names downloads after the chart, a chart not saved yet after its dataset, plus the time.
    const disposition = (res: { headers: Headers }) => res.headers.get('content-disposition') ?? '';
    expect(disposition(csv)).toMatch(/^attachment; filename="flights_sample \d{8}_\d{6}\.csv"; filename\*=UTF-8''/);
    const chart = await admin.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Flights by origin: été',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: '{}',
    });
    expect(chart.status).toBe(201);
    const named = await admin.request('POST', '/api/v1/chart/data', {
      ...base,
      result_format: 'xlsx',
      form_data: { slice_id: chart.body.id },
    });
    expect(named.status).toBe(200);
    expect(disposition(named)).toMatch(/filename\*=UTF-8''Flights%20by%20origin%20%C3%A9t%C3%A9%20\d{8}_\d{6}\.xlsx$/);
    const elsewhere = await admin.request('POST', '/api/v1/chart/data', {
      ...base,
      result_format: 'csv',
      form_data: { slice_id: 99_999 },
    });
    expect(disposition(elsewhere)).toMatch(/filename="flights_sample \d{8}_\d{6}\.csv"/);
  });
});
