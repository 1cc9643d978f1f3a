import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { drawGalleryTab, drawnCharts, tabIdsByText } from './support/dashboard-page.js';
import { MAP_SHOT_DIR, setTheme, startOfflineMaps, type OfflineMaps } from './support/offline-maps.js';

/** Issue E: the 'Maps and tables' example dashboard draws offline, both tabs, light and dark. */
describe.runIf(chromiumAvailable())("the 'Maps and tables' example dashboard offline", () => {
  let maps: OfflineMaps;
  beforeAll(async () => {
    maps = await startOfflineMaps();
  });
  afterAll(async () => maps?.close());

  for (const theme of ['light', 'dark'] as const) {
    it(`draws both tabs in the ${theme} theme`, async () => {
      const { page, session, outside } = maps;
      await setTheme(page, theme);
      // Each tab in a page of its own: 14 live WebGL maps in software GL keep a page busy long after they drew.
      const first = await maps.freshPage();
      // 14 maps on the first tab: every deck.gl type, deck_multi stacking two of them, the cluster, world and country maps.
      expect(await drawGalleryTab(first, session.t.url, 'Maps', 'maps-and-tables')).toHaveLength(14);
      await first.evaluate(() => window.scrollTo(0, 0));
      await first.screenshot({ path: join(MAP_SHOT_DIR, `${theme}-maps-and-tables.png`), fullPage: true });
      await first.context().close();
      // Straight to the second tab by its URL: the first tab's maps are not drawn behind it.
      const tableTab = (await tabIdsByText(page, 'maps-and-tables')).get('Tables and text');
      const tables = await maps.freshPage();
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
