import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSampleDataset } from '../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Answer {
  result?: { data: Record<string, unknown>[]; annotation_data: unknown; from_dttm: number | null }[];
  message?: string;
  errors?: { extra?: { field?: string } }[];
}

const JANUARY = '2024-01-01 : 2024-02-01';
const month = (m: number) => Date.UTC(2024, m, 1);
const axis = { label: 'date', sqlExpression: 'date', columnType: 'BASE_AXIS', timeGrain: 'P1M', expressionType: 'SQL' };

/** A monthly count over January, annotated with the given layers. */
const annotated = (datasetId: number, layers: unknown[]) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [
    {
      columns: [axis],
      metrics: ['count'],
      filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: JANUARY }],
      annotation_layers: layers,
    },
  ],
  result_format: 'json',
  result_type: 'full',
});

const layer = (parts: Record<string, unknown>) => ({
  name: 'Layer',
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  show: true,
  showLabel: false,
  style: 'solid',
  color: null,
  opacity: '',
  width: 1,
  overrides: { time_range: null },
  ...parts,
});

describe('POST /api/v1/chart/data with annotation layers', () => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;
  let otherDatasetId: number;
  let layerId: number;

  const insertChart = async (dataset: number, vizType: string, params: Record<string, unknown>): Promise<number> => {
    const now = new Date().toISOString();
    const row = await t.ctx.meta.db
      .insertInto('charts')
      .values({
        uuid: randomUUID(),
        slice_name: `source ${vizType}`,
        description: null,
        viz_type: vizType,
        datasource_id: dataset,
        datasource_type: 'table',
        params: JSON.stringify({ datasource: `${dataset}__table`, viz_type: vizType, ...params }),
        query_context: null,
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
        external_url: null,
        last_saved_at: null,
        last_saved_by_fk: null,
        created_on: now,
        changed_on: now,
        created_by_fk: null,
        changed_by_fk: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const lineParams = {
    x_axis: 'date',
    time_grain_sqla: 'P1M',
    metrics: ['count'],
    groupby: [],
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'date',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
      },
    ],
    // The source's own layers must not be fetched in turn.
    annotation_layers: [layer({ name: 'nested', value: 999_999 })],
  };

  beforeAll(async () => {
    sample = await duckdbSample();
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const first = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    const second = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'other',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, first.body.id, 'main');
    otherDatasetId = await registerSampleDataset(t.ctx.meta.db, second.body.id, 'main');
    const now = new Date().toISOString();
    const created = await t.ctx.meta.db
      .insertInto('annotation_layers')
      .values({
        name: 'Releases',
        descr: null,
        created_on: now,
        changed_on: now,
        created_by_fk: null,
        changed_by_fk: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    layerId = created.id;
    const note = (start: string, end: string, short: string, long: string | null, json: string | null = null) => ({
      layer_id: layerId,
      start_dttm: start,
      end_dttm: end,
      short_descr: short,
      long_descr: long,
      json_metadata: json,
      created_on: now,
      changed_on: now,
      created_by_fk: null,
      changed_by_fk: null,
    });
    await t.ctx.meta.db
      .insertInto('annotations')
      .values([
        note('2024-01-10 00:00:00', '2024-01-10 00:00:00', 'v1', 'First release', '{"tag":"v1"}'),
        note('2023-12-20T00:00:00', '2024-01-03T00:00:00', 'Freeze', null),
        note('2024-02-01 00:00:00', '2024-02-02 00:00:00', 'After the range', null),
        note('2024-03-05 00:00:00', '2024-03-06 00:00:00', 'March', null),
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it('answers native annotations overlapping the query time range, keyed by layer name', async () => {
    const res = await admin.post<Answer>(
      '/api/v1/chart/data',
      annotated(datasetId, [layer({ name: 'Releases', value: layerId })]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [q] = res.body.result ?? [];
    expect(q?.data).toEqual([{ date: month(0), count: 80 }]);
    expect(q?.annotation_data).toEqual({
      Releases: {
        columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
        records: [
          {
            start_dttm: Date.UTC(2023, 11, 20),
            end_dttm: Date.UTC(2024, 0, 3),
            short_descr: 'Freeze',
            long_descr: null,
            json_metadata: null,
          },
          {
            start_dttm: Date.UTC(2024, 0, 10),
            end_dttm: Date.UTC(2024, 0, 10),
            short_descr: 'v1',
            long_descr: 'First release',
            json_metadata: '{"tag":"v1"}',
          },
        ],
      },
    });
  });

  it('skips hidden and formula layers, which need no server data', async () => {
    const res = await admin.post<Answer>(
      '/api/v1/chart/data',
      annotated(datasetId, [
        layer({ name: 'Hidden', value: 424_242, show: false }),
        layer({ name: 'Trend', annotationType: 'FORMULA', sourceType: '', value: '2 * x' }),
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result?.[0]?.annotation_data).toEqual([]);
  });

  it('runs a line chart source over the annotated time range by default, or over its override', async () => {
    const chartId = await insertChart(datasetId, 'echarts_timeseries_line', lineParams);
    const source = { name: 'Baseline', annotationType: 'TIME_SERIES', sourceType: 'line', value: chartId };
    const res = await admin.post<Answer>('/api/v1/chart/data', annotated(datasetId, [layer(source)]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result?.[0]?.annotation_data).toEqual({ Baseline: { records: [{ date: month(0), count: 80 }] } });

    const wide = layer({ ...source, overrides: { time_range: 'No filter' } });
    const all = await admin.post<Answer>('/api/v1/chart/data', annotated(datasetId, [wide]));
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.result?.[0]?.annotation_data).toEqual({
      Baseline: {
        records: [
          { date: month(0), count: 80 },
          { date: month(1), count: 80 },
          { date: month(2), count: 80 },
        ],
      },
    });
  });

  it('runs a table chart source with its own time range when the layer overrides nothing', async () => {
    const chartId = await insertChart(datasetId, 'table', {
      query_mode: 'raw',
      all_columns: ['date', 'origin'],
      row_limit: 5,
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'origin', operator: '==', comparator: 'SEA' },
      ],
    });
    const events = layer({ name: 'Flights', sourceType: 'table', value: chartId, overrides: {}, timeColumn: 'date' });
    const res = await admin.post<Answer>('/api/v1/chart/data', annotated(datasetId, [events]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.result?.[0]?.annotation_data as { Flights: { records: Record<string, unknown>[] } };
    expect(data.Flights.records).toHaveLength(5);
    for (const record of data.Flights.records) {
      expect(Object.keys(record)).toEqual(['date', 'origin']);
      expect(record['origin']).toBe('SEA');
      expect(typeof record['date']).toBe('number');
    }
  });

  it('answers 400 naming annotation_layers for a missing layer, a missing chart or a malformed layer', async () => {
    for (const bad of [
      layer({ name: 'Gone', value: 424_242 }),
      layer({ name: 'No chart', sourceType: 'line', annotationType: 'TIME_SERIES', value: 424_242 }),
      layer({ name: 'No source', sourceType: '', value: layerId }),
      layer({ name: 'No id', value: 'abc' }),
    ]) {
      const res = await admin.post<Answer>('/api/v1/chart/data', annotated(datasetId, [bad]));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toMatch(/^annotation_layers/);
      expect(res.body.errors?.[0]?.extra?.field).toBe('annotation_layers');
    }
  });

  it("applies the caller's dataset permissions to a chart source", async () => {
    const { client: gamma, id: gammaId } = await signedInUser(t, 'gina', ['Gamma']);
    const role = await admin.post<{ id: number }>('/api/v1/security/roles/', { name: 'annotation_readers' });
    await admin.put(`/api/v1/security/roles/${role.body.id}/permissions`, {
      permissions: [{ permission: 'datasource_access', view_menu: `[sample].[flights_sample](id:${datasetId})` }],
    });
    const roles = await admin.get<{ result: { id: number; name: string }[] }>('/api/v1/security/roles/');
    const gammaRole = roles.body.result.find((r) => r.name === 'Gamma');
    await admin.put(`/api/v1/security/users/${gammaId}`, { roles: [gammaRole?.id, role.body.id] });

    const allowed = await insertChart(datasetId, 'echarts_timeseries_line', lineParams);
    const hidden = await insertChart(otherDatasetId, 'echarts_timeseries_line', lineParams);
    const source = (value: number) => layer({ name: 'Src', annotationType: 'TIME_SERIES', sourceType: 'line', value });
    const ok = await gamma.post<Answer>('/api/v1/chart/data', annotated(datasetId, [source(allowed)]));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const denied = await gamma.post<Answer>('/api/v1/chart/data', annotated(datasetId, [source(hidden)]));
    expect(denied.status).toBe(403);
  });
});
