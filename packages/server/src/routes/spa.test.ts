import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DashboardBootstrap } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postChart, startChartApp, type ChartApp } from '../../test-support/chart-fixtures.js';
import { TestClient } from '../../test-support/test-app.js';

const HOSTILE_TITLE = '</script><script>alert(1)</script><!-- \u2028 -->x';

/** A built web app in miniature: index.html and a manifest naming the dashboard route's chunks. */
const fakeDist = (dir: string): void => {
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/pages/dashboard/dashboard-page.tsx': {
        file: 'assets/dashboard-page.js',
        imports: ['_shared.js', '_grid.js'],
        dynamicImports: ['src/charts/table/index.ts', 'src/charts/heatmap/index.ts', 'src/pages/other.tsx'],
      },
      '_grid.js': { file: 'assets/grid.js' },
      'src/charts/table/index.ts': { file: 'assets/table.js', imports: ['_echarts.js'] },
      'src/charts/heatmap/index.ts': { file: 'assets/heatmap.js', imports: ['_echarts.js'] },
      '_echarts.js': { file: 'assets/echarts.js' },
      'src/pages/other.tsx': { file: 'assets/other.js' },
    }),
  );
  writeFileSync(
    join(dir, '.vite', 'chart-modules.json'),
    JSON.stringify({ table: 'src/charts/table/index.ts', heatmap_v2: 'src/charts/heatmap/index.ts' }),
  );
};

const INTERVALS = [
  [0, "Don't refresh"],
  [300, '5 minutes'],
];
const COMMON = /<script type="application\/json" id="tessera-common">([\s\S]*?)<\/script>/;

const layout = (chartIds: number[]): string =>
  JSON.stringify(
    Object.fromEntries(
      chartIds.map((id) => [`CHART-${id}`, { id: `CHART-${id}`, type: 'CHART', meta: { chartId: id } }]),
    ),
  );

const BOOTSTRAP = /<script type="application\/json" id="tessera-bootstrap">([\s\S]*?)<\/script>/;
const bootstrapOf = (html: unknown): DashboardBootstrap | null => {
  const match = BOOTSTRAP.exec(String(html));
  return match?.[1] === undefined ? null : (JSON.parse(match[1]) as DashboardBootstrap);
};

/**
 * A humanized time ('a minute ago') is worded when each answer is made, and a loaded machine can cross
 * a wording's boundary between the page and the API call it is compared with: those keys are left out.
 */
const settled = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key: string, v: unknown) => (key.endsWith('_humanized') ? undefined : v));

describe('the dashboard page HTML: inlined bootstrap, preloads, access', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
  let app: ChartApp;
  let carsOnly: number;

  beforeAll(async () => {
    fakeDist(dist);
    app = await startChartApp('sqlite', {
      TESSERA_WEB_DIST: dist,
      DASHBOARD_AUTO_REFRESH_INTERVALS: JSON.stringify(INTERVALS),
    });
    const flights = await postChart(app.admin, { slice_name: 'Flights', datasource_id: app.flightsId });
    const cars = await postChart(app.admin, { slice_name: 'Cars', datasource_id: app.carsId });
    const post = async (body: Record<string, unknown>) =>
      (await app.admin.post<{ id: number }>('/api/v1/dashboard/', { published: true, ...body })).body.id;
    await post({ dashboard_title: HOSTILE_TITLE, slug: 'mixed', position_json: layout([flights, cars]) });
    carsOnly = await post({ dashboard_title: 'Cars only', position_json: layout([cars]) });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('inlines exactly what the four endpoints answer the caller, and preloads the route chunks', async () => {
    const page = await app.admin.get('/tessera/dashboard/mixed/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = String(page.body);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page.js">');
    expect(html).toContain('href="/assets/grid.js"');
    // The chunks of the chart types it shows, with their imports; other types and lazy pages are not.
    expect(html).toContain('href="/assets/table.js"');
    expect(html).toContain('href="/assets/echarts.js"');
    expect(html).not.toContain('href="/assets/heatmap.js"');
    expect(html).not.toContain('href="/assets/other.js"');
    // Already loaded by index.html: not preloaded twice.
    expect(html).not.toContain('href="/assets/shared.js"');
    const b = bootstrapOf(html);
    expect(b?.id_or_slug).toBe('mixed');
    expect(settled(b?.dashboard)).toEqual(
      settled((await app.admin.get<{ result: unknown }>('/api/v1/dashboard/mixed')).body.result),
    );
    expect(b?.charts).toEqual((await app.admin.get<{ result: unknown }>('/api/v1/dashboard/mixed/charts')).body.result);
    expect(b?.datasets).toEqual(
      (await app.admin.get<{ result: unknown }>('/api/v1/dashboard/mixed/datasets')).body.result,
    );
    expect(b?.me_roles).toEqual((await app.admin.get<{ result: unknown }>('/api/v1/me/roles/')).body.result);
    expect(b?.csrf_token).toBe((await app.admin.get<{ result: string }>('/api/v1/security/csrf_token/')).body.result);
  });

  it('keeps a hostile title inside the JSON element', async () => {
    const html = String((await app.admin.get('/tessera/dashboard/mixed/')).body);
    expect(bootstrapOf(html)?.dashboard.dashboard_title).toBe(HOSTILE_TITLE);
    // The entry, the common conf and the bootstrap: the title closed none of them.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<!-- ');
    expect(html).not.toContain('\u2028');
  });

  it("gives a Gamma user only the granted dataset's charts and columns", async () => {
    const b = bootstrapOf((await app.gamma.get('/tessera/dashboard/mixed/')).body);
    expect(b?.charts.map((c) => c.slice_name)).toEqual(['Flights']);
    expect(b?.datasets?.map((d) => d.table_name)).toEqual(['flights']);
    expect(b?.charts).toEqual((await app.gamma.get<{ result: unknown }>('/api/v1/dashboard/mixed/charts')).body.result);
    expect(JSON.stringify(b?.datasets)).not.toContain('"cars"');
  });

  it('inlines nothing where an endpoint would refuse: hidden or unknown dashboard, signed out, permalink', async () => {
    for (const path of [`/tessera/dashboard/${carsOnly}/`, '/tessera/dashboard/nope/']) {
      const page = await app.gamma.get(path);
      expect(page.status).toBe(200);
      expect(bootstrapOf(page.body)).toBeNull();
      expect(String(page.body)).not.toContain('modulepreload');
    }
    const anonymous = await new TestClient(app.t.url).get('/tessera/dashboard/mixed/');
    expect(anonymous.status).toBe(200);
    expect(bootstrapOf(anonymous.body)).toBeNull();
    expect(bootstrapOf((await app.admin.get('/tessera/dashboard/p/AbCd_123/')).body)).toBeNull();
  });

  it("carries the admin's DASHBOARD_AUTO_REFRESH_INTERVALS on every page, signed in or not", async () => {
    for (const page of [
      await app.admin.get('/tessera/dashboard/mixed/'),
      await app.gamma.get(`/tessera/dashboard/${carsOnly}/`),
      await new TestClient(app.t.url).get('/tessera/welcome/'),
    ]) {
      const match = COMMON.exec(String(page.body));
      expect(match?.[1] === undefined ? null : JSON.parse(match[1])).toEqual({
        DASHBOARD_AUTO_REFRESH_INTERVALS: INTERVALS,
        MAP_TILE_URL: null,
        MAP_TILE_ATTRIBUTION: null,
        GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws',
        GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '/api/v1/async_event/ws',
        HTML_SANITIZATION_SCHEMA_EXTENSIONS: {},
      });
    }
  });
});
