import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { drawnCharts, selectTab, tabIdsByText } from './support/dashboard-page.js';
import { recordPageErrors } from './support/imported-bundle.js';
import { expectApi } from './support/page-api.js';

const SHOT_DIR = join(SHOTS, 'gallery-tabs');

/**
 * The 'Chart gallery' example dashboard's tabs not drawn elsewhere (Evolution: charts-evolution,
 * Tables and text: charts-tables), each tab with every chart drawn, in both themes and with no
 * console error; one screenshot per chart type, of its slot on the dashboard (issue B).
 */
const TABS = [
  ['Distribution', ['box_plot', 'histogram_v2']],
  ['Correlation', ['heatmap_v2', 'bubble_v2']],
  ['Part of a Whole', ['treemap_v2', 'sunburst_v2', 'partition', 'rose']],
  ['Ranking', ['funnel', 'gauge_chart', 'radar', 'bullet']],
  ['Flow', ['sankey_v2', 'graph_chart', 'tree_chart', 'chord']],
  ['Maps', ['world_map', 'country_map']],
  ['Other', ['para', 'word_cloud']],
] as const;

describe.runIf(chromiumAvailable())("the 'Chart gallery' example dashboard, tab by tab", () => {
  let session: ChartSession;
  let page: Page;
  const errors: string[] = [];
  const vizTypes = new Map<number, string>();

  beforeAll(async () => {
    mkdirSync(SHOT_DIR, { recursive: true });
    session = await startChartSession();
    page = session.page;
    recordPageErrors(page, errors);
    const charts = await expectApi<{ result: { id: number; viz_type: string }[] }>(
      page,
      200,
      'GET',
      '/api/v1/dashboard/chart-gallery/charts',
    );
    for (const chart of charts.result) vizTypes.set(chart.id, chart.viz_type);
  });
  afterAll(async () => session?.close());

  for (const theme of ['light', 'dark'] as const)
    it.each(TABS)(`draws every chart of the %s tab in the ${theme} theme`, async (tab, types) => {
      await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
      await page.goto(`${session.t.url}/superset/dashboard/chart-gallery/`);
      await selectTab(page, (await tabIdsByText(page, 'chart-gallery')).get(tab) ?? '');
      const drawn = await drawnCharts(page, 90_000);
      expect(drawn.errors).toEqual([]);
      expect(drawn.rendered.map((id) => vizTypes.get(id)).sort()).toEqual([...types].sort());
      const slots = page.locator('[data-testid^="dashboard-chart-"]:visible');
      expect(await slots.getByText(/not supported/i).count()).toBe(0);
      // Entry animations and the word cloud's layout finish before the pictures.
      await page.waitForTimeout(800);
      for (const id of drawn.rendered) {
        const slot = page.getByTestId(`dashboard-chart-${id}`);
        // Mid-screen, clear of the sticky header a slot scrolled to the top would sit under.
        await slot.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await slot.screenshot({ path: join(SHOT_DIR, `${theme}-${vizTypes.get(id) ?? id}.png`) });
      }
      expect(errors).toEqual([]);
    });
});
