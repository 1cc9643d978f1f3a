import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingEngine, type CountingEngine } from '../../../test-support/counting-engine.js';
import { signedInAdmin } from '../../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test-support/test-app.js';
import { SAMPLE_ORIGINS, registerSampleDataset } from '../../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../../test-support/sample-databases.js';

/** One chart per origin, so no two charts share a query (a row limit per dashboard, none across dashboards); each on its own full-width row 400 px high. */
const ORIGINS = [...SAMPLE_ORIGINS];
const queryContext = (datasetId: number, origin: string, rowLimit: number) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [
    {
      columns: ['origin'],
      metrics: ['count'],
      filters: [{ col: 'origin', op: '==', val: origin }],
      row_limit: rowLimit,
    },
  ],
  result_format: 'json',
  result_type: 'full',
});

const rowsLayout = (chartIds: number[]): string => {
  const rows = chartIds.map((id, i) => [
    [`ROW-${i}`, { id: `ROW-${i}`, type: 'ROW', children: [`CHART-${id}`], meta: {} }],
    [`CHART-${id}`, { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id, width: 12, height: 50 } }],
  ]);
  return JSON.stringify({
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: chartIds.map((_, i) => `ROW-${i}`) },
    ...Object.fromEntries(rows.flat()),
  });
};

describe('the dashboard page starts its first screen of queries', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let engine: CountingEngine;
  let datasetId: number;

  const settled = async (): Promise<void> => {
    await expect.poll(() => engine.running, { timeout: 10_000 }).toBe(0);
  };
  const executedOrigins = (): string[] =>
    ORIGINS.filter((origin) => engine.executed.some((sql) => sql.includes(`'${origin}'`)));

  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), '<html><head></head><body></body></html>');
    sample = await duckdbSample();
    t = await startTestApp({ env: { TESSERA_WEB_DIST: dist } });
    admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, 'main');
    engine = countingEngine(t.ctx);
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  const dashboardOf = async (
    slug: string,
    rowLimit: number,
    jsonMetadata: Record<string, unknown> = {},
  ): Promise<number[]> => {
    const ids: number[] = [];
    for (const origin of ORIGINS) {
      const chart = await admin.post<{ id: number }>('/api/v1/chart/', {
        slice_name: `${slug} ${origin}`,
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: '{}',
        query_context: JSON.stringify(queryContext(datasetId, origin, rowLimit)),
      });
      ids.push(chart.body.id);
    }
    await admin.post('/api/v1/dashboard/', {
      dashboard_title: slug,
      slug,
      published: true,
      position_json: rowsLayout(ids),
      json_metadata: JSON.stringify(jsonMetadata),
    });
    return ids;
  };

  it('runs the saved queries of the charts within 1080 px, and the page then finds them cached', async () => {
    await dashboardOf('rows', 10);
    engine.reset();
    expect((await admin.get('/tessera/dashboard/rows/')).status).toBe(200);
    await expect.poll(() => engine.executed.length, { timeout: 10_000 }).toBe(3);
    await settled();
    // Rows start at 0, 416 and 832 px; the fourth, at 1248 px, waits for the page to ask.
    expect(executedOrigins()).toEqual(ORIGINS.slice(0, 3));
    const batch = await admin.post<string>('/api/v1/chart/data/batch', {
      queries: ORIGINS.slice(0, 3).map((origin, i) => ({
        key: String(i),
        query_context: queryContext(datasetId, origin, 10),
      })),
    });
    const lines = String(batch.body)
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { result: { is_cached: boolean }[] });
    expect(lines.map((l) => l.result[0]?.is_cached)).toEqual([true, true, true]);
    expect(engine.executed).toHaveLength(3);
  });

  it('runs nothing ahead when the URL or a native filter default would change the queries', async () => {
    await dashboardOf('filtered', 11, {
      native_filter_configuration: [
        { id: 'NATIVE_FILTER-1', defaultDataMask: { filterState: { value: ['SEA'] }, extraFormData: {} } },
      ],
    });
    await dashboardOf('plain', 12);
    engine.reset();
    await admin.get('/tessera/dashboard/filtered/');
    await admin.get('/tessera/dashboard/plain/?native_filters_key=abc');
    await admin.get(`/tessera/dashboard/plain/?native_filters=${encodeURIComponent('(NATIVE_FILTER-1:())')}`);
    await new Promise((r) => setTimeout(r, 500));
    await settled();
    expect(engine.executed).toEqual([]);
    // The same dashboard without filter state in its URL does start them.
    await admin.get('/tessera/dashboard/plain/');
    await expect.poll(() => engine.executed.length, { timeout: 10_000 }).toBe(3);
    await settled();
  });
});
