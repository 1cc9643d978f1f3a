import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { importBundleThroughPage, recordPageErrors } from './support/imported-bundle.js';
import { backgroundLuminance } from './support/canvas-checks.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { logChartQueries } from './support/chart-query-log.js';
import { drawGalleryTab, drawnCharts } from './support/dashboard-page.js';

const SHOT_DIR = join(SHOTS, 'evolution');

/** The bundle's charts by viz type (the Superset 1–3 dual line chart opens as a mixed chart). */
const BUNDLE_CHARTS = {
  echarts_timeseries: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400401',
  mixed_timeseries: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400402',
  waterfall: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400403',
  pop_kpi: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400404',
  gantt_chart: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400405',
  cal_heatmap: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400406',
  horizon: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400407',
  dual_line: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400408',
} as const;

/** Share of a chart slot's pixels that differ from its top-left corner: something was drawn. */
const paintedShareOf = async (page: Page, id: number): Promise<number> => {
  const shot = await page.getByTestId(`dashboard-chart-${id}`).screenshot();
  return page.evaluate(async (bytes) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (context === null) return 0;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const [r, g, b] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    let painted = 0;
    for (let i = 0; i < data.length; i += 4) {
      const diff = Math.abs((data[i] ?? 0) - r) + Math.abs((data[i + 1] ?? 0) - g) + Math.abs((data[i + 2] ?? 0) - b);
      if (diff > 30) painted += 1;
    }
    return painted / (data.length / 4);
  }, Array.from(shot));
};

describe.runIf(chromiumAvailable())("Superset's evolution dashboard, imported and drawn", () => {
  let session: ChartSession;
  let page: Page;
  const ids = new Map<string, number>();
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOT_DIR, { recursive: true });
    session = await startChartSession();
    page = session.page;
    // Imported as a user would, through the page: the examples database is the session's own.
    for (const [name, id] of await importBundleThroughPage(session, 'superset-evolution', BUNDLE_CHARTS))
      ids.set(name, id);
    recordPageErrors(page, errors);
  });
  afterAll(async () => session?.close());

  for (const theme of ['light', 'dark'] as const) {
    it(`draws every chart of the bundle in the ${theme} theme without a console error`, async () => {
      errors.length = 0;
      await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
      await page.goto(`${session.t.url}/superset/dashboard/evolution/`);
      const drawn = await drawnCharts(page);
      expect(drawn.errors).toEqual([]);
      expect(drawn.rendered).toHaveLength(Object.keys(BUNDLE_CHARTS).length);
      const luminance = await backgroundLuminance(page);
      if (theme === 'dark') expect(luminance).toBeLessThan(80);
      else expect(luminance).toBeGreaterThan(200);
      for (const [vizType, id] of ids) {
        const slot = page.getByTestId(`dashboard-chart-${id}`);
        await slot.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        for (const testId of ['chart-error', 'chart-unsupported', 'chart-empty'])
          expect(await slot.getByTestId(testId).count(), `${vizType}: ${testId}`).toBe(0);
        expect(await paintedShareOf(page, id), vizType).toBeGreaterThan(0.02);
        await slot.screenshot({ path: join(SHOT_DIR, `${theme}-${vizType}.png`) });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOT_DIR, `${theme}-dashboard.png`), fullPage: true });
      expect(errors).toEqual([]);
    });
  }

  it('a gantt bar cross-filters the stock chart on its symbol', async () => {
    await page.evaluate(() => localStorage.setItem('tessera.theme', 'light'));
    await page.goto(`${session.t.url}/superset/dashboard/evolution/`);
    await drawnCharts(page);
    const gantt = ids.get('gantt_chart') ?? 0;
    const horizon = ids.get('horizon') ?? 0;
    const log = logChartQueries(page);
    const view = page.getByTestId(`dashboard-chart-${gantt}`).locator('[data-testid="echarts-view"]');
    await view.scrollIntoViewIfNeeded();
    const box = await view.boundingBox();
    if (box === null) throw new Error('no gantt');
    // Every lane is a row of month bars through 2024: the middle of the plot is on one of them.
    await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.5);
    const chip = page.getByTestId(`cross-filter-chip-${gantt}`);
    await chip.waitFor({ timeout: 5000 });
    await expect
      .poll(() =>
        log
          .entries()
          .filter((q) => q.sliceId === horizon)
          .some((q) => JSON.stringify(q.queryContext).includes('"col":"symbol","op":"IN"')),
      )
      .toBe(true);
    await page.screenshot({ path: join(SHOT_DIR, 'cross-filter-gantt.png') });
  });
});

describe.runIf(chromiumAvailable())("the 'Chart gallery' example dashboard's Evolution tab", () => {
  let session: ChartSession;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
    recordPageErrors(page, errors);
  });
  afterAll(async () => session?.close());

  for (const theme of ['light', 'dark'] as const) {
    it(`draws every evolution chart of the gallery in the ${theme} theme`, async () => {
      errors.length = 0;
      await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
      const rendered = await drawGalleryTab(page, session.t.url, 'Evolution');
      // Generic, scatter, smooth, step, mixed, waterfall, gantt, period over period, calendar, horizon and candlestick.
      expect(rendered).toHaveLength(11);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOT_DIR, `${theme}-gallery-evolution.png`), fullPage: true });
      expect(errors).toEqual([]);
    });
  }
});
