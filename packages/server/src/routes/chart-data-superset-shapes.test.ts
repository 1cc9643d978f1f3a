import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSampleDataset, sampleFlights } from '../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Answer {
  result: { colnames: string[]; data: Record<string, unknown>[] }[];
  message?: string;
}

/**
 * A query context as Superset's explore sends it: adhoc metrics and columns with every key its
 * controls keep (unused ones null, optionName, hasCustomLabel, datasourceWarning ...), filters
 * with isExtra null and a lower-case operator, null lists and Superset-only keys.
 */
const explorePayload = (datasetId: number) => ({
  datasource: { id: datasetId, type: 'table' },
  force: false,
  queries: [
    {
      filters: [{ col: 'origin', op: 'in', val: ['SEA', 'SFO'], isExtra: null, grain: null }],
      extras: { having: '', where: '', time_grain_sqla: null },
      applied_time_extras: {},
      columns: [
        {
          sqlExpression: 'origin',
          label: 'Origin',
          expressionType: 'SQL',
          hasCustomLabel: true,
          optionName: '_col_origin',
          isColumnReference: true,
          datasourceWarning: false,
          columnType: null,
          timeGrain: null,
        },
      ],
      metrics: [
        'count',
        {
          expressionType: 'SQL',
          sqlExpression: 'SUM(delay)',
          column: null,
          aggregate: null,
          label: 'Total delay',
          hasCustomLabel: true,
          optionName: 'metric_7x1k2_total',
          isNew: false,
          datasourceWarning: false,
        },
        {
          expressionType: 'SIMPLE',
          sqlExpression: null,
          column: {
            column_name: 'distance',
            id: 4,
            type: 'INTEGER',
            type_generic: 0,
            is_dttm: false,
            filterable: true,
          },
          aggregate: 'MAX',
          label: 'MAX(distance)',
          hasCustomLabel: false,
          optionName: 'metric_9q_max',
          isNew: false,
        },
      ],
      orderby: [[{ label: 'count' }, false]],
      annotation_layers: null,
      row_limit: 100,
      series_limit: null,
      order_desc: true,
      url_params: {},
      custom_params: {},
      custom_form_data: {},
      time_offsets: null,
      post_processing: [null],
      time_shift: null,
    },
  ],
  form_data: { viz_type: 'table' },
  result_format: 'json',
  result_type: 'full',
});

describe("chart data takes the adhoc shapes Superset's explore saves", () => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;

  beforeAll(async () => {
    sample = await duckdbSample();
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

  it('answers 200 with the numbers the rows give', async () => {
    const res = await admin.post<Answer>('/api/v1/chart/data', explorePayload(datasetId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [answer] = res.body.result;
    expect(answer?.colnames).toEqual(['Origin', 'count', 'Total delay', 'MAX(distance)']);
    const want = ['SEA', 'SFO'].map((origin) => {
      const rows = sampleFlights().filter((f) => f.origin === origin);
      return {
        Origin: origin,
        count: rows.length,
        'Total delay': rows.reduce((sum, f) => sum + f.delay, 0),
        'MAX(distance)': Math.max(...rows.map((f) => f.distance)),
      };
    });
    expect([...(answer?.data ?? [])].sort((a, b) => String(a['Origin']).localeCompare(String(b['Origin'])))).toEqual(
      want,
    );
  });

  it('still refuses a SIMPLE metric without an aggregate, naming the field', async () => {
    const payload = explorePayload(datasetId);
    const [query] = payload.queries;
    const res = await admin.post<Answer>('/api/v1/chart/data', {
      ...payload,
      queries: [
        { ...query, metrics: [{ expressionType: 'SIMPLE', aggregate: null, column: { column_name: 'delay' } }] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('queries.0.metrics.0');
  });
});
