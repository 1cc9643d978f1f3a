import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSampleDataset } from '../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Entry {
  data: Record<string, unknown>[];
  query: string;
  form_data?: Record<string, unknown>;
}

describe('saved-chart data and legacy explore_json', () => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;
  let chartId: number;

  beforeAll(async () => {
    sample = await duckdbSample();
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, 'main');
    const queryContext = {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['origin'], metrics: ['count'], orderby: [['origin', true]] }],
      result_format: 'json',
      result_type: 'full',
    };
    const now = new Date().toISOString();
    const chart = await t.ctx.meta.db
      .insertInto('charts')
      .values({
        uuid: randomUUID(),
        slice_name: 'Flights by origin',
        description: null,
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: '{}',
        query_context: JSON.stringify(queryContext),
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
    chartId = chart.id;
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it("replays a chart's saved query context, also as CSV", async () => {
    const res = await admin.get<{ result: Entry[] }>(`/api/v1/chart/${chartId}/data/`);
    expect(res.status).toBe(200);
    expect(res.body.result[0]?.data).toEqual([
      { origin: 'JFK', count: 60 },
      { origin: 'LAX', count: 60 },
      { origin: 'SEA', count: 60 },
      { origin: 'SFO', count: 60 },
    ]);
    const csv = await admin.get(`/api/v1/chart/${chartId}/data/?format=csv`);
    expect(String(csv.body).trim().split('\n')).toEqual(['origin,count', 'JFK,60', 'LAX,60', 'SEA,60', 'SFO,60']);
    expect((await admin.get('/api/v1/chart/999/data/')).status).toBe(404);
  });

  it('answers explore_json from form data by GET and POST under both prefixes', async () => {
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      groupby: ['origin'],
      metrics: ['count'],
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'origin', operator: 'IN', comparator: ['SEA', 'SFO'] },
      ],
      row_limit: 10,
    };
    const get = await admin.get<Entry>(
      `/tessera/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData))}`,
    );
    expect(get.status).toBe(200);
    expect(get.body.data).toHaveLength(2);
    const post = await admin.post<Entry>('/superset/explore_json/', { form_data: JSON.stringify(formData) });
    expect(post.status).toBe(200);
    expect(post.body.query).toContain('IN (');
    const bad = await admin.post<{ message: string }>('/tessera/explore_json/', { form_data: { viz_type: 'table' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('form_data.datasource');
  });
});
