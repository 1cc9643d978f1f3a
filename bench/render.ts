import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser.js';
import type { BenchRow } from './chart-data.js';
import { benchExploreRun } from './explore-run.js';
import { startServerProcess } from './server-process.js';
import {
  chartDataAnswer,
  graphRows,
  heatmapRows,
  lineRows,
  pieRows,
  pivotRows,
  pointRows,
  tableRows,
} from './render-data.js';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const round = (x: number) => Math.round(x * 10) / 10;

const LINE_POINTS = 10_000;
const TABLE_ROWS = 50_000;
const HEATMAP_SIDE = 100;
const GRAPH_NODES = 2_000;
const PIVOT_ROWS = 250;
const DECK_POINTS = 100_000;
const DECK_BASELINE_POINTS = 100;
const PIVOT_COLS = 200;
const RUNS = 5;
/** `BENCH_RENDER_ONLY=graph,heatmap` measures only the cases whose names contain one of the words. */
const ONLY = (process.env['BENCH_RENDER_ONLY'] ?? '').split(',').filter((w) => w !== '');

interface RenderCase {
  name: string;
  formData: Record<string, unknown>;
  body: string;
  /** How the page tells the chart is drawn: the ECharts mark, or a DOM element. */
  done: { mark: string } | { selector: string };
  /** The render budget in ms, for the cases the spec budgets. */
  budget?: number;
}

const ECHARTS_MARK = 'tessera:echarts-rendered';
const noFilter = [
  { expressionType: 'SIMPLE', clause: 'WHERE', operator: 'TEMPORAL_RANGE', comparator: 'No filter', subject: 'ds' },
];

const cases = (): RenderCase[] => {
  const series = chartDataAnswer(lineRows(LINE_POINTS), ['ds', 'value'], [2, 0]);
  const timeseries = (vizType: string): RenderCase => ({
    name: `${vizType}, ${LINE_POINTS.toLocaleString('en')} points`,
    formData: { datasource: '1__table', viz_type: vizType, x_axis: 'ds', metrics: ['value'], adhoc_filters: noFilter },
    body: series,
    done: { mark: ECHARTS_MARK },
    ...(vizType === 'echarts_timeseries_line' && { budget: 300 }),
  });
  return [
    timeseries('echarts_timeseries_line'),
    timeseries('echarts_timeseries_bar'),
    timeseries('echarts_area'),
    {
      name: `big_number trendline, ${LINE_POINTS.toLocaleString('en')} points`,
      formData: { datasource: '1__table', viz_type: 'big_number', x_axis: 'ds', metric: 'value' },
      body: series,
      done: { mark: ECHARTS_MARK },
    },
    {
      name: `pie, ${LINE_POINTS.toLocaleString('en')} slices grouped`,
      formData: { datasource: '1__table', viz_type: 'pie', groupby: ['name'], metric: 'value', row_limit: 10_000 },
      body: chartDataAnswer(pieRows(LINE_POINTS), ['name', 'value'], [1, 0]),
      done: { mark: ECHARTS_MARK },
    },
    {
      name: `table, ${TABLE_ROWS.toLocaleString('en')} rows`,
      formData: {
        datasource: '1__table',
        viz_type: 'table',
        query_mode: 'raw',
        all_columns: ['id', 'name', 'ds', 'value', 'share', 'category'],
        row_limit: TABLE_ROWS,
      },
      body: chartDataAnswer(
        tableRows(TABLE_ROWS),
        ['id', 'name', 'ds', 'value', 'share', 'category'],
        [0, 1, 2, 0, 0, 1],
      ),
      done: { selector: '[role="grid"] [role="gridcell"]' },
    },
    {
      name: `heatmap_v2, ${(HEATMAP_SIDE * HEATMAP_SIDE).toLocaleString('en')} cells`,
      formData: { datasource: '1__table', viz_type: 'heatmap_v2', x_axis: 'x', groupby: 'y', metric: 'value' },
      body: chartDataAnswer(heatmapRows(HEATMAP_SIDE), ['x', 'y', 'value', 'rank'], [1, 1, 0, 0]),
      done: { mark: ECHARTS_MARK },
      budget: 300,
    },
    {
      name: `pivot_table_v2, ${(PIVOT_ROWS * PIVOT_COLS).toLocaleString('en')} cells`,
      formData: {
        datasource: '1__table',
        viz_type: 'pivot_table_v2',
        groupbyRows: ['row'],
        groupbyColumns: ['col'],
        metrics: ['value'],
        aggregateFunction: 'Sum',
        rowTotals: true,
        colTotals: true,
        row_limit: 50_000,
      },
      body: chartDataAnswer(pivotRows(PIVOT_ROWS, PIVOT_COLS), ['row', 'col', 'value'], [1, 1, 0]),
      done: { selector: '[data-pivot-cell]' },
      budget: 300,
    },
    {
      // Superset's defaults: the force layout, drawn from its first step (the layout then runs on, animated).
      name: `graph_chart, ${GRAPH_NODES.toLocaleString('en')} nodes`,
      formData: {
        datasource: '1__table',
        viz_type: 'graph_chart',
        source: 'source',
        target: 'target',
        source_category: 'source_group',
        metric: 'value',
        row_limit: 10_000,
      },
      body: chartDataAnswer(graphRows(GRAPH_NODES, 10), ['source', 'target', 'source_group', 'value'], [1, 1, 1, 0]),
      done: { mark: ECHARTS_MARK },
      budget: 300,
    },
    // Issue E: a deck scatter of 100,000 points drawn over the offline base map in < 500 ms; the
    // 100-point map beside it is what the WebGL context, its shaders and the base map cost alone.
    ...[DECK_POINTS, DECK_BASELINE_POINTS].map(
      (points): RenderCase => ({
        name: `deck_scatter, ${points.toLocaleString('en')} points`,
        formData: {
          datasource: '1__table',
          viz_type: 'deck_scatter',
          spatial: { type: 'latlong', lonCol: 'lon', latCol: 'lat' },
          row_limit: points,
          point_radius_fixed: { type: 'fix', value: 2000 },
          point_unit: 'radius_m',
        },
        body: chartDataAnswer(pointRows(points), ['lon', 'lat'], [0, 0]),
        done: { selector: '[data-map-state="drawn"]' },
        ...(points === DECK_POINTS && { budget: 500 }),
      }),
    ),
  ];
};

/** Milliseconds from the chart-data answer's last byte to the drawn chart, in the page's clock. */
const renderOnce = async (page: Page, base: string, c: RenderCase): Promise<number> => {
  await page.goto(`${base}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(c.formData))}`);
  return page.evaluate(async (done) => {
    const drawnAt = await new Promise<number>((resolve) => {
      const poll = () => {
        if ('mark' in done) {
          const [mark] = performance.getEntriesByName(done.mark);
          if (mark) return resolve(mark.startTime);
        } else if (document.querySelector(done.selector)) {
          // The rows are in the DOM; the frame after this one shows them.
          return requestAnimationFrame(() => resolve(performance.now()));
        }
        requestAnimationFrame(poll);
      };
      poll();
    });
    const data = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/v1/chart/data')) as
      PerformanceResourceTiming | undefined;
    if (!data) throw new Error('no chart-data request');
    return drawnAt - data.responseEnd;
  }, c.done);
};

/**
 * Scrolls the virtual table (or the pivot, `diagonal`: down and right at once) end to end, one
 * step per frame; the longest frame in ms.
 */
export const scrollTable = (
  page: Page,
  diagonal = false,
): Promise<{ worst: number; p95: number; median: number; frames: number; longTasks: number }> =>
  page.evaluate(async (diagonal) => {
    const grid = document.querySelector<HTMLElement>('[role="grid"]');
    // The pivot scrolls its body only, under headers that follow it.
    const body = grid?.querySelector<HTMLElement>('[data-pivot-scroller]') ?? grid;
    const scroller = body && (body.scrollHeight > body.clientHeight ? body : body.parentElement);
    if (!scroller) throw new Error('no table');
    let longTasks = 0;
    const observer = new PerformanceObserver((list) => {
      longTasks += list.getEntries().filter((e) => e.duration > 50).length;
    });
    observer.observe({ type: 'longtask', buffered: false });
    const frames: number[] = [];
    await new Promise<void>((resolve) => {
      let last = performance.now();
      const step = () => {
        const now = performance.now();
        frames.push(now - last);
        last = now;
        if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1 || frames.length > 600) {
          resolve();
          return;
        }
        scroller.scrollTop += Math.ceil(scroller.scrollHeight / 400);
        if (diagonal) scroller.scrollLeft += Math.ceil(scroller.scrollWidth / 400);
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    observer.disconnect();
    const sorted = frames.slice(1).sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    return {
      worst: sorted.at(-1) ?? 0,
      p95,
      median: sorted[Math.floor(sorted.length / 2)] ?? 0,
      frames: frames.length,
      longTasks,
    };
  }, diagonal);

/** Render time of each chart type in Chromium, fed synthetic data of the budgeted size. */
export const benchRender = async (): Promise<BenchRow[]> => {
  const admin = { username: 'bench', password: 'bench-password-1' };
  const server = await startServerProcess(18_097, admin);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    // tsx keeps function names with a `__name` helper that the page does not have.
    await page.addInitScript('window.__name = (f) => f;');
    await page.goto(`${server.url}/login/`);
    await page.getByTestId('login-username').fill(admin.username);
    await page.getByTestId('login-password').fill(admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/tessera/welcome/');
    const rows: BenchRow[] = [];
    for (const c of cases().filter((k) => ONLY.length === 0 || ONLY.some((o) => k.name.includes(o)))) {
      await page.unrouteAll();
      await page.route('**/api/v1/chart/data', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: c.body }),
      );
      const times: number[] = [];
      // The first run warms the plugin chunk and the JIT; it is not counted.
      for (let i = 0; i <= RUNS; i += 1) {
        const ms = await renderOnce(page, server.url, c);
        if (i > 0) times.push(ms);
      }
      const ms = round(median(times));
      rows.push({
        benchmark: `first render ${c.name}`,
        value: ms,
        unit: 'ms',
        budget: c.budget ?? null,
        within_budget: c.budget === undefined ? null : ms < c.budget,
        detail: `median of ${RUNS}, from data received to drawn`,
      });
      if (c.formData['viz_type'] === 'pivot_table_v2') {
        const scroll = await scrollTable(page, true);
        rows.push({
          benchmark: `pivot scroll, ${(PIVOT_ROWS * PIVOT_COLS).toLocaleString('en')} cells, longest frame`,
          value: round(scroll.worst),
          unit: 'ms',
          budget: 50,
          within_budget: scroll.worst <= 50,
          detail: `${scroll.frames} frames corner to corner, median ${round(scroll.median)} ms, p95 ${round(scroll.p95)} ms, ${scroll.longTasks} long tasks`,
        });
      }
      if (c.formData['viz_type'] === 'table') {
        const scroll = await scrollTable(page);
        rows.push({
          benchmark: `table scroll, ${TABLE_ROWS.toLocaleString('en')} rows, longest frame`,
          value: round(scroll.worst),
          unit: 'ms',
          budget: 50,
          within_budget: scroll.worst <= 50,
          detail: `${scroll.frames} frames top to bottom (125 rows a frame), median ${round(scroll.median)} ms, p95 ${round(scroll.p95)} ms, ${scroll.longTasks} long tasks`,
        });
      }
    }
    await page.unrouteAll();
    if (ONLY.length === 0) rows.push(await benchExploreRun(page, server.url, admin));
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
};
