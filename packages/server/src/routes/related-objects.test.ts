import type { RelatedObjects } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postChart, startChartApp, type ChartApp } from '../../test-support/chart-fixtures.js';

const layout = (chartIds: number[]): string =>
  JSON.stringify(
    Object.fromEntries(
      chartIds.map((id) => [`CHART-${id}`, { id: `CHART-${id}`, type: 'CHART', meta: { chartId: id } }]),
    ),
  );

describe('related objects of a database and a dataset', () => {
  let app: ChartApp;
  let databaseId: number;

  beforeAll(async () => {
    app = await startChartApp('sqlite');
    const flights = await postChart(app.admin, { slice_name: 'Delays', datasource_id: app.flightsId });
    const cars = await postChart(app.admin, { slice_name: 'Horsepower', datasource_id: app.carsId });
    const board = await app.admin.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Operations',
      slug: 'ops',
      published: true,
      position_json: layout([flights]),
    });
    if (board.status !== 201) throw new Error(`dashboard: ${board.status}`);
    const carsBoard = await app.admin.post('/api/v1/dashboard/', {
      dashboard_title: 'Cars only',
      published: true,
      position_json: layout([cars]),
    });
    if (carsBoard.status !== 201) throw new Error(`dashboard: ${carsBoard.status}`);
    const row = await app.t.ctx.meta.db
      .selectFrom('datasets')
      .select('database_id')
      .where('id', '=', app.flightsId)
      .executeTakeFirstOrThrow();
    databaseId = row.database_id;
  });
  afterAll(async () => app?.close());

  it("lists a dataset's charts and the dashboards showing them, as Superset answers", async () => {
    const res = await app.admin.get<RelatedObjects>(`/api/v1/dataset/${app.flightsId}/related_objects`);
    expect(res.status).toBe(200);
    expect(res.body.charts).toMatchObject({ count: 1, result: [{ slice_name: 'Delays' }] });
    expect(res.body.dashboards).toMatchObject({ count: 1, result: [{ title: 'Operations', slug: 'ops' }] });
  });

  it("lists every chart and dashboard on a database's datasets", async () => {
    const res = await app.admin.get<RelatedObjects>(`/api/v1/database/${databaseId}/related_objects/`);
    expect(res.status).toBe(200);
    expect(res.body.charts.result.map((c) => c.slice_name)).toEqual(['Delays', 'Horsepower']);
    expect(res.body.dashboards.result.map((d) => d.title)).toEqual(['Cars only', 'Operations']);
  });

  it('answers only what the caller may see, and refuses what they may not read', async () => {
    const own = await app.gamma.get<RelatedObjects>(`/api/v1/dataset/${app.flightsId}/related_objects`);
    expect(own.status).toBe(200);
    expect(own.body.charts.count).toBe(1);
    expect((await app.gamma.get(`/api/v1/dataset/${app.carsId}/related_objects`)).status).toBe(403);
    expect((await app.gamma.get(`/api/v1/database/${databaseId}/related_objects/`)).status).toBe(403);
    expect((await app.admin.get('/api/v1/dataset/99999/related_objects')).status).toBe(404);
    expect((await app.admin.get('/api/v1/database/99999/related_objects/')).status).toBe(404);
  });
});
