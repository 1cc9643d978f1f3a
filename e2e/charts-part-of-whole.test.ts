import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { backgroundLuminance, paintedShare } from './support/canvas-checks.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';

const SHOT_DIR = join(SHOTS, 'part-of-whole');

type FormData = Record<string, unknown>;

/** One chart of each part-of-a-whole and ranking type over the example cars (and weather). */
const CHARTS: Record<string, { table: string; formData: FormData }> = {
  treemap_v2: {
    table: 'cars',
    formData: { groupby: ['origin', 'cylinders'], metric: 'count', row_limit: 100, sort_by_metric: true },
  },
  sunburst_v2: {
    table: 'cars',
    formData: {
      columns: ['origin', 'cylinders'],
      metric: 'count',
      // Coloured by horsepower per car: the secondary metric over the count.
      secondary_metric: {
        expressionType: 'SIMPLE',
        column: { column_name: 'horsepower' },
        aggregate: 'SUM',
        label: 'SUM(horsepower)',
      },
      show_labels: true,
      show_total: true,
    },
  },
  funnel: { table: 'cars', formData: { groupby: ['cylinders'], metric: 'count', row_limit: 10, label_type: 3 } },
};

describe.runIf(chromiumAvailable())('part-of-a-whole and ranking charts, light and dark', () => {
  let session: ChartSession;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOT_DIR, { recursive: true });
    session = await startChartSession();
    page = session.page;
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => session?.close());

  for (const theme of ['light', 'dark'] as const) {
    it.each(Object.keys(CHARTS))(`draws %s in the ${theme} theme without a console error`, async (vizType) => {
      const chart = CHARTS[vizType];
      const id = session.ids.get(chart?.table ?? '');
      if (chart === undefined || id === undefined) throw new Error(`no ${vizType} chart`);
      await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
      errors.length = 0;
      const formData = { datasource: `${id}__table`, viz_type: vizType, adhoc_filters: [], ...chart.formData };
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST',
      );
      await page.goto(`${session.t.url}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
      expect((await answer).status(), `${vizType} data`).toBe(200);
      await page.locator('[data-testid="echarts-view"] canvas').first().waitFor();
      await page.waitForTimeout(600);
      expect(await paintedShare(page), vizType).toBeGreaterThan(0.02);
      for (const testId of ['chart-error', 'chart-unsupported', 'chart-empty']) {
        expect(await page.getByTestId(testId).count(), `${vizType}: ${testId}`).toBe(0);
      }
      const luminance = await backgroundLuminance(page);
      if (theme === 'dark') expect(luminance).toBeLessThan(80);
      else expect(luminance).toBeGreaterThan(200);
      expect(errors, vizType).toEqual([]);
      await page.screenshot({ path: join(SHOT_DIR, `${theme}-${vizType}.png`) });
    });
  }
});
