import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';

const NO_TIME_FILTER = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  operator: 'TEMPORAL_RANGE',
  comparator: 'No filter',
};

/** Opens the preview page for one chart and waits until its data has arrived and been drawn. */
const render = async (page: Page, base: string, formData: Record<string, unknown>): Promise<void> => {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST');
  await page.goto(`${base}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
  expect((await answer).status()).toBe(200);
  await page.waitForTimeout(1200);
  expect(await page.getByText(/error occurred|not supported|No results/i).count()).toBe(0);
};

describe.runIf(chromiumAvailable())('table, big number and pie charts in the browser', () => {
  let session: ChartSession;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    session = await startChartSession();
    ({ t, browser, page } = session);
    for (const [name, id] of session.ids) ids.set(name, id);
  });
  afterAll(async () => session?.close());

  it('draws an aggregate table of flights by origin with a row count', async () => {
    await render(page, t.url, {
      datasource: `${ids.get('flights')}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: ['count'],
      adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'departure_time' }],
      row_limit: 50,
      include_search: true,
      show_cell_bars: true,
    });
    await expect.poll(() => page.getByText('ORD', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/50 rows|Limit reached/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'charts-04-table-flights.png') });
  });

  it('draws a big number with a trendline of daily Seattle temperature', async () => {
    await render(page, t.url, {
      datasource: `${ids.get('seattle_weather')}__table`,
      viz_type: 'big_number',
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      metric: {
        expressionType: 'SIMPLE',
        aggregate: 'AVG',
        column: { column_name: 'temp_max' },
        label: 'Average high',
      },
      adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'date' }],
      subheader: 'average daily high',
      y_axis_format: '.1f',
    });
    await page.getByTestId('big-number-header').waitFor();
    expect(
      Number((await page.getByTestId('big-number-header').textContent())?.replace(/[^\d.-]/g, '')),
    ).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'charts-05-big-number.png') });
  });

  it('loads only the chart chunk a page needs, with ECharts shared once', async () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'packages', 'web', 'dist', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = (key: string) => manifest[key]?.file.split('/').pop() ?? key;
    const plugins = ['table', 'pie', 'big-number', 'timeseries'].map((name) => [
      name,
      chunk(`src/charts/${name}/index.ts`),
    ]);
    const fresh = await browser.newPage();
    await fresh.context().addCookies(await page.context().cookies());
    const scripts: string[] = [];
    fresh.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url().split('/').pop() ?? '');
    });
    await render(fresh, t.url, {
      datasource: `${ids.get('movies')}__table`,
      viz_type: 'pie',
      groupby: ['major_genre'],
      metric: 'count',
      adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'release_date' }],
    });
    await fresh.locator('[data-testid="echarts-view"] canvas').first().waitFor();
    const loaded = plugins.filter(([, file]) => scripts.includes(file as string)).map(([name]) => name);
    expect(loaded).toEqual(['pie']);
    // ECharts lives in one chunk the chart types share (the build's 'charts-echarts' group, with the
    // wrapper), fetched once and never inside a plugin chunk.
    const shared = Object.keys(manifest).find((k) => k.startsWith('_charts-echarts'));
    expect(shared).toBeDefined();
    expect(scripts.filter((f) => f === chunk(shared as string))).toHaveLength(1);
    await fresh.close();
  });

  it('emits a cross-filter when a table cell or a pie slice is clicked, and clears it on a second click', async () => {
    const filterText = () => page.getByTestId('preview-cross-filter').textContent();
    await render(page, t.url, {
      datasource: `${ids.get('flights')}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: ['count'],
      adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'departure_time' }],
      row_limit: 10,
    });
    const cell = page.getByText('ORD', { exact: true }).first();
    await cell.click();
    await expect.poll(filterText).toContain('origin IN (ORD)');
    await cell.click();
    await expect.poll(filterText).not.toContain('origin IN');

    await render(page, t.url, {
      datasource: `${ids.get('movies')}__table`,
      viz_type: 'pie',
      groupby: ['major_genre'],
      metric: 'count',
      adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'release_date' }],
      donut: true,
      row_limit: 10,
    });
    const box = await page.locator('[data-testid="echarts-view"]').first().boundingBox();
    if (!box) throw new Error('no chart');
    // The largest slice (Drama, a quarter of all movies) starts at 12 o'clock: 45° up-right inside the ring hits it.
    const x = box.x + box.width / 2 + 113;
    const y = box.y + box.height / 2 - 113;
    await page.mouse.click(x, y);
    await expect.poll(filterText).toContain('major_genre IN (Drama)');
    await page.mouse.click(x, y);
    await expect.poll(filterText).not.toContain('major_genre IN');
  });

  it('emits a cross-filter when a bar is clicked, and clears it on a second click', async () => {
    const filterText = () => page.getByTestId('preview-cross-filter').textContent();
    await render(page, t.url, {
      datasource: `${ids.get('flights')}__table`,
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'departure_time',
      time_grain_sqla: 'P1M',
      metrics: ['count'],
      groupby: ['origin'],
      limit: 3,
      stack: true,
      show_legend: false,
      adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'departure_time' }],
    });
    const box = await page.locator('[data-testid="echarts-view"]').first().boundingBox();
    if (!box) throw new Error('no chart');
    // Low in the plot: the bottom segment of a stacked monthly bar. The examples' dates follow
    // today's, so the number of months (bars) varies and the middle may fall between two bars:
    // the first point across the plot that lands on a bar is clicked.
    const y = box.y + box.height - 60;
    let x = box.x + box.width / 2;
    for (const share of [0.5, 0.42, 0.58, 0.34, 0.66, 0.25, 0.75]) {
      x = box.x + box.width * share;
      await page.mouse.click(x, y);
      const hit = await expect
        .poll(filterText, { timeout: 1500 })
        .toMatch(/origin IN/)
        .then(
          () => true,
          () => false,
        );
      if (hit) break;
    }
    await expect.poll(filterText).toMatch(/origin IN \([A-Z]{3}\)/);
    await page.screenshot({ path: join(SHOTS, 'charts-07-bar-cross-filter.png') });
    await page.mouse.click(x, y);
    await expect.poll(filterText).not.toContain('origin IN');
  });

  it('draws a donut of movies by genre with percent labels', async () => {
    await render(page, t.url, {
      datasource: `${ids.get('movies')}__table`,
      viz_type: 'pie',
      groupby: ['major_genre'],
      metric: 'count',
      adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'release_date' }],
      donut: true,
      label_type: 'key_percent',
      row_limit: 10,
    });
    await page.locator('[data-testid="echarts-view"] canvas').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'charts-06-pie-movies.png') });
  });
});
