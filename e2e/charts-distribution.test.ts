import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loadAndRegisterExamples } from '../packages/server/src/bootstrap.js';
import type { TestApp } from '../packages/server/src/test-support/test-app.js';
import { chromiumAvailable, launchChromium } from './support/browser.js';
import { ADMIN, SHOTS } from './support/chart-session.js';
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
        new URL(`../packages/web/src/charts/${folder}/fixtures/${folder}-example.json`, import.meta.url),
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
  let browser: Browser;
  let page: Page;
  const ids = new Map<string, number>();
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(DIR, { recursive: true });
    t = await startWebApp();
    await loadAndRegisterExamples(t.ctx, { only: [...new Set(CHARTS.map((c) => c.table))] });
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
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
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
});
