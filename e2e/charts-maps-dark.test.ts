import { afterAll, beforeAll, describe, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { MAP_CHARTS } from './support/map-charts.js';
import { drawMapChart, startOfflineMaps, type OfflineMaps } from './support/offline-maps.js';

/** Issue E: every map offline in the dark theme (its dark base map style). */
describe.runIf(chromiumAvailable())('deck.gl maps offline, dark theme', () => {
  let maps: OfflineMaps;
  beforeAll(async () => {
    maps = await startOfflineMaps();
  });
  afterAll(async () => maps?.close());

  for (const chart of MAP_CHARTS)
    it(`draws ${chart.vizType} with its base map in the dark theme`, () => drawMapChart(maps, chart, 'dark'), 60_000);
});
