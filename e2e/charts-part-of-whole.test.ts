import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { importBundleThroughPage, recordPageErrors } from './support/imported-bundle.js';
import { backgroundLuminance, paintedShare } from './support/canvas-checks.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { logChartQueries } from './support/chart-query-log.js';
import { drawnCharts } from './support/dashboard-page.js';

const SHOT_DIR = join(SHOTS, 'part-of-whole');

type FormData = Record<string, unknown>;

/** One chart of each part-of-a-whole and ranking type over the example cars (and weather). */
const CHARTS: Record<string, { table: string; formData: FormData }> = {
  treemap_v2: {
    table: 'cars',
    formData: { groupby: ['origin', 'cylinders'], metric: 'count', row_limit: 100, sort_by_metric: true },
  },
  sunburst_v2: {
    table: 'cars',
    formData: {
      columns: ['origin', 'cylinders'],
      metric: 'count',
      // Coloured by horsepower per car: the secondary metric over the count.
      secondary_metric: {
        expressionType: 'SIMPLE',
        column: { column_name: 'horsepower' },
        aggregate: 'SUM',
        label: 'SUM(horsepower)',
      },
      show_labels: true,
      show_total: true,
    },
  },
  funnel: { table: 'cars', formData: { groupby: ['cylinders'], metric: 'count', row_limit: 10, label_type: 3 } },
  gauge_chart: {
    table: 'cars',
    formData: {
      groupby: ['origin'],
      metric: 'avg_miles_per_gallon',
      min_val: 0,
      max_val: 40,
      intervals: '20,30,40',
      interval_color_indices: '4,1,3',
      value_formatter: '{value} mpg',
      font_size: 12,
    },
  },
  radar: {
    table: 'cars',
    formData: {
      groupby: ['origin'],
      metrics: ['avg_miles_per_gallon', 'avg_horsepower', 'avg_acceleration'],
      column_config: { avg_horsepower: { radarMetricMaxValue: 150 } },
    },
  },
  partition: {
    table: 'cars',
    formData: { groupby: ['origin', 'cylinders'], metrics: ['count', 'avg_horsepower'], partition_threshold: '0.02' },
  },
  rose: {
    table: 'seattle_weather',
    formData: {
      granularity_sqla: 'date',
      time_grain_sqla: 'P3M',
      time_range: 'No filter',
      groupby: ['weather'],
      metrics: ['count'],
      date_time_format: '%b %Y',
      rose_area_proportion: true,
    },
  },
  bullet: {
    table: 'cars',
    formData: {
      metric: 'avg_miles_per_gallon',
      ranges: '15,25,35',
      range_labels: 'poor,fair,good',
      markers: '30',
      marker_labels: 'target',
      marker_lines: '20',
      marker_line_labels: '1975 average',
      y_axis_format: '.1f',
    },
  },
};

describe.runIf(chromiumAvailable())('part-of-a-whole and ranking charts, light and dark', () => {
  let session: ChartSession;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOT_DIR, { recursive: true });
    session = await startChartSession();
    page = session.page;
    recordPageErrors(page, errors);
  });
  afterAll(async () => session?.close());

  for (const theme of ['light', 'dark'] as const) {
    it.each(Object.keys(CHARTS))(`draws %s in the ${theme} theme without a console error`, async (vizType) => {
      const chart = CHARTS[vizType];
      const id = session.ids.get(chart?.table ?? '');
      if (chart === undefined || id === undefined) throw new Error(`no ${vizType} chart`);
      await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
      errors.length = 0;
      const formData = { datasource: `${id}__table`, viz_type: vizType, adhoc_filters: [], ...chart.formData };
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST',
      );
      await page.goto(`${session.t.url}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
      expect((await answer).status(), `${vizType} data`).toBe(200);
      await page.locator('[data-testid="echarts-view"] canvas').first().waitFor();
      await page.waitForTimeout(600);
      expect(await paintedShare(page), vizType).toBeGreaterThan(0.02);
      for (const testId of ['chart-error', 'chart-unsupported', 'chart-empty']) {
        expect(await page.getByTestId(testId).count(), `${vizType}: ${testId}`).toBe(0);
      }
      const luminance = await backgroundLuminance(page);
      if (theme === 'dark') expect(luminance).toBeLessThan(80);
      else expect(luminance).toBeGreaterThan(200);
      expect(errors, vizType).toEqual([]);
      await page.screenshot({ path: join(SHOT_DIR, `${theme}-${vizType}.png`) });
    });
  }
});

/** uuids of the charts of the imported bundle that the cross-filter clicks use. */
const BUNDLE_CHARTS = {
  treemap: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101001',
  sunburst: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101002',
  funnel: 'b7e2d4f1-0a1b-4c2d-9e3f-101010101003',
} as const;

describe.runIf(chromiumAvailable())("Superset's part-of-a-whole dashboard, imported and cross-filtered", () => {
  let session: ChartSession;
  let page: Page;
  const ids = new Map<string, number>();
  const errors: string[] = [];

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
    // Imported as a user would, through the page: the examples database is the session's own.
    for (const [name, id] of await importBundleThroughPage(session, 'superset-part-of-whole', BUNDLE_CHARTS))
      ids.set(name, id);
    recordPageErrors(page, errors);
  });
  afterAll(async () => session?.close());

  it('draws every chart of the bundle, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('tessera.theme', value), theme);
      await page.goto(`${session.t.url}/superset/dashboard/part-of-a-whole/`);
      const drawn = await drawnCharts(page);
      expect(drawn.errors).toEqual([]);
      expect(drawn.rendered).toHaveLength(10);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOT_DIR, `${theme}-dashboard.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
    await page.evaluate(() => localStorage.setItem('tessera.theme', 'light'));
    await page.goto(`${session.t.url}/superset/dashboard/part-of-a-whole/`);
    await drawnCharts(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  type Box = { x: number; y: number; width: number; height: number };
  /** Clicks a mark at a point of the chart's box and waits for its cross-filter chip. */
  const crossFilter = async (
    chart: keyof typeof BUNDLE_CHARTS,
    at: (box: Box) => [number, number],
    expected: string[],
  ) => {
    const id = ids.get(chart) ?? 0;
    const log = logChartQueries(page);
    const view = page.getByTestId(`dashboard-chart-${id}`).locator('[data-testid="echarts-view"]');
    const box = await view.boundingBox();
    if (box === null) throw new Error(`no ${chart}`);
    await page.mouse.click(...at(box));
    const chip = page.getByTestId(`cross-filter-chip-${id}`);
    await chip.waitFor({ timeout: 5000 });
    // The other charts of the cars dataset query again, with the clicked mark's filters.
    const others = [...ids.entries()].filter(([name]) => name !== chart).map(([, other]) => other);
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
    await page.screenshot({ path: join(SHOT_DIR, `cross-filter-${chart}.png`) });
    await chip.getByRole('button').click();
    await chip.waitFor({ state: 'detached' });
  };

  it('a treemap leaf cross-filters the other charts on its whole path', async () => {
    // The largest box (USA, 8 cylinders) fills the treemap's top left.
    await crossFilter('treemap', (box) => [box.x + box.width * 0.15, box.y + box.height * 0.3], [
      '"col":"origin","op":"IN","val":["USA"]',
      '"col":"cylinders","op":"IN","val":[8]',
    ]);
  });

  it('a sunburst arc cross-filters on its ring', async () => {
    // USA takes the inner ring from twelve o'clock clockwise past six: three o'clock, mid-ring.
    await crossFilter(
      'sunburst',
      (box) => {
        const radius = Math.min(box.width - 8, box.height - 24) / 2;
        return [box.x + box.width / 2 + radius * 0.47, box.y + box.height / 2];
      },
      ['"col":"origin","op":"IN","val":["USA"]'],
    );
  });

  it('a funnel step cross-filters on its value', async () => {
    // The widest step (4 cylinders) tops the funnel.
    await crossFilter('funnel', (box) => [box.x + box.width / 2, box.y + box.height * 0.2], [
      '"col":"cylinders","op":"IN","val":[4]',
    ]);
  });
});
