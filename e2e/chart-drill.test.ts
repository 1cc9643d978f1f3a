import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { selectTab, tabIdsByText, waitDrawn } from './support/dashboard-page.js';
import { expectApi } from './support/page-api.js';

/** Epoch milliseconds as the wire carries them: what a formatted table must never show. */
const EPOCH_MS = /^\d{12,13}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const chartIdByName = async (page: Page, slug: string, name: string): Promise<number> => {
  const charts = await expectApi<{ result: { id: number; slice_name: string }[] }>(
    page,
    200,
    'GET',
    `/api/v1/dashboard/${slug}/charts`,
  );
  const found = charts.result.find((c) => c.slice_name === name);
  if (found === undefined) throw new Error(`no chart ${name} on ${slug}`);
  return found.id;
};

/** A page position on a drawn bar: the lowest coloured pixel of the chart's canvas, a little above the axis. */
const barPoint = async (slot: Locator): Promise<{ x: number; y: number }> => {
  const canvas = slot.locator('[data-testid="echarts-view"] canvas').first();
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('no chart canvas');
  const hit = await canvas.evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d');
    if (ctx === null) return null;
    const { data, width, height } = ctx.getImageData(0, 0, c.width, c.height);
    for (let y = height - 1; y >= 0; y -= 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 4;
        const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (a > 200 && Math.max(r, g, b) - Math.min(r, g, b) > 60) return { x, y, width, height };
      }
    }
    return null;
  });
  if (hit === null) throw new Error('no bar painted');
  const scale = box.width / hit.width;
  return { x: box.x + (hit.x + 2) * scale, y: box.y + (hit.y - 4) * scale };
};

const cellTexts = (page: Page, column: number): Promise<string[]> =>
  page.getByTestId('chart-rows-table').locator(`tbody tr td:nth-child(${column})`).allTextContents();

describe.runIf(chromiumAvailable())('drilling into example dashboard charts', () => {
  let session: ChartSession;
  let t: TestApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    session = await startChartSession();
    ({ t, browser, page } = session);
    expect(browser.isConnected()).toBe(true);
  });
  afterAll(async () => session?.close());

  it('right-click a bar → drill to detail by its value: verbose headers, dates, pages of 50 with the total', async () => {
    const chartId = await chartIdByName(page, 'markets', 'Average price per year');
    const tabs = await tabIdsByText(page, 'markets');
    await page.goto(`${t.url}/tessera/dashboard/markets/`);
    await page.locator('[data-dashboard-status="hydrated"]').waitFor();
    await selectTab(page, tabs.get('Comparisons') ?? '');
    await waitDrawn(page, chartId);
    const slot = page.getByTestId(`dashboard-chart-${chartId}`);
    await slot.scrollIntoViewIfNeeded();
    const point = await barPoint(slot);
    await page.mouse.click(point.x, point.y, { button: 'right' });
    const menu = page.getByTestId('chart-context-menu');
    await menu.waitFor();
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toContain('Drill to detail');
    const by = menu.getByRole('menuitem', { name: /^Drill to detail by / });
    const symbol = ((await by.textContent()) ?? '').replace('Drill to detail by ', '');
    expect(['AAPL', 'AMZN', 'GOOG', 'IBM', 'MSFT']).toContain(symbol);
    await expect.poll(() => menu.getByRole('menuitem', { name: 'Add cross-filter' }).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'drill-01-context-menu.png') });
    await by.click();

    await page.getByTestId('chart-rows-table').waitFor();
    await expect.poll(() => page.getByTestId('drill-detail-filters').textContent()).toBe(`Symbol: ${symbol}`);
    const headers = await page.getByTestId('chart-rows-table').locator('thead th').allTextContents();
    expect(headers).toEqual(['Symbol', 'Date', 'Price (USD)']);
    const expected = await expectApi<{ result: { total_count: number } }>(
      page,
      200,
      'POST',
      `/datasource/samples?datasource_id=${session.ids.get('stocks')}&datasource_type=table&page=1&per_page=1`,
      { filters: [{ col: 'symbol', op: 'IN', val: [symbol] }] },
    );
    const total = expected.result.total_count;
    expect(total).toBeGreaterThan(50);
    await expect
      .poll(() => page.getByTestId('drill-detail-count').textContent())
      .toBe(`${total.toLocaleString('en-US')} rows`);
    const firstPage = await cellTexts(page, 2);
    expect(firstPage).toHaveLength(50);
    for (const date of firstPage) {
      expect(date).toMatch(DATE_TIME);
      expect(date).not.toMatch(EPOCH_MS);
    }
    expect(new Set(await cellTexts(page, 1))).toEqual(new Set([symbol]));
    await page.screenshot({ path: join(SHOTS, 'drill-02-detail-page-1.png') });

    const pageTwo = page.waitForRequest((r) => r.url().includes('/datasource/samples') && r.url().includes('page=2'));
    await page.getByTestId('drill-detail-pager').getByRole('button', { name: '2', exact: true }).click();
    expect((await pageTwo).url()).toContain('per_page=50');
    await expect.poll(async () => (await cellTexts(page, 2))[0]).not.toBe(firstPage[0]);
    const secondPage = await cellTexts(page, 2);
    expect(secondPage).toHaveLength(Math.min(50, total - 50));
    expect(secondPage.every((d) => DATE_TIME.test(d))).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'drill-03-detail-page-2.png') });
    await page.keyboard.press('Escape');
    await page.getByTestId('chart-rows-table').waitFor({ state: 'detached' });
  });

  it("'View as table' shows the chart's answer with dates and verbose names, not epoch milliseconds", async () => {
    const chartId = await chartIdByName(page, 'markets', 'Average price per year');
    const slot = page.getByTestId(`dashboard-chart-${chartId}`);
    await slot.getByTestId('chart-slot-menu').click();
    await page.getByRole('menuitem', { name: 'View as table' }).click();
    await page.getByTestId('chart-rows-table').locator('tbody tr').first().waitFor();
    const headers = await page.getByTestId('chart-rows-table').locator('thead th').allTextContents();
    // The x axis under its verbose name, then the pivoted metric per symbol (as Superset's results pane).
    expect(headers[0]).toBe('Date');
    expect(headers).toContain('Average price, AAPL');
    // The metric in the chart's format ($,.2f, the metric's saved one), not 29.890000000000004.
    const prices = await cellTexts(page, headers.indexOf('Average price, AAPL') + 1);
    expect(prices.find((p) => p !== 'N/A')).toMatch(/^\$[\d,]+\.\d{2}$/);
    const dates = await cellTexts(page, 1);
    expect(dates.length).toBeGreaterThan(5);
    for (const date of dates) {
      expect(date).toMatch(DATE_TIME);
      expect(date).not.toMatch(EPOCH_MS);
    }
    await page.screenshot({ path: join(SHOTS, 'drill-04-view-as-table.png') });
    await page.keyboard.press('Escape');
  });

  it('right-click a table cell → drill by another column draws the chart grouped by it, with breadcrumbs', async () => {
    const chartId = await chartIdByName(page, 'flights-operations', 'Delays by origin');
    const tabs = await tabIdsByText(page, 'flights-operations');
    await page.goto(`${t.url}/tessera/dashboard/flights-operations/`);
    await page.locator('[data-dashboard-status="hydrated"]').waitFor();
    await selectTab(page, tabs.get('Delays') ?? '');
    await selectTab(page, tabs.get('By airport') ?? '');
    await waitDrawn(page, chartId);
    const slot = page.getByTestId(`dashboard-chart-${chartId}`);
    const cell = slot.getByRole('gridcell').first();
    const origin = ((await cell.textContent()) ?? '').trim();
    expect(origin).toMatch(/^[A-Z]{3}$/);
    await cell.click({ button: 'right' });
    const menu = page.getByTestId('chart-context-menu');
    await menu.getByRole('menuitem', { name: 'Drill by' }).hover();
    await page.getByTestId('drill-by-columns').getByRole('menuitem', { name: 'Destination' }).click();
    const crumbs = page.getByTestId('drill-by-breadcrumbs');
    await expect.poll(() => crumbs.textContent()).toContain(`Origin (${origin})`);
    expect(await crumbs.textContent()).toContain('Destination');
    const drawn = page.getByTestId('drill-by-chart');
    await drawn.getByRole('columnheader', { name: /Destination/ }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(SHOTS, 'drill-05-drill-by.png') });
    // A header row and one row per destination flown to from the clicked origin.
    await expect.poll(() => drawn.getByRole('row').count()).toBeGreaterThan(1);
    await crumbs.getByText(`Origin (${origin})`).click();
    await drawn.waitFor({ state: 'detached' });
  });
});
