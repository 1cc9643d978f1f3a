import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { importBundleThroughPage, recordPageErrors } from './support/imported-bundle.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { logChartQueries } from './support/chart-query-log.js';
import { drawnCharts } from './support/dashboard-page.js';
import { expectApi } from './support/page-api.js';
import { pdfWords, titleHits } from './support/pdf-words.js';

const SHOT_DIR = join(SHOTS, 'flow');

/** uuids of the imported bundle's charts: the sankey is clicked, the other cars charts re-query. */
const BUNDLE_CHARTS = {
  sankey: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202001',
  legacySankey: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202002',
  graph: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202003',
  chord: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202005',
  para: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202006',
  wordCloud: 'b7e2d4f1-0a1b-4c2d-9e3f-202020202007',
} as const;

describe.runIf(chromiumAvailable())(
  "Superset's flow and relations dashboard, imported, drawn and cross-filtered",
  () => {
    let session: ChartSession;
    let page: Page;
    const ids = new Map<string, number>();
    const errors: string[] = [];

    beforeAll(async () => {
      mkdirSync(SHOT_DIR, { recursive: true });
      session = await startChartSession();
      page = session.page;
      // Imported as a user would, through the page: the examples database is the session's own.
      for (const [name, id] of await importBundleThroughPage(session, 'superset-flow', BUNDLE_CHARTS))
        ids.set(name, id);
      recordPageErrors(page, errors);
    });
    afterAll(async () => session?.close());

    it('draws every chart of the bundle, light and dark, without a console error', async () => {
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
        await page.goto(`${session.t.url}/superset/dashboard/flow-and-relations/`);
        const drawn = await drawnCharts(page);
        expect(drawn.errors).toEqual([]);
        expect(drawn.rendered).toHaveLength(7);
        for (const testId of ['chart-error', 'chart-unsupported', 'chart-empty'])
          expect(await page.getByTestId(testId).count(), `${theme}: ${testId}`).toBe(0);
        // The word cloud's words are laid out after its slot is measured: give the layout a moment.
        await page.waitForTimeout(800);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: join(SHOT_DIR, `${theme}-dashboard.png`), fullPage: true });
      }
      expect(errors).toEqual([]);
      await page.evaluate(() => localStorage.setItem('tessera.theme', 'light'));
      await page.goto(`${session.t.url}/superset/dashboard/flow-and-relations/`);
      await drawnCharts(page);
      await page.evaluate(() => window.scrollTo(0, 0));
    });

    type Box = { x: number; y: number; width: number; height: number };
    /** Clicks the sankey at a point of its box and waits until the other cars charts query with the filters. */
    const crossFilter = async (name: string, at: (box: Box) => [number, number], expected: string[]) => {
      const id = ids.get('sankey') ?? 0;
      const log = logChartQueries(page);
      const view = page.getByTestId(`dashboard-chart-${id}`).locator('[data-testid="echarts-view"]');
      const box = await view.boundingBox();
      if (box === null) throw new Error('no sankey');
      await page.mouse.click(...at(box));
      const chip = page.getByTestId(`cross-filter-chip-${id}`);
      await chip.waitFor({ timeout: 5000 });
      const others = [...ids.entries()].filter(([chart]) => chart !== 'sankey').map(([, other]) => other);
      await expect
        .poll(() =>
          others.every((other) =>
            log
              .entries()
              .filter((q) => q.sliceId === other)
              .some((q) => expected.every((part) => JSON.stringify(q.queryContext).includes(part))),
          ),
        )
        .toBe(true);
      expect(log.charts()).not.toContain(id);
      await page.screenshot({ path: join(SHOT_DIR, `cross-filter-${name}.png`) });
      await chip.getByRole('button').click();
      await chip.waitFor({ state: 'detached' });
    };

    it('a sankey node cross-filters the other charts on its column', async () => {
      // The origins stand in the left column; the USA, the largest, fills its upper half.
      await crossFilter('sankey-node', (box) => [box.x + 20, box.y + box.height * 0.25], [
        '"col":"origin","op":"IN","val":["USA"]',
      ]);
    });

    it('a sankey link cross-filters on both of its ends', async () => {
      // Just right of the origins' column the USA's links leave it, the largest (to 8 cylinders) on top.
      await crossFilter('sankey-link', (box) => [box.x + 45, box.y + 30], [
        '"col":"origin","op":"IN","val":["USA"]',
        '"col":"cylinders","op":"IN","val":[8]',
      ]);
    });
  },
);

// Each tab of the gallery is drawn in charts-gallery-tabs (and charts-evolution, charts-tables).
describe.runIf(chromiumAvailable())("the 'Chart gallery' example dashboard's PDF", () => {
  let session: ChartSession;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
    recordPageErrors(page, errors);
  });
  afterAll(async () => session?.close());

  it('exports the whole gallery as a PDF with every chart of every tab on one page, whole', async () => {
    const dashboard = await expectApi<{ result: { id: number; position_json: string } }>(
      page,
      200,
      'GET',
      '/api/v1/dashboard/chart-gallery',
    );
    const charts = await expectApi<{ result: { id: number; slice_name: string }[] }>(
      page,
      200,
      'GET',
      '/api/v1/dashboard/chart-gallery/charts',
    );
    const position = JSON.parse(dashboard.result.position_json) as Record<
      string,
      { type?: string; meta?: { chartId?: number; height?: number } }
    >;
    const heightOf = new Map(
      Object.values(position).flatMap((c) =>
        c.type === 'CHART' && c.meta?.chartId !== undefined ? [[c.meta.chartId, c.meta.height ?? 50] as const] : [],
      ),
    );
    const csrf = await expectApi<{ result: string }>(page, 200, 'GET', '/api/v1/security/csrf_token/');
    const answer = await page.request.post(`${session.t.url}/api/v1/dashboard/${dashboard.result.id}/download/`, {
      data: { format: 'pdf' },
      headers: { 'X-CSRFToken': csrf.result },
      timeout: 120_000,
    });
    expect(answer.status(), await answer.text().catch(() => '')).toBe(200);
    const file = join(SHOT_DIR, 'gallery.pdf');
    writeFileSync(file, await answer.body());
    execFileSync('pdftoppm', ['-r', '20', '-png', '-f', '1', '-l', '2', file, join(SHOT_DIR, 'gallery-pdf-page')]);
    const pages = pdfWords(file);
    // Each chart's title is printed once, and its whole box (grid units of 8 px, 0.75 pt a px) fits below it.
    for (const chart of charts.result) {
      const hits = titleHits(pages, chart.slice_name);
      expect(hits, chart.slice_name).toHaveLength(1);
      const [hit] = hits;
      const boxPt = (heightOf.get(chart.id) ?? 50) * 8 * 0.75;
      expect((hit?.y ?? 0) + boxPt - 16, `${chart.slice_name} whole on page ${hit?.page}`).toBeLessThanOrEqual(
        hit?.height ?? 0,
      );
    }
    process.stdout.write(`gallery PDF: ${pages.length} pages, ${charts.result.length} charts\n`);
    expect(errors).toEqual([]);
  }, 150_000);
});
