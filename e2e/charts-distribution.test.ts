import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loadAndRegisterExamples } from '../packages/server/src/bootstrap.js';
import { withDuckDbFileReleased } from '../packages/server/src/engines/duckdb-files.js';
import {
  DISTRIBUTION_BUNDLE_TABLES,
  DISTRIBUTION_DASHBOARD_SLUG,
  distributionBundleZip,
} from '../packages/server/test-support/superset-distribution-bundle.js';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable, launchChromium } from './support/browser.js';
import { ADMIN, SHOTS } from './support/chart-session.js';
import { logChartQueries } from './support/chart-query-log.js';
import { drawnCharts } from './support/dashboard-page.js';
import { startWebApp } from './support/web-app.js';

const DIR = join(SHOTS, 'distribution');

/** Each type's recorded example (its folder's fixture): the form data and the example table it reads. */
const CHARTS = [
  { vizType: 'heatmap_v2', folder: 'heatmap', table: 'cars' },
  { vizType: 'box_plot', folder: 'box-plot', table: 'seattle_weather' },
  { vizType: 'histogram_v2', folder: 'histogram', table: 'cars' },
  { vizType: 'bubble_v2', folder: 'bubble', table: 'gapminder' },
  { vizType: 'candlestick', folder: 'candlestick', table: 'stocks' },
] as const;

const formDataOf = (folder: string): Record<string, unknown> =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../packages/web/test-support/charts/${folder}/${folder}-example.json`, import.meta.url),
        'utf8',
      ),
    ) as { form_data: Record<string, unknown> }
  ).form_data;

/**
 * Share of the chart's canvases that is painted: a blank or broken chart paints (almost) nothing.
 * ECharts may draw a series on a layer of its own (the heatmap's cells), so every layer counts.
 */
const paintedShare = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const canvases = Array.from(document.querySelectorAll<HTMLCanvasElement>('[data-testid="echarts-view"] canvas'));
    const shares = canvases.map((canvas) => {
      const ctx = canvas.getContext('2d');
      if (!ctx || canvas.width === 0 || canvas.height === 0) return 0;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4 * 7) if ((data[i] ?? 0) > 0) painted += 1;
      return painted / (data.length / (4 * 7));
    });
    return Math.max(0, ...shares);
  });

describe.runIf(chromiumAvailable())('the distribution charts draw from the example data, light and dark', () => {
  let t: TestApp;
  let dataDir: string;
  let browser: Browser;
  let page: Page;
  const ids = new Map<string, number>();
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(DIR, { recursive: true });
    t = await startWebApp();
    await loadAndRegisterExamples(t.ctx, { only: DISTRIBUTION_BUNDLE_TABLES });
    await createAdmin(t.ctx, { ...ADMIN, email: 'admin@example.com' });
    for (const row of await t.ctx.meta.db.selectFrom('datasets').select(['id', 'table_name']).execute())
      ids.set(row.table_name, row.id);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${t.url}/login/`);
    await page.getByTestId('login-username').fill(ADMIN.username);
    await page.getByTestId('login-password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/tessera/welcome/');
    // The Superset export of these charts, over a copy of the example tables, imported as a user would.
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-distribution-e2e-'));
    const copy = join(dataDir, 'distribution-examples.duckdb');
    await withDuckDbFileReleased(t.ctx.config.examplesPath, async () => copyFileSync(t.ctx.config.examplesPath, copy));
    const csrf = (await (await page.request.get(`${t.url}/api/v1/security/csrf_token/`)).json()) as { result: string };
    const imported = await page.request.post(`${t.url}/api/v1/dashboard/import/`, {
      headers: { 'X-CSRFToken': csrf.result },
      multipart: {
        formData: { name: 'bundle.zip', mimeType: 'application/zip', buffer: Buffer.from(distributionBundleZip(copy)) },
      },
    });
    expect(imported.status(), await imported.text()).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const theme of ['light', 'dark'] as const) {
    it.each(CHARTS)(`draws $vizType in the ${theme} theme`, async ({ vizType, folder, table }) => {
      await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
      const id = ids.get(table);
      if (id === undefined) throw new Error(`no ${table} dataset`);
      const formData = { ...formDataOf(folder), datasource: `${id}__table` };
      consoleErrors.length = 0;
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST',
      );
      await page.goto(`${t.url}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
      expect((await answer).status(), `${vizType} data`).toBe(200);
      await page.locator('[data-testid="echarts-view"] canvas').first().waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({ path: join(DIR, `${theme}-${vizType}.png`) });
      expect(await paintedShare(page)).toBeGreaterThan(0.02);
      for (const testId of ['chart-error', 'chart-unsupported', 'chart-empty'])
        expect(await page.getByTestId(testId).count(), `${vizType}: ${testId}`).toBe(0);
      expect(consoleErrors, vizType).toEqual([]);
    });
  }

  const openDashboard = async () => {
    await page.goto(`${t.url}/superset/dashboard/${DISTRIBUTION_DASHBOARD_SLUG}/`);
    return drawnCharts(page);
  };

  for (const theme of ['light', 'dark'] as const) {
    it(`opens the imported Superset dashboard with every chart drawn in the ${theme} theme`, async () => {
      await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
      consoleErrors.length = 0;
      const { rendered, errors } = await openDashboard();
      expect(errors).toEqual([]);
      expect(rendered).toHaveLength(8);
      expect(await page.getByText(/not supported|No results/i).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await page.screenshot({ path: join(DIR, `${theme}-dashboard.png`), fullPage: true });
    });
  }

  it("cross-filters the other charts from a heatmap cell and clears with the cell's second click", async () => {
    await page.evaluate(() => localStorage.setItem('tessera.theme', 'light'));
    await openDashboard();
    const heatmapId = await page.evaluate(async (slug) => {
      const res = await fetch(`/api/v1/dashboard/${slug}/charts`);
      const { result } = (await res.json()) as { result: { id: number; slice_name: string }[] };
      return result.find((c) => c.slice_name === 'MPG by origin and cylinders')?.id ?? 0;
    }, DISTRIBUTION_DASHBOARD_SLUG);
    const log = logChartQueries(page);
    const view = page.getByTestId(`dashboard-chart-${heatmapId}`).locator('[data-testid="echarts-view"]');
    const box = await view.boundingBox();
    if (box === null) throw new Error('no heatmap');
    const chip = page.getByTestId(`cross-filter-chip-${heatmapId}`);
    // Across the plot until a cell is hit (some origin and cylinder pairs have no cars).
    let at: { x: number; y: number } | null = null;
    for (const [fx, fy] of [
      [0.55, 0.7],
      [0.35, 0.7],
      [0.75, 0.7],
      [0.55, 0.5],
      [0.35, 0.45],
      [0.75, 0.35],
    ] as const) {
      at = { x: box.x + box.width * fx, y: box.y + box.height * fy };
      await page.mouse.click(at.x, at.y);
      if (await chip.isVisible()) break;
    }
    await chip.waitFor({ timeout: 5000 });
    await expect.poll(() => log.charts().length).toBeGreaterThanOrEqual(3);
    expect(log.charts()).not.toContain(heatmapId);
    const sent = log.entries().map((q) => JSON.stringify(q.queryContext));
    expect(sent.every((q) => q.includes('"col":"origin"') && q.includes('"col":"cylinders"'))).toBe(true);
    await page.screenshot({ path: join(DIR, 'dashboard-heatmap-cross-filter.png'), fullPage: true });
    if (at === null) throw new Error('no click');
    await page.mouse.click(at.x, at.y);
    await chip.waitFor({ state: 'detached' });
  });
});
