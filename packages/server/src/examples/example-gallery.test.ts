import { chartIdsInLayout, parseLayout, walkLayout } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAndRegisterExamples } from '../bootstrap.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';
import { GALLERY_VIZ_TYPES } from './example-gallery-query.js';

interface DashboardOne {
  result: { id: number; position_json: string | null; published: boolean };
}

interface ChartsOfDashboard {
  result: { id: number; slice_name: string; viz_type: string }[];
}

interface ChartOne {
  result: { query_context: string | null };
}

interface ChartData {
  result: { rowcount: number }[];
}

describe('Chart gallery example dashboard', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    await loadAndRegisterExamples(t.ctx, {
      only: ['flights', 'seattle_weather', 'stocks', 'sp500', 'cars', 'gapminder', 'airports'],
    });
    admin = await signedInAdmin(t);
  }, 180_000);
  afterAll(async () => t?.close());

  it('holds one chart of every gallery type, each placed in a category tab', async () => {
    const one = await admin.get<DashboardOne>('/api/v1/dashboard/chart-gallery');
    expect(one.status).toBe(200);
    expect(one.body.result.published).toBe(true);
    const charts = await admin.get<ChartsOfDashboard>('/api/v1/dashboard/chart-gallery/charts');
    expect(charts.body.result.map((c) => c.viz_type).sort()).toEqual([...GALLERY_VIZ_TYPES].sort());
    const layout = parseLayout(one.body.result.position_json);
    expect([...chartIdsInLayout(layout)].sort()).toEqual(charts.body.result.map((c) => c.id).sort());
    const tabs: unknown[] = [];
    walkLayout(layout, (item) => {
      if (item.type === 'TAB') tabs.push(item.meta.text);
    });
    expect(tabs).toEqual([
      'Evolution',
      'Distribution',
      'Correlation',
      'Part of a Whole',
      'Ranking',
      'Flow',
      'Tables and text',
      'Maps',
      'Other',
    ]);
  });

  it('answers every chart saved query_context from /api/v1/chart/data', async () => {
    const charts = await admin.get<ChartsOfDashboard>('/api/v1/dashboard/chart-gallery/charts');
    for (const { id, slice_name: name } of charts.body.result) {
      const chart = await admin.get<ChartOne>(`/api/v1/chart/${id}`);
      const queryContext = chart.body.result.query_context;
      expect(queryContext, name).not.toBeNull();
      const res = await admin.post<ChartData>('/api/v1/chart/data', JSON.parse(queryContext ?? '{}') as unknown);
      expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
      for (const result of res.body.result) expect(result.rowcount, name).toBeGreaterThan(0);
    }
  }, 120_000);
});
