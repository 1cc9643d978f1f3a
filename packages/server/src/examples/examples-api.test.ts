import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAndRegisterExamples } from '../bootstrap.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface DatasetList {
  count: number;
  result: {
    id: number;
    table_name: string;
    row_count: number;
    description: string;
    database: { database_name: string };
  }[];
}

describe('example datasets through the API', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    await loadAndRegisterExamples(t.ctx);
    admin = await signedInAdmin(t);
  });
  afterAll(async () => t?.close());

  it("never offers the examples' internal load marker as a table (issue D 13)", async () => {
    const dbs = await admin.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
    const examples = dbs.body.result.find((d) => d.database_name === 'examples');
    const tables = await admin.get<{ result: { value: string }[] }>(
      `/api/v1/database/${examples?.id}/tables/?q=(schema_name:main)`,
    );
    expect(tables.status).toBe(200);
    const names = tables.body.result.map((r) => r.value);
    expect(names).toContain('flights');
    expect(names).not.toContain('_tessera_examples');
  });

  it('lists at least 8 example datasets with flights at 3,000,000 rows', async () => {
    const res = await admin.get<DatasetList>('/api/v1/dataset/?q=(page:0,page_size:100)');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(8);
    const names = res.body.result.map((d) => d.table_name);
    for (const n of [
      'flights',
      'seattle_weather',
      'stocks',
      'cars',
      'gapminder',
      'movies',
      'airports',
      'birdstrikes',
    ]) {
      expect(names).toContain(n);
    }
    const flights = res.body.result.find((d) => d.table_name === 'flights');
    expect(flights?.row_count).toBe(3_000_000);
    expect(flights?.database.database_name).toBe('examples');
    expect(flights?.description).toMatch(/shift/i);
  });

  it('describes columns with temporal flags and saved metrics', async () => {
    const list = await admin.get<DatasetList>('/api/v1/dataset/?q=(page_size:100)');
    const id = list.body.result.find((d) => d.table_name === 'seattle_weather')?.id;
    const res = await admin.get<{
      result: {
        main_dttm_col: string;
        columns: { column_name: string; is_dttm: boolean; type_generic: number }[];
        metrics: { metric_name: string }[];
      };
    }>(`/api/v1/dataset/${id}`);
    const date = res.body.result.columns.find((c) => c.column_name === res.body.result.main_dttm_col);
    expect(date).toMatchObject({ is_dttm: true, type_generic: 2 });
    expect(res.body.result.metrics.map((m) => m.metric_name)).toContain('count');
  });

  it('registers idempotently: a second load keeps ids and counts', async () => {
    const before = await admin.get<DatasetList>('/api/v1/dataset/?q=(page_size:100)');
    await loadAndRegisterExamples(t.ctx);
    const after = await admin.get<DatasetList>('/api/v1/dataset/?q=(page_size:100)');
    expect(after.body.count).toBe(before.body.count);
    expect(after.body.result.map((d) => d.id).sort()).toEqual(before.body.result.map((d) => d.id).sort());
  });

  it('pages the list', async () => {
    const res = await admin.get<DatasetList>('/api/v1/dataset/?q=(page:1,page_size:3)');
    expect(res.body.result).toHaveLength(3);
    expect(res.body.count).toBeGreaterThanOrEqual(8);
  });
});
