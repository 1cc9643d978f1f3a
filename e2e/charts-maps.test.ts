import { expect, it } from 'vitest';
import { MAP_CHARTS } from './support/map-charts.js';
import { describeMapsInTheme, drawMapChart } from './support/offline-maps.js';

/**
 * Issue E: with the network unplugged every map draws its base map and its data in the light theme;
 * nothing leaves 127.0.0.1. The dark theme (charts-maps-dark) and the example dashboard
 * (maps-dashboard) have files of their own.
 */
describeMapsInTheme('light', (session) => {
  // The ~3,400 airports are over SPRITE_MIN_POINTS: the scatter draws GL points, whose picking
  // reads the vertex id where deck's own layers read the instance id.
  it('shows the hovered point in a tooltip', async () => {
    const scatter = MAP_CHARTS.find((c) => c.vizType === 'deck_scatter');
    if (scatter === undefined) throw new Error('no deck_scatter chart');
    const maps = session();
    await drawMapChart(maps, scatter, 'light');
    const { page } = maps;
    const box = await page.getByTestId('deck-map').boundingBox();
    if (box === null) throw new Error('no map');
    const tooltip = page.locator('.deck-tooltip');
    const found = new Set<string>();
    // A user sweeps the pointer over the map; it rests on one airport, then another.
    for (let y = 0.3; y < 0.8 && found.size < 2; y += 0.05)
      for (let x = 0.2; x < 0.85 && found.size < 2; x += 0.025) {
        await page.mouse.move(box.x + box.width * x, box.y + box.height * y);
        await page.waitForTimeout(30);
        if (await tooltip.isVisible()) found.add((await tooltip.innerText()).trim());
      }
    // Two places, two airports: each point is picked as itself, not one index for all.
    expect(found.size).toBe(2);
    for (const text of found) {
      expect(text).toMatch(/country: US/);
      expect(text).toMatch(/Longitude: -\d+\.\d{5}/);
      expect(text).toMatch(/Latitude: \d+\.\d{5}/);
    }
  }, 90_000);
});
