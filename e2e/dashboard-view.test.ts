import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { BANNED_MARKUP, HOSTILE_HTML } from '../packages/core/test-support/hostile-html.js';
import { expectApi } from './support/page-api.js';

const NO_TIME_FILTER = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  operator: 'TEMPORAL_RANGE',
  comparator: 'No filter',
};

const chartBody = (name: string, datasetId: number, params: Record<string, unknown>) => ({
  slice_name: name,
  viz_type: params['viz_type'],
  datasource_id: datasetId,
  datasource_type: 'table',
  params: JSON.stringify({ datasource: `${datasetId}__table`, ...params }),
});

/** Two tabs: the first with a header, a row of three charts and markdown, the second with one chart. */
const position = (c: number[]) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-top'] },
  'TABS-top': { type: 'TABS', id: 'TABS-top', children: ['TAB-a', 'TAB-b'], meta: {} },
  'TAB-a': {
    type: 'TAB',
    id: 'TAB-a',
    children: ['HEADER-1', 'ROW-1', 'DIVIDER-1', 'ROW-2'],
    meta: { text: 'Overview' },
  },
  'TAB-b': { type: 'TAB', id: 'TAB-b', children: ['ROW-3'], meta: { text: 'Weather' } },
  'HEADER-1': {
    type: 'HEADER',
    id: 'HEADER-1',
    children: [],
    meta: { text: 'Flights at a glance', headerSize: 'LARGE_HEADER' },
  },
  'ROW-1': {
    type: 'ROW',
    id: 'ROW-1',
    children: ['CHART-1', 'CHART-2', 'CHART-3'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  },
  'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], meta: { chartId: c[0], width: 3, height: 40 } },
  'CHART-2': { type: 'CHART', id: 'CHART-2', children: [], meta: { chartId: c[1], width: 5, height: 40 } },
  'CHART-3': { type: 'CHART', id: 'CHART-3', children: [], meta: { chartId: c[2], width: 4, height: 40 } },
  'DIVIDER-1': { type: 'DIVIDER', id: 'DIVIDER-1', children: [], meta: {} },
  'ROW-2': { type: 'ROW', id: 'ROW-2', children: ['MARKDOWN-1'], meta: {} },
  'MARKDOWN-1': {
    type: 'MARKDOWN',
    id: 'MARKDOWN-1',
    children: [],
    meta: { width: 6, height: 20, code: '## Notes\n\nDelays are in **minutes**.<script>window.pwned = 1</script>' },
  },
  'ROW-3': { type: 'ROW', id: 'ROW-3', children: ['CHART-4'], meta: {} },
  'CHART-4': { type: 'CHART', id: 'CHART-4', children: [], meta: { chartId: c[3], width: 6, height: 50 } },
});

describe.runIf(chromiumAvailable())('a dashboard in the browser', () => {
  let session: ChartSession;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let dashboardId = 0;
  const charts: number[] = [];

  beforeAll(async () => {
    session = await startChartSession();
    ({ t, browser, page } = session);
    const flights = session.ids.get('flights') ?? 0;
    const weather = session.ids.get('seattle_weather') ?? 0;
    const bodies = [
      chartBody('Flights', flights, {
        viz_type: 'big_number_total',
        metric: 'count',
        adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'departure_time' }],
      }),
      chartBody('Flights by carrier', flights, {
        viz_type: 'pie',
        groupby: ['destination'],
        row_limit: 8,
        metric: 'count',
        adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'departure_time' }],
      }),
      chartBody('Busiest origins', flights, {
        viz_type: 'table',
        query_mode: 'aggregate',
        groupby: ['origin'],
        metrics: ['count'],
        row_limit: 10,
        adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'departure_time' }],
      }),
      chartBody('Seattle highs', weather, {
        viz_type: 'echarts_timeseries_line',
        x_axis: 'date',
        time_grain_sqla: 'P1M',
        metrics: [
          { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'temp_max' }, label: 'Average high' },
        ],
        adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'date' }],
      }),
    ];
    for (const body of bodies)
      charts.push((await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/chart/', body)).id);
    dashboardId = (
      await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Flights board',
        slug: 'flights-board',
        published: true,
        position_json: JSON.stringify(position(charts)),
        css: '.dashboard-component-header { border-left: 4px solid rgb(255, 0, 0); } body { letter-spacing: 0px; }',
      })
    ).id;
  });
  afterAll(async () => session?.close());

  it('opens by slug, lays out the first tab and draws its charts with one batched request', async () => {
    const chartRequests: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/v1/chart/data')) chartRequests.push({ url: r.url(), status: r.status() });
    });
    await page.goto(`${t.url}/superset/dashboard/flights-board/`);
    await page.waitForURL('**/tessera/dashboard/flights-board/');
    await page.locator('[data-dashboard-status="hydrated"]').waitFor();
    for (const id of charts.slice(0, 3)) {
      await page
        .locator(`[data-testid="dashboard-chart-${id}"][data-chart-status="rendered"]`)
        .waitFor({ timeout: 20_000 });
    }
    expect(await page.getByTestId(`dashboard-chart-${charts[3]}`).getAttribute('data-chart-status')).toBe('idle');
    // The three charts of the first tab query in one batch; a server without the batch endpoint
    // (404) gets one request per chart after that single attempt.
    const batches = chartRequests.filter((r) => r.url.endsWith('/api/v1/chart/data/batch'));
    expect(batches).toHaveLength(1);
    expect(chartRequests).toHaveLength(batches[0]?.status === 404 ? 4 : 1);
    await expect
      .poll(() => page.getByTestId('dashboard-markdown-MARKDOWN-1').textContent())
      .toContain('Delays are in minutes');
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    // The dashboard's css applies inside the page only.
    const border = await page
      .locator('.dashboard-component-header')
      .evaluate((e) => getComputedStyle(e).borderLeftColor);
    expect(border).toBe('rgb(255, 0, 0)');
    await page.screenshot({ path: join(SHOTS, 'dashboard-01-first-tab.png'), fullPage: true });
  });

  it('opens the second tab, keeps it in the URL and draws its chart', async () => {
    await page.getByTestId('dashboard-tab-TAB-b').click();
    await page
      .locator(`[data-testid="dashboard-chart-${charts[3]}"][data-chart-status="rendered"]`)
      .waitFor({ timeout: 20_000 });
    expect(page.url()).toContain('tab=TAB-b');
    await page.reload();
    await page
      .locator(`[data-testid="dashboard-chart-${charts[3]}"][data-chart-status="rendered"]`)
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(SHOTS, 'dashboard-02-second-tab.png') });
  });

  it('refreshes the dashboard with force, and opens a chart full screen from its menu', async () => {
    await page.goto(`${t.url}/tessera/dashboard/${dashboardId}/`);
    const first = page.locator(`[data-testid="dashboard-chart-${charts[0]}"][data-chart-status="rendered"]`);
    await first.waitFor({ timeout: 20_000 });
    const forced = page.waitForRequest(
      (r) => r.url().includes('/api/v1/chart/data') && (r.postData() ?? '').includes('"force":true'),
    );
    await page.getByTestId('dashboard-refresh').click();
    await forced;
    await page.getByTestId(`dashboard-chart-${charts[2]}`).getByTestId('chart-slot-menu').click();
    await page.getByRole('menuitem', { name: 'Enter fullscreen' }).click();
    await expect.poll(() => page.url()).toContain(`focused_chart=${charts[2]}`);
    const box = await page.getByTestId(`dashboard-chart-${charts[2]}`).boundingBox();
    expect(box?.width).toBeGreaterThan(1200);
    await page.screenshot({ path: join(SHOTS, 'dashboard-03-full-screen.png') });
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await expect.poll(() => page.url()).not.toContain('focused_chart');
    await page.getByTestId(`dashboard-chart-${charts[2]}`).getByTestId('chart-slot-menu').click();
    await page.getByRole('menuitem', { name: 'View as table' }).click();
    await page.getByTestId('chart-rows-table').getByText('ORD').waitFor();
    await page.screenshot({ path: join(SHOTS, 'dashboard-04-view-as-table.png') });
  });

  it('mounts charts only near the viewport and draws the rest on scrolling', async () => {
    const flights = session.ids.get('flights') ?? 0;
    const tall: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const body = chartBody(`Delay ${i}`, flights, {
        viz_type: 'big_number_total',
        metric: { expressionType: 'SQL', sqlExpression: `AVG(delay) + ${i}`, label: `delay ${i}` },
        adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'departure_time' }],
      });
      tall.push((await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/chart/', body)).id);
    }
    const rows = tall.map((id, i) => [`ROW-${i}`, `CHART-${i}`, id] as const);
    const layout = {
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: rows.map(([row]) => row) },
      ...Object.fromEntries(
        rows.flatMap(([row, chart, id]) => [
          [row, { type: 'ROW', id: row, children: [chart], meta: {} }],
          [chart, { type: 'CHART', id: chart, children: [], meta: { chartId: id, width: 6, height: 60 } }],
        ]),
      ),
    };
    const tallId = (
      await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Tall board',
        position_json: JSON.stringify(layout),
      })
    ).id;
    await page.goto(`${t.url}/tessera/dashboard/${tallId}/`);
    const status = (id: number) => page.getByTestId(`dashboard-chart-${id}`).getAttribute('data-chart-status');
    await page.locator(`[data-testid="dashboard-chart-${tall[0]}"][data-chart-status="rendered"]`).waitFor();
    // 720 px of window plus one more viewport: the first rows (480 px each) only.
    expect(await status(tall[7] ?? 0)).toBe('idle');
    await page.mouse.wheel(0, 5000);
    await page.locator(`[data-testid="dashboard-chart-${tall[7]}"][data-chart-status="rendered"]`).waitFor();
    for (const id of tall.slice(-3)) expect(await status(id)).toBe('rendered');
  });

  it('cuts a markdown to the allow-list: no style, overlay, form, handler or script reaches the viewer', async () => {
    const code = `## Sanitised\n\n<a href="https://example.com" target="_blank">site</a>\n\n${Object.values(HOSTILE_HTML).join('\n\n')}`;
    const layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['MARKDOWN-h'], meta: {} },
      'MARKDOWN-h': { type: 'MARKDOWN', id: 'MARKDOWN-h', children: [], meta: { width: 12, height: 80, code } },
    };
    const { id } = await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Hostile markdown',
      published: true,
      position_json: JSON.stringify(layout),
    });
    await page.goto(`${t.url}/tessera/dashboard/${id}/`);
    const block = page.getByTestId('dashboard-markdown-MARKDOWN-h');
    await expect.poll(() => block.textContent()).toContain('Session expired');
    const html = await block.innerHTML();
    for (const banned of BANNED_MARKUP) {
      if (typeof banned === 'string') expect(html).not.toContain(banned);
      else expect(html).not.toMatch(banned);
    }
    expect(await block.locator('h2').textContent()).toBe('Sanitised');
    expect(await block.locator('a[href="https://example.com"]').getAttribute('rel')).toBe('noopener noreferrer');
    expect(await block.locator('form, input, button, style, iframe, script, svg').count()).toBe(0);
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await page.screenshot({ path: join(SHOTS, 'dashboard-05-hostile-markdown.png') });
  });

  it('answers an unknown dashboard with the not-found page', async () => {
    await page.goto(`${t.url}/tessera/dashboard/no-such-board/`);
    await page.getByTestId('not-found').waitFor();
    expect(dashboardId).toBeGreaterThan(0);
    expect(browser.isConnected()).toBe(true);
  });
});
