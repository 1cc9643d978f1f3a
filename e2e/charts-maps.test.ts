import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { createChartThroughApi, SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { drawGalleryTab, drawnCharts, tabIdsByText } from './support/dashboard-page.js';
import { MAP_CHARTS, mapFormData } from './support/map-charts.js';

const SHOT_DIR = join(SHOTS, 'maps');

/** Issue E: with the network unplugged every map draws its base map and its data; nothing leaves 127.0.0.1. */
describe.runIf(chromiumAvailable())('deck.gl maps offline, light and dark', () => {
  let session: ChartSession;
  let page: Page;
  const outside: string[] = [];
  /** The charts deck_multi stacks, saved once, by viz type. */
  const saved = new Map<string, number>();

  /** The unplugged network: any request to another host fails, and is recorded. */
  const unplugged = async (route: Route): Promise<void> => {
    const { hostname, protocol } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || protocol === 'data:' || protocol === 'blob:') await route.continue();
    else {
      outside.push(route.request().url());
      await route.abort('internetdisconnected');
    }
  };

  /** A page of its own (signed in, theme kept, network unplugged): one heavy dashboard tab each. */
  const freshPage = async (): Promise<Page> => {
    const storageState = await page.context().storageState();
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 720 }, storageState });
    await context.route('**/*', unplugged);
    return context.newPage();
  };

  beforeAll(async () => {
    mkdirSync(SHOT_DIR, { recursive: true });
    session = await startChartSession();
    page = session.page;
    await page.context().route('**/*', unplugged);
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

  for (const theme of ['light', 'dark'] as const) {
    it(`draws the 'Maps and tables' example dashboard, both tabs, in the ${theme} theme`, async () => {
      await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
      // Each tab in a page of its own: 13 live WebGL maps in software GL keep a page busy long after they drew.
      const maps = await freshPage();
      // 13 map types on the first tab (every deck.gl layer but deck_multi, the cluster, world and country maps).
      expect(await drawGalleryTab(maps, session.t.url, 'Maps', 'maps-and-tables')).toHaveLength(13);
      await maps.evaluate(() => window.scrollTo(0, 0));
      await maps.screenshot({ path: join(SHOT_DIR, `${theme}-maps-and-tables.png`), fullPage: true });
      await maps.context().close();
      // Straight to the second tab by its URL: the first tab's maps are not drawn behind it.
      const tableTab = (await tabIdsByText(page, 'maps-and-tables')).get('Tables and text');
      const tables = await freshPage();
      await tables.goto(`${session.t.url}/superset/dashboard/maps-and-tables/?tab=${tableTab ?? ''}`);
      const drawn = await drawnCharts(tables);
      expect(drawn.errors).toEqual([]);
      expect(drawn.rendered).toHaveLength(4);
      expect(await tables.getByTestId('chart-unsupported').count()).toBe(0);
      await tables.context().close();
      expect(outside).toEqual([]);
    }, 180_000);
  }
});
