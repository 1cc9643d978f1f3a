import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { drawnCharts } from './support/dashboard-page.js';
import { expectApi } from './support/page-api.js';

const SHOT_DIR = join(SHOTS, 'dynamic-plugins');
const BUNDLE_URL = '/static/plugins/hello-bars/index.js';
const BARS = 'svg[data-plugin="hello_bars"] rect.hello-bar';

/** The chart's query, asked on its own: the rows the plugin must draw one bar each for. */
const rowsOf = async (page: Page, datasetId: number): Promise<Record<string, unknown>[]> => {
  const answer = await expectApi<{ result: { data: Record<string, unknown>[] }[] }>(
    page,
    200,
    'POST',
    '/api/v1/chart/data',
    {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['origin'], metrics: ['count'], row_limit: 8, orderby: [['count', false]] }],
      result_format: 'json',
      result_type: 'full',
    },
  );
  return answer.result[0]?.data ?? [];
};

describe.runIf(chromiumAvailable())('a dynamic plugin registered by an admin draws on a dashboard (spec 02 §7)', () => {
  let session: ChartSession;
  let page: Page;
  let chartId = 0;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOT_DIR, { recursive: true });
    session = await startChartSession();
    page = session.page;
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => session?.close());

  it('registers the example bundle through Settings › Manage › Plugins', async () => {
    await page.goto(`${session.t.url}/tessera/welcome/`);
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('nav-dynamic-plugins').click();
    await page.waitForURL('**/dynamic-plugins/list/');
    await page.getByTestId('dynamic-plugin-add').click();
    await page.getByTestId('dynamic-plugin-name').fill('Hello bars');
    await page.getByTestId('dynamic-plugin-key').fill('hello_bars');
    // A host not allowed is refused beside the field, and nothing is saved.
    await page.getByTestId('dynamic-plugin-bundle-url').fill('https://cdn.example.com/hello.js');
    await page.getByTestId('dynamic-plugin-save').click();
    await page.getByText('Bundle URL host cdn.example.com is not in DYNAMIC_PLUGINS_ALLOWED_HOSTS').waitFor();
    await page.getByTestId('dynamic-plugin-bundle-url').fill(BUNDLE_URL);
    await page.getByTestId('dynamic-plugin-save').click();
    await page.getByTestId('dynamic-plugin-row').filter({ hasText: 'hello_bars' }).waitFor();
    await page.screenshot({ path: join(SHOT_DIR, 'plugins-page.png') });
    const read = await expectApi<{ result: { key: string; bundle_url: string }[] }>(
      page,
      200,
      'GET',
      '/dynamic-plugins/api/read',
    );
    expect(read.result).toEqual([expect.objectContaining({ key: 'hello_bars', bundle_url: BUNDLE_URL })]);
  });

  it('draws a chart of its key on a dashboard, one SVG bar per row of the query', async () => {
    const flights = session.ids.get('flights') ?? 0;
    const params = {
      datasource: `${flights}__table`,
      viz_type: 'hello_bars',
      metrics: ['count'],
      groupby: ['origin'],
      row_limit: 8,
    };
    chartId = (
      await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/chart/', {
        slice_name: 'Flights by origin (plugin)',
        viz_type: 'hello_bars',
        datasource_id: flights,
        datasource_type: 'table',
        params: JSON.stringify(params),
      })
    ).id;
    const position = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
      'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], meta: { chartId, width: 8, height: 60 } },
    };
    await expectApi(page, 201, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Plugin board',
      slug: 'plugin-board',
      published: true,
      position_json: JSON.stringify(position),
    });

    await page.goto(`${session.t.url}/superset/dashboard/plugin-board/`);
    const drawn = await drawnCharts(page);
    expect(drawn).toEqual({ rendered: [chartId], errors: [] });
    const slot = page.getByTestId(`dashboard-chart-${chartId}`);
    await slot.locator(BARS).first().waitFor();
    const rows = await rowsOf(page, flights);
    expect(rows.length).toBeGreaterThan(1);
    expect(await slot.locator(BARS).count()).toBe(rows.length);
    // Each bar is its row: the origin and its count, in the query's order.
    const titles = await slot.locator(`${BARS} title`).allTextContents();
    expect(titles).toEqual(rows.map((row) => `${String(row['origin'])}: ${String(row['count'])}`));
    // The largest count draws the widest bar.
    const widths = await slot.locator(BARS).evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('width'))));
    expect(Math.max(...widths)).toBe(widths[0]);
    await page.screenshot({ path: join(SHOT_DIR, 'dashboard.png') });
    expect(errors).toEqual([]);
  });

  it('draws it in explore too, under its registered name', async () => {
    await page.goto(`${session.t.url}/explore/?slice_id=${chartId}`);
    await page.locator(BARS).first().waitFor();
    expect(await page.locator(BARS).count()).toBe((await rowsOf(page, session.ids.get('flights') ?? 0)).length);
    await page.screenshot({ path: join(SHOT_DIR, 'explore.png') });
    expect(errors).toEqual([]);
  });
});
