import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerExamples } from '../examples/register-examples.js';
import {
  UNUSED_DUCKDB,
  exampleTable,
  postChart,
  startChartApp,
  type ChartApp,
} from '../../test-support/chart-fixtures.js';
import { signedInUser } from '../../test-support/fixtures.js';

interface Explore {
  result: {
    dataset: { id: number; table_name: string; columns: { column_name: string }[]; owners: unknown[] } | null;
    form_data: Record<string, unknown>;
    slice: { slice_id: number; slice_name: string; form_data: Record<string, unknown>; owners: number[] } | null;
    message: string | null;
    metadata: { owners: string[]; changed_on_humanized: string } | null;
  };
  message: string;
  errors?: { extra?: { field?: string } }[];
}

interface Permalink {
  key: string;
  url: string;
  chartId: number | null;
  datasource: string;
  state: { formData: Record<string, unknown>; urlParams?: [string, string][] };
  message: string;
  errors?: { extra?: { field?: string } }[];
}

describe('explore API: explore state, permalinks and cached form data', () => {
  let app: ChartApp;
  let chartId: number;
  let carsChart: number;
  const params = { viz_type: 'pie', metric: 'count', groupby: ['id'], row_limit: 10 };

  beforeAll(async () => {
    app = await startChartApp();
    chartId = await postChart(app.admin, {
      slice_name: 'Flights pie',
      viz_type: 'pie',
      datasource_id: app.flightsId,
      params: JSON.stringify(params),
    });
    carsChart = await postChart(app.admin, { slice_name: 'Cars', datasource_id: app.carsId });
  });
  afterAll(async () => app?.close());

  it('opens a saved chart: its form data, dataset metadata, slice and metadata', async () => {
    const res = await app.gamma.get<Explore>(`/api/v1/explore/?slice_id=${chartId}`);
    expect(res.status).toBe(200);
    const { dataset, form_data, slice, message, metadata } = res.body.result;
    expect(message).toBeNull();
    expect(form_data).toMatchObject({ ...params, slice_id: chartId, datasource: `${app.flightsId}__table` });
    expect(dataset).toMatchObject({ id: app.flightsId, table_name: 'flights', columns: [{ column_name: 'id' }] });
    expect(slice).toMatchObject({ slice_id: chartId, slice_name: 'Flights pie', owners: [app.adminId] });
    expect(slice?.form_data.viz_type).toBe('pie');
    expect(metadata).toMatchObject({ changed_on_humanized: 'now', owners: [expect.any(String)] });
  });

  it('opens a dataset without a chart, under Superset names and the dataset_id alias', async () => {
    for (const query of [`datasource_id=${app.flightsId}&datasource_type=table`, `dataset_id=${app.flightsId}`]) {
      const res = await app.gamma.get<Explore>(`/api/v1/explore/?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body.result).toMatchObject({
        slice: null,
        metadata: null,
        message: null,
        form_data: { datasource: `${app.flightsId}__table` },
        dataset: { table_name: 'flights' },
      });
    }
    expect((await app.gamma.get('/api/v1/explore/?slice_id=abc')).status).toBe(400);
    expect((await app.gamma.get('/api/v1/explore/?slice_id=99999')).status).toBe(404);
  });

  it('answers 403 for a dataset or chart the caller may not read, and 403 without explore permission', async () => {
    expect((await app.gamma.get(`/api/v1/explore/?datasource_id=${app.carsId}&datasource_type=table`)).status).toBe(
      403,
    );
    expect((await app.gamma.get(`/api/v1/explore/?slice_id=${carsChart}`)).status).toBe(403);
    const sqlLab = await signedInUser(app.t, 'sally', ['sql_lab']);
    expect((await sqlLab.client.get(`/api/v1/explore/?slice_id=${chartId}`)).status).toBe(403);
  });

  it('keeps a chart whose dataset was deleted, with dataset null and a message', async () => {
    await registerExamples(app.t.ctx.meta.db, UNUSED_DUCKDB, [exampleTable('doomed')]);
    const row = await app.t.ctx.meta.db
      .selectFrom('datasets')
      .select('id')
      .where('table_name', '=', 'doomed')
      .executeTakeFirstOrThrow();
    const datasetId = row.id;
    const orphan = await postChart(app.admin, { slice_name: 'Orphan', datasource_id: datasetId });
    expect((await app.admin.delete(`/api/v1/dataset/${datasetId}`)).status).toBe(200);
    const res = await app.admin.get<Explore>(`/api/v1/explore/?slice_id=${orphan}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ dataset: null, message: 'Dataset does not exist' });
    expect(res.body.result.slice?.slice_name).toBe('Orphan');
  });

  it('round-trips a permalink and opens explore from it', async () => {
    const formData = { ...params, datasource: `${app.flightsId}__table`, slice_id: chartId, color_scheme: 'bnbColors' };
    const created = await app.gamma.post<Permalink>('/api/v1/explore/permalink', {
      formData,
      urlParams: [['standalone', '1']],
    });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.body.url).toBe(`/superset/explore/p/${created.body.key}/`);
    const got = await app.gamma.get<Permalink>(`/api/v1/explore/permalink/${created.body.key}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      chartId,
      datasource: `${app.flightsId}__table`,
      state: { formData, urlParams: [['standalone', '1']] },
    });
    const opened = await app.gamma.get<Explore>(`/api/v1/explore/?permalink_key=${created.body.key}`);
    expect(opened.body.result.form_data).toMatchObject({ color_scheme: 'bnbColors', url_params: { standalone: '1' } });
    expect(opened.body.result.slice?.slice_id).toBe(chartId);

    expect((await app.gamma.get('/api/v1/explore/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await app.gamma.get('/api/v1/explore/permalink/not-a-key')).status).toBe(404);
    const other = await app.admin.post<Permalink>('/api/v1/explore/permalink', {
      formData: { datasource: `${app.carsId}__table` },
    });
    expect((await app.gamma.get(`/api/v1/explore/permalink/${other.body.key}`)).status).toBe(403);
    const forbidden = await app.gamma.post('/api/v1/explore/permalink', {
      formData: { datasource: `${app.carsId}__table` },
    });
    expect(forbidden.status).toBe(403);
    const vague = await app.gamma.post<Permalink>('/api/v1/explore/permalink', { formData: { viz_type: 'pie' } });
    expect(vague.status).toBe(400);
    expect(vague.body.errors?.[0]?.extra?.field).toBe('formData.datasource');
    const typed = await app.gamma.post<Permalink>('/api/v1/explore/permalink', { formData: 'pie' });
    expect(typed.status).toBe(400);
    expect(typed.body.errors?.[0]?.extra?.field).toBe('formData');
  });

  it('caches form data per tab, reads it back in explore, and lets only its owner change it', async () => {
    const body = {
      datasource_id: app.flightsId,
      datasource_type: 'table',
      chart_id: chartId,
      form_data: JSON.stringify({ ...params, row_limit: 5 }),
    };
    const first = await app.gamma.post<{ key: string }>('/api/v1/explore/form_data?tab_id=7', body);
    expect(first.status).toBe(201);
    const again = await app.gamma.post<{ key: string }>('/api/v1/explore/form_data?tab_id=7', body);
    expect(again.body.key).toBe(first.body.key);
    const otherTab = await app.gamma.post<{ key: string }>('/api/v1/explore/form_data?tab_id=8', body);
    expect(otherTab.body.key).not.toBe(first.body.key);

    const read = await app.admin.get<{ form_data: string }>(`/api/v1/explore/form_data/${first.body.key}`);
    expect(JSON.parse(read.body.form_data)).toMatchObject({ row_limit: 5 });
    const opened = await app.gamma.get<Explore>(`/api/v1/explore/?slice_id=${chartId}&form_data_key=${first.body.key}`);
    expect(opened.body.result.form_data).toMatchObject({ row_limit: 5, slice_id: chartId, viz_type: 'pie' });

    const updated = { ...body, form_data: JSON.stringify({ row_limit: 9 }) };
    expect((await app.admin.put(`/api/v1/explore/form_data/${first.body.key}`, updated)).status).toBe(403);
    const put = await app.gamma.put<{ key: string }>(`/api/v1/explore/form_data/${first.body.key}`, updated);
    expect(put.body).toEqual({ key: first.body.key });
    // Superset's UpdateFormDataCommand: the tab that cached the key keeps it; another tab gets its own.
    const sameTab = await app.gamma.put<{ key: string }>(
      `/api/v1/explore/form_data/${first.body.key}?tab_id=7`,
      updated,
    );
    expect(sameTab.body).toEqual({ key: first.body.key });
    const duplicated = { ...body, form_data: JSON.stringify({ row_limit: 11 }) };
    const tab9 = await app.gamma.put<{ key: string }>(
      `/api/v1/explore/form_data/${first.body.key}?tab_id=9`,
      duplicated,
    );
    expect(tab9.status).toBe(200);
    expect(tab9.body.key).not.toBe(first.body.key);
    const tab9Read = await app.gamma.get<{ form_data: string }>(`/api/v1/explore/form_data/${tab9.body.key}`);
    expect(JSON.parse(tab9Read.body.form_data)).toMatchObject({ row_limit: 11 });
    const kept = await app.gamma.get<{ form_data: string }>(`/api/v1/explore/form_data/${first.body.key}`);
    expect(JSON.parse(kept.body.form_data)).toMatchObject({ row_limit: 9 });
    expect((await app.admin.delete(`/api/v1/explore/form_data/${first.body.key}`)).status).toBe(403);
    const deleted = await app.gamma.delete<{ message: string }>(`/api/v1/explore/form_data/${first.body.key}`);
    expect(deleted.body.message).toBe('Deleted successfully');
    expect((await app.gamma.get(`/api/v1/explore/form_data/${first.body.key}`)).status).toBe(404);

    const lost = await app.gamma.get<Explore>(
      `/api/v1/explore/?datasource_id=${app.flightsId}&datasource_type=table&form_data_key=${first.body.key}`,
    );
    expect(lost.body.result.message).toBe('Form data not found in cache, reverting to dataset metadata.');
    expect(lost.body.result.dataset?.table_name).toBe('flights');
  });

  it('refuses bad form data and datasets the caller may not read', async () => {
    const base = { datasource_id: app.flightsId, datasource_type: 'table' };
    const notJson = await app.gamma.post<Explore>('/api/v1/explore/form_data', { ...base, form_data: '{oops' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors?.[0]?.extra?.field).toBe('form_data');
    const missing = await app.gamma.post<Explore>('/api/v1/explore/form_data', base);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.extra?.field).toBe('form_data');
    const cars = { ...base, datasource_id: app.carsId, form_data: '{}' };
    expect((await app.gamma.post('/api/v1/explore/form_data', cars)).status).toBe(403);
    const gone = { ...base, datasource_id: 99_999, form_data: '{}' };
    expect((await app.gamma.post('/api/v1/explore/form_data', gone)).status).toBe(404);
  });
});
