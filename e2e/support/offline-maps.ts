import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './browser.js';
import type { TestAppOptions } from '../../packages/server/test-support/test-app.js';
import { createChartThroughApi, SHOTS, startChartSession, type ChartSession } from './chart-session.js';
import { MAP_CHARTS, mapFormData, type MapChart } from './map-charts.js';

export const MAP_SHOT_DIR = join(SHOTS, 'maps');

/**
 * A signed-in browser for the offline map tests (issue E): every request to another host than
 * 127.0.0.1 fails and is recorded in `outside`, so a test proves nothing left the machine.
 */
export interface OfflineMaps {
  session: ChartSession;
  page: Page;
  outside: string[];
  /** The charts deck_multi stacks, saved once, by viz type. */
  saved: Map<string, number>;
  /** A page in a context of its own (signed in, theme kept, network unplugged). */
  freshPage: () => Promise<Page>;
  close: () => Promise<void>;
}

export const startOfflineMaps = async (opts: TestAppOptions = {}): Promise<OfflineMaps> => {
  mkdirSync(MAP_SHOT_DIR, { recursive: true });
  const session = await startChartSession(opts);
  const { page } = session;
  const outside: string[] = [];
  const unplugged = async (route: Route): Promise<void> => {
    const { hostname, protocol } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || protocol === 'data:' || protocol === 'blob:') await route.continue();
    else {
      outside.push(route.request().url());
      await route.abort('internetdisconnected');
    }
  };
  await page.context().route('**/*', unplugged);
  const saved = new Map<string, number>();
  for (const vizType of new Set(MAP_CHARTS.flatMap((c) => c.layers ?? []))) {
    const chart = MAP_CHARTS.find((c) => c.vizType === vizType);
    const id = chart && session.ids.get(chart.table);
    if (chart === undefined || id === undefined) throw new Error(`no ${vizType} chart to save`);
    saved.set(vizType, await createChartThroughApi(page, vizType, id, mapFormData(chart, id), vizType));
  }
  const freshPage = async (): Promise<Page> => {
    const storageState = await page.context().storageState();
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 720 }, storageState });
    await context.route('**/*', unplugged);
    return context.newPage();
  };
  return { session, page, outside, saved, freshPage, close: () => session.close() };
};

export const setTheme = (page: Page, theme: 'light' | 'dark'): Promise<void> =>
  page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);

/** Draws one map chart in explore's preview and checks it drew its base map and data, offline. */
export const drawMapChart = async (maps: OfflineMaps, chart: MapChart, theme: 'light' | 'dark'): Promise<void> => {
  const { page, session } = maps;
  await setTheme(page, theme);
  const id = session.ids.get(chart.table);
  if (id === undefined) throw new Error(`no ${chart.table} dataset`);
  const formData = mapFormData(chart, id, maps.saved);
  await page.goto(`${session.t.url}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
  await page.locator('[data-testid="deck-map"][data-map-state="drawn"]').waitFor({ timeout: 45_000 });
  for (const testId of ['chart-error', 'chart-unsupported', 'chart-empty', 'deck-multi-errors'])
    expect(await page.getByTestId(testId).count(), `${chart.vizType}: ${testId}`).toBe(0);
  await page.getByTestId('deck-map').screenshot({ path: join(MAP_SHOT_DIR, `${theme}-${chart.vizType}.png`) });
  expect(maps.outside).toEqual([]);
};

/**
 * Every map type drawn offline in one theme, each theme in a file of its own so the two CI workers
 * draw them side by side. `more` adds tests on the same signed-in session (one app per file).
 */
export const describeMapsInTheme = (theme: 'light' | 'dark', more?: (maps: () => OfflineMaps) => void): void => {
  describe.runIf(chromiumAvailable())(`deck.gl maps offline, ${theme} theme`, () => {
    let maps: OfflineMaps;
    beforeAll(async () => {
      maps = await startOfflineMaps();
    });
    afterAll(async () => maps?.close());

    for (const chart of MAP_CHARTS)
      it(
        `draws ${chart.vizType} with its base map in the ${theme} theme`,
        () => drawMapChart(maps, chart, theme),
        60_000,
      );
    more?.(() => maps);
  });
};
