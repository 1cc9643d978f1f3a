import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable } from './support/browser.js';
import { ADMIN, SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { logChartQueries } from './support/chart-query-log.js';
import { drawnCharts, waitDrawn } from './support/dashboard-page.js';
import { expectApi } from './support/page-api.js';
import { signInAs } from './support/users.js';

const NO_TIME_FILTER = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  operator: 'TEMPORAL_RANGE',
  comparator: 'No filter',
};
const ORIGIN = 'NATIVE_FILTER-e2eOriginFilter0000000';
const DESTINATION = 'NATIVE_FILTER-e2eDestinationFilter00';
const DISTANCE = 'NATIVE_FILTER-e2eDistanceFilter00000';
const PERIOD = 'NATIVE_FILTER-e2ePeriodFilter0000000';

const chartBody = (name: string, datasetId: number, params: Record<string, unknown>) => ({
  slice_name: name,
  viz_type: params['viz_type'],
  datasource_id: datasetId,
  datasource_type: 'table',
  params: JSON.stringify({ datasource: `${datasetId}__table`, ...params }),
});

const chartCell = (id: number, width: number) => ({
  type: 'CHART',
  id: `CHART-${id}`,
  children: [],
  meta: { chartId: id, width, height: 34 },
});

/** Two rows: a big number and the bar chart that cross-filters, then a table and the weather chart (out of scope). */
const position = ([total, bars, table, weather]: number[]) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1', 'ROW-2'] },
  'ROW-1': { type: 'ROW', id: 'ROW-1', children: [`CHART-${total}`, `CHART-${bars}`], meta: {} },
  'ROW-2': { type: 'ROW', id: 'ROW-2', children: [`CHART-${table}`, `CHART-${weather}`], meta: {} },
  [`CHART-${total}`]: chartCell(total ?? 0, 4),
  [`CHART-${bars}`]: chartCell(bars ?? 0, 8),
  [`CHART-${table}`]: chartCell(table ?? 0, 6),
  [`CHART-${weather}`]: chartCell(weather ?? 0, 6),
});

const valueFilter = (id: string, name: string, datasetId: number, column: string, extra: Record<string, unknown>) => ({
  id,
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name,
  description: '',
  targets: [{ datasetId, column: { name: column } }],
  controlValues: { enableEmptyFilter: false, inverseSelection: false, searchAllOptions: false, sortAscending: true },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  ...extra,
});

/** The distinct values of a flights column, optionally for one origin, through the chart data API. */
const flightsValues = async (page: Page, datasetId: number, column: string, origin?: string): Promise<string[]> => {
  const answer = await expectApi<{ result: { data: Record<string, string>[] }[] }>(
    page,
    200,
    'POST',
    '/api/v1/chart/data',
    {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: [column],
          metrics: ['count'],
          orderby: [['count', false]],
          row_limit: 1000,
          filters: origin === undefined ? [] : [{ col: 'origin', op: 'IN', val: [origin] }],
        },
      ],
    },
  );
  return (answer.result[0]?.data ?? []).map((r) => r[column] ?? '');
};

/** Picks a value in a filter's select (Mantine: the input opens the list, the option is clicked). */
const pick = async (page: Page, filterId: string, value: string): Promise<void> => {
  await page.getByTestId(`filter-select-${filterId}`).click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await page.keyboard.press('Escape');
};

describe.runIf(chromiumAvailable())('native filters and cross-filters on a dashboard', () => {
  let session: ChartSession;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let dashboardId = 0;
  let charts: number[] = [];
  let origins: string[] = [];
  let onlyFromFirst = '';

  beforeAll(async () => {
    session = await startChartSession();
    ({ t, browser, page } = session);
    const flights = session.ids.get('flights') ?? 0;
    const weather = session.ids.get('seattle_weather') ?? 0;
    const noTime = { adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'departure_time' }] };
    const bodies = [
      chartBody('Flights', flights, { viz_type: 'big_number_total', metric: 'count', ...noTime }),
      chartBody('Monthly flights by origin', flights, {
        viz_type: 'echarts_timeseries_bar',
        x_axis: 'departure_time',
        time_grain_sqla: 'P1M',
        metrics: ['count'],
        groupby: ['origin'],
        limit: 3,
        stack: true,
        show_legend: false,
        ...noTime,
      }),
      chartBody('Top destinations', flights, {
        viz_type: 'table',
        query_mode: 'aggregate',
        groupby: ['destination'],
        metrics: ['count'],
        row_limit: 10,
        ...noTime,
      }),
      chartBody('Seattle days', weather, {
        viz_type: 'big_number_total',
        metric: 'count',
        adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'date' }],
      }),
    ];
    charts = [];
    for (const body of bodies)
      charts.push((await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/chart/', body)).id);
    // Two busy origins and a destination served from the first only: the cascade must drop it.
    origins = (await flightsValues(page, flights, 'origin')).slice(0, 2);
    const [first, second] = origins;
    const fromSecond = new Set(await flightsValues(page, flights, 'destination', second));
    onlyFromFirst = (await flightsValues(page, flights, 'destination', first)).find((d) => !fromSecond.has(d)) ?? '';
    const scope = { rootPath: ['ROOT_ID'], excluded: [charts[3]] };
    const nativeFilters = [
      valueFilter(ORIGIN, 'Origin', flights, 'origin', { controlValues: { multiSelect: false }, scope }),
      valueFilter(DESTINATION, 'Destination', flights, 'destination', { cascadeParentIds: [ORIGIN], scope }),
      { id: 'NATIVE_FILTER_DIVIDER-e2e', type: 'DIVIDER', title: 'More filters', description: 'Distance and period' },
      valueFilter(DISTANCE, 'Distance', flights, 'distance', { filterType: 'filter_range', controlValues: {}, scope }),
      valueFilter(PERIOD, 'Period', flights, '', {
        filterType: 'filter_time',
        targets: [{}],
        controlValues: {},
        scope,
      }),
    ];
    dashboardId = (
      await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Filtered flights',
        slug: 'filtered-flights',
        published: true,
        position_json: JSON.stringify(position(charts)),
        json_metadata: JSON.stringify({ native_filter_configuration: nativeFilters, cross_filters_enabled: true }),
      })
    ).id;
  });
  afterAll(async () => session?.close());

  it('applies a value filter: only the charts in its scope query again, with the filter in their SQL', async () => {
    expect(onlyFromFirst).not.toBe('');
    await page.goto(`${t.url}/tessera/dashboard/${dashboardId}/`);
    const drawn = await drawnCharts(page);
    expect(drawn.errors).toEqual([]);
    const log = logChartQueries(page);
    await pick(page, ORIGIN, origins[0] ?? '');
    // Held until Apply: nothing re-queries yet.
    expect(log.charts()).toEqual([]);
    // The destination filter's options already followed the pending origin; count from Apply on.
    log.clear();
    await page.getByTestId('filter-bar-apply').click();
    const inScope = charts.slice(0, 3).sort((a, b) => a - b);
    await expect.poll(() => log.charts()).toEqual(inScope);
    for (const id of inScope) await waitDrawn(page, id);
    expect(log.requests()).toBe(1);
    const qc = log.entries().find((q) => q.sliceId === charts[0])?.queryContext;
    const sql = await expectApi<{ result: { query: string }[] }>(page, 200, 'POST', '/api/v1/chart/data', {
      ...qc,
      result_type: 'query',
    });
    expect(sql.result[0]?.query).toMatch(new RegExp(`origin"? IN \\('${origins[0]}'\\)`));
    await page.getByTestId(`chart-filter-indicator-${charts[0]}`).waitFor();
    await page.screenshot({ path: join(SHOTS, 'native-filters-01-applied.png') });
  });

  it('cascades: the destination filter offers what the origin allows and loses a value the new origin does not', async () => {
    const expected = await flightsValues(page, session.ids.get('flights') ?? 0, 'destination', origins[0]);
    await page.getByTestId(`filter-select-${DESTINATION}`).click();
    await expect
      .poll(async () => (await page.getByRole('option').allTextContents()).sort())
      .toEqual([...expected].sort());
    await page.getByRole('option', { name: onlyFromFirst, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-bar-apply').click();
    await pick(page, ORIGIN, origins[1] ?? '');
    const destination = page.getByTestId(`filter-item-${DESTINATION}`);
    await expect.poll(() => destination.getByText(onlyFromFirst, { exact: true }).count()).toBe(0);
    await page.getByTestId('filter-bar-apply').click();
    await waitDrawn(page, charts[0] ?? 0);
  });

  it('cross-filters from a bar: the other charts query with it, the bar itself does not; the chip clears it', async () => {
    const log = logChartQueries(page);
    const bars = page.getByTestId(`dashboard-chart-${charts[1]}`).locator('[data-testid="echarts-view"]');
    const box = await bars.boundingBox();
    if (box === null) throw new Error('no bar chart');
    const chip = page.getByTestId(`cross-filter-chip-${charts[1]}`);
    // Low in the plot, across the middle until a monthly bar is hit (the gaps between bars select nothing).
    for (const at of [0.5, 0.55, 0.6, 0.65, 0.45, 0.4, 0.7]) {
      await page.mouse.click(box.x + box.width * at, box.y + box.height - 50);
      if (await chip.isVisible()) break;
    }
    await chip.waitFor({ timeout: 5000 });
    await expect
      .poll(() => log.charts())
      .toEqual([charts[0], charts[2], charts[3]].sort((a, b) => (a ?? 0) - (b ?? 0)));
    await page.screenshot({ path: join(SHOTS, 'native-filters-02-cross-filter.png') });
    await chip.getByRole('button').click();
    await chip.waitFor({ state: 'detached' });
  });

  it('reloads with the URL key and opens a permalink in a fresh context with the same selection', async () => {
    await expect.poll(() => new URL(page.url()).searchParams.get('native_filters_key')).not.toBeNull();
    await page.reload();
    const log = logChartQueries(page);
    await drawnCharts(page);
    const origin = page.getByTestId(`filter-select-${ORIGIN}`);
    await expect.poll(() => origin.inputValue()).toBe(origins[1]);
    const sent = JSON.stringify(log.entries().find((q) => q.sliceId === charts[0])?.queryContext ?? {});
    expect(sent).toContain(`"val":["${origins[1]}"]`);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.url });
    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    await page.getByText('Link Copied!').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const fresh = await signInAs(browser, t.url, ADMIN);
    try {
      const freshLog = logChartQueries(fresh.page);
      await fresh.page.goto(link);
      await drawnCharts(fresh.page);
      await expect.poll(() => fresh.page.getByTestId(`filter-select-${ORIGIN}`).inputValue()).toBe(origins[1]);
      const restored = JSON.stringify(freshLog.entries().find((q) => q.sliceId === charts[0])?.queryContext ?? {});
      expect(restored).toContain(`"val":["${origins[1]}"]`);
    } finally {
      await fresh.context.close();
    }
  });

  it('filters on a numerical range, and an editor switches the bar to horizontal, saved in json_metadata', async () => {
    await page.getByTestId(`filter-divider-NATIVE_FILTER_DIVIDER-e2e`).waitFor();
    await page.getByTestId(`filter-time-${PERIOD}`).waitFor();
    const log = logChartQueries(page);
    const minimum = page.getByTestId(`filter-range-${DISTANCE}`).getByPlaceholder('Minimum');
    await minimum.fill('1000');
    await minimum.blur();
    await page.getByTestId('filter-bar-apply').click();
    await expect.poll(() => log.charts()).toEqual(charts.slice(0, 3).sort((a, b) => a - b));
    expect(JSON.stringify(log.entries()[0]?.queryContext)).toContain('{"col":"distance","op":">=","val":1000');

    await page.getByTestId('filter-bar-settings').click();
    await page.getByRole('menuitem', { name: 'Horizontal (Top)' }).click();
    await page.locator('[data-testid="filter-bar"][data-orientation="horizontal"]').waitFor();
    await expect
      .poll(async () => {
        const detail = await expectApi<{ result: { json_metadata: string } }>(
          page,
          200,
          'GET',
          `/api/v1/dashboard/${dashboardId}`,
        );
        return (JSON.parse(detail.result.json_metadata) as { filter_bar_orientation?: string }).filter_bar_orientation;
      })
      .toBe('HORIZONTAL');
    await page.screenshot({ path: join(SHOTS, 'native-filters-03-horizontal.png') });

    // Cross-filter scoping: the bar chart's cross-filters leave the weather chart out.
    await page.getByTestId('filter-bar-settings').click();
    await page.getByRole('menuitem', { name: 'Cross-filtering scoping' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('combobox', { name: 'Chart' }).click();
    await page.getByRole('option', { name: 'Monthly flights by origin' }).click();
    await modal.getByRole('radio', { name: 'Custom scoping' }).check();
    await modal.getByRole('checkbox', { name: 'Seattle days' }).uncheck();
    await modal.getByTestId('cross-filter-scope-save').click();
    await modal.waitFor({ state: 'detached' });
    const detail = await expectApi<{ result: { json_metadata: string } }>(
      page,
      200,
      'GET',
      `/api/v1/dashboard/${dashboardId}`,
    );
    const saved = JSON.parse(detail.result.json_metadata) as {
      chart_configuration: Record<string, { crossFilters: { chartsInScope: number[] } }>;
    };
    expect(saved.chart_configuration[String(charts[1])]?.crossFilters.chartsInScope).toEqual(
      [charts[0], charts[2]].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });
});
