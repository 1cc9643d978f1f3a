import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { backgroundLuminance, paintedShare } from './support/canvas-checks.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { GALLERY_DATASETS, GALLERY_TYPES, galleryFormData, type GalleryType } from './support/gallery-charts.js';

const GALLERY = join(SHOTS, 'gallery');

const expectDrawn = async (page: Page, type: GalleryType): Promise<void> => {
  if (type === 'table') {
    await page.getByRole('grid').first().waitFor();
    // Header, at least two data rows and the totals row.
    expect(await page.getByRole('row').count()).toBeGreaterThan(3);
    return;
  }
  if (type === 'big_number_total' || type === 'big_number') {
    const header = page.getByTestId('big-number-header');
    await header.waitFor();
    expect((await header.textContent())?.trim()).toMatch(/\d/);
    if (type === 'big_number') await page.locator('[data-testid="echarts-view"] canvas').first().waitFor();
    return;
  }
  await page.locator('[data-testid="echarts-view"] canvas').first().waitFor();
  // Let the entry animation finish before judging the picture.
  await page.waitForTimeout(900);
  expect(await paintedShare(page)).toBeGreaterThan(0.02);
};

describe.runIf(chromiumAvailable())('every popular chart type from flights, weather and stocks, light and dark', () => {
  let session: ChartSession;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(GALLERY, { recursive: true });
    session = await startChartSession();
    page = session.page;
  });
  afterAll(async () => session?.close());

  for (const theme of ['light', 'dark'] as const) {
    for (const ds of GALLERY_DATASETS) {
      it(`draws the seven charts of ${ds.table} in the ${theme} theme`, async () => {
        await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
        const id = session.ids.get(ds.table);
        if (id === undefined) throw new Error(`no ${ds.table} dataset`);
        for (const type of GALLERY_TYPES) {
          const formData = galleryFormData(type, ds, id);
          const answer = page.waitForResponse(
            (r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST',
          );
          await page.goto(`${session.t.url}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
          expect((await answer).status(), `${type} data`).toBe(200);
          await expectDrawn(page, type);
          for (const testId of ['chart-error', 'chart-unsupported', 'chart-empty']) {
            expect(await page.getByTestId(testId).count(), `${type}: ${testId}`).toBe(0);
          }
          expect(await page.getByText(/error occurred|not supported|No results/i).count(), type).toBe(0);
          const luminance = await backgroundLuminance(page);
          if (theme === 'dark') expect(luminance).toBeLessThan(80);
          else expect(luminance).toBeGreaterThan(200);
          await page.screenshot({ path: join(GALLERY, `${theme}-${ds.table}-${type}.png`) });
        }
      });
    }
  }
});
