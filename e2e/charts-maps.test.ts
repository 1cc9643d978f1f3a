import { afterAll, beforeAll, describe, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { MAP_CHARTS } from './support/map-charts.js';
import { drawMapChart, startOfflineMaps, type OfflineMaps } from './support/offline-maps.js';

/**
 * Issue E: with the network unplugged every map draws its base map and its data in the light theme;
 * nothing leaves 127.0.0.1. The dark theme and the example dashboard have files of their own, so
 * the two CI workers draw them side by side.
 */
describe.runIf(chromiumAvailable())('deck.gl maps offline, light theme', () => {
  let maps: OfflineMaps;
  beforeAll(async () => {
    maps = await startOfflineMaps();
  });
  afterAll(async () => maps?.close());

  for (const chart of MAP_CHARTS)
    it(`draws ${chart.vizType} with its base map in the light theme`, () => drawMapChart(maps, chart, 'light'), 60_000);
});
