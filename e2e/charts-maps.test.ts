import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { createChartThroughApi, SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { MAP_CHARTS, mapFormData } from './support/map-charts.js';

const SHOT_DIR = join(SHOTS, 'maps');

/** Issue E: with the network unplugged every map draws its base map and its data; nothing leaves 127.0.0.1. */
describe.runIf(chromiumAvailable())('deck.gl maps offline, light and dark', () => {
  let session: ChartSession;
  let page: Page;
  const outside: string[] = [];
  /** The charts deck_multi stacks, saved once, by viz type. */
  const saved = new Map<string, number>();

  beforeAll(async () => {
    mkdirSync(SHOT_DIR, { recursive: true });
    session = await startChartSession();
    page = session.page;
    // The unplugged network: any request to another host fails, and is recorded.
    await page.context().route('**/*', async (route) => {
      const { hostname, protocol } = new URL(route.request().url());
      if (hostname === '127.0.0.1' || protocol === 'data:' || protocol === 'blob:') await route.continue();
      else {
        outside.push(route.request().url());
        await route.abort('internetdisconnected');
      }
    });
    for (const vizType of new Set(MAP_CHARTS.flatMap((c) => c.layers ?? []))) {
      const chart = MAP_CHARTS.find((c) => c.vizType === vizType);
      const id = chart && session.ids.get(chart.table);
      if (chart === undefined || id === undefined) throw new Error(`no ${vizType} chart to save`);
      saved.set(vizType, await createChartThroughApi(page, vizType, id, mapFormData(chart, id), vizType));
    }
  });
  afterAll(async () => session?.close());

  for (const theme of ['light', 'dark'] as const) {
    for (const chart of MAP_CHARTS) {
      it(`draws ${chart.vizType} with its base map in the ${theme} theme`, async () => {
        await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
        const id = session.ids.get(chart.table);
        if (id === undefined) throw new Error(`no ${chart.table} dataset`);
        const formData = mapFormData(chart, id, saved);
        await page.goto(`${session.t.url}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
        await page.locator('[data-testid="deck-map"][data-map-state="drawn"]').waitFor({ timeout: 45_000 });
        for (const testId of ['chart-error', 'chart-unsupported', 'chart-empty', 'deck-multi-errors'])
          expect(await page.getByTestId(testId).count(), `${chart.vizType}: ${testId}`).toBe(0);
        await page.getByTestId('deck-map').screenshot({ path: join(SHOT_DIR, `${theme}-${chart.vizType}.png`) });
        expect(outside).toEqual([]);
      }, 60_000);
    }
  }
});
