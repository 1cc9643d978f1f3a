import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';

interface ChartDataAnswer {
  result: { colnames: string[]; data: Record<string, unknown>[] }[];
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

const previewUrl = (base: string, formData: Record<string, unknown>) =>
  `${base}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`;

const NO_TIME_FILTER = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  operator: 'TEMPORAL_RANGE',
  comparator: 'No filter',
};

/** Opens a preview, waits for its chart-data answer and the drawn canvas, then for the animation. */
const renderPreview = async (page: Page, url: string): Promise<ChartDataAnswer> => {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST');
  await page.goto(url);
  const response = await answer;
  expect(response.status()).toBe(200);
  await page.locator('[data-testid="echarts-view"] canvas').first().waitFor();
  await page.waitForTimeout(1200);
  return (await response.json()) as ChartDataAnswer;
};

const expectNoErrors = async (page: Page) => {
  for (const id of ['chart-error', 'chart-unsupported', 'chart-empty']) {
    expect(await page.getByTestId(id).count()).toBe(0);
  }
  expect(await page.getByText(/error occurred|not supported|No results/i).count()).toBe(0);
};

describe.runIf(chromiumAvailable())('time-series charts in the browser', () => {
  let session: ChartSession;
  let t: TestApp;
  let page: Page;
  let datasetIds: Map<string, number>;

  beforeAll(async () => {
    session = await startChartSession();
    ({ t, page, ids: datasetIds } = session);
  });
  afterAll(async () => session?.close());

  it('draws a monthly line chart of flights by origin, limited to the top 5 series', async () => {
    const url = previewUrl(t.url, {
      datasource: `${datasetIds.get('flights')}__table`,
      viz_type: 'echarts_timeseries_line',
      x_axis: 'departure_time',
      time_grain_sqla: 'P1M',
      metrics: ['count'],
      groupby: ['origin'],
      limit: 5,
      adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'departure_time' }],
      y_axis_title: 'Flights',
      x_axis_title: 'Month',
      markerEnabled: true,
    });
    const answer = await renderPreview(page, url);
    const [result] = answer.result;
    expect(result?.colnames[0]).toBe('departure_time');
    expect(result?.colnames).toHaveLength(6);
    expect(result?.data.length).toBeGreaterThanOrEqual(6);
    expect(await page.getByTestId('preview-title').textContent()).toBe('Line Chart');
    await expectNoErrors(page);
    await shot(page, 'charts-01-line-flights-by-origin');

    const box = await page.getByTestId('echarts-view').boundingBox();
    if (box === null) throw new Error('the chart has no box');
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    const tooltip = page.locator('[data-testid="echarts-view"] div', { hasText: 'Total' }).last();
    await tooltip.waitFor();
    const text = await tooltip.textContent();
    for (const series of result?.colnames.slice(1) ?? []) expect(text).toContain(series);
    await shot(page, 'charts-01b-line-tooltip');
  });

  it('draws a bar chart of Seattle precipitation by month', async () => {
    const url = previewUrl(t.url, {
      datasource: `${datasetIds.get('seattle_weather')}__table`,
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      metrics: [
        {
          expressionType: 'SIMPLE',
          aggregate: 'SUM',
          column: { column_name: 'precipitation' },
          label: 'Precipitation (mm)',
        },
      ],
      groupby: [],
      adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'date' }],
      y_axis_format: ',.0f',
      x_axis_time_format: '%b %Y',
    });
    const answer = await renderPreview(page, url);
    const [result] = answer.result;
    expect(result?.colnames).toEqual(['date', 'Precipitation (mm)']);
    expect(result?.data.length).toBeGreaterThanOrEqual(40);
    expect(await page.getByTestId('preview-title').textContent()).toBe('Bar Chart');
    await expectNoErrors(page);
    await shot(page, 'charts-02-bar-seattle-precipitation');
  });

  it('draws a stacked area chart in the dark theme', async () => {
    await page.evaluate(() => localStorage.setItem('tessera.theme', 'dark'));
    const url = previewUrl(t.url, {
      datasource: `${datasetIds.get('flights')}__table`,
      viz_type: 'echarts_area',
      x_axis: 'departure_time',
      time_grain_sqla: 'P1W',
      metrics: ['count'],
      groupby: ['origin'],
      limit: 5,
      stack: true,
      zoomable: true,
      legendOrientation: 'right',
    });
    await renderPreview(page, url);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await expectNoErrors(page);
    await shot(page, 'charts-03-area-dark');
    await page.evaluate(() => localStorage.setItem('tessera.theme', 'light'));
  });

  it('draws formula, event and interval annotation layers over a line chart', async () => {
    const now = new Date().toISOString();
    const audit = { created_on: now, changed_on: now, created_by_fk: null, changed_by_fk: null };
    const layer = await t.ctx.meta.db
      .insertInto('annotation_layers')
      .values({ name: 'Operations', descr: null, ...audit })
      .returning('id')
      .executeTakeFirstOrThrow();
    const note = (start: string, end: string, short: string) => ({
      layer_id: layer.id,
      start_dttm: start,
      end_dttm: end,
      short_descr: short,
      long_descr: null,
      json_metadata: null,
      ...audit,
    });
    await t.ctx.meta.db
      .insertInto('annotations')
      .values([
        note('2026-08-03 00:00:00', '2026-08-03 00:00:00', 'Schedule change'),
        note('2026-09-07 00:00:00', '2026-09-21 00:00:00', 'Strike'),
      ])
      .execute();
    const layerBase = {
      sourceType: 'NATIVE',
      value: layer.id,
      show: true,
      showLabel: true,
      overrides: { time_range: null },
    };
    const answer = await renderPreview(
      page,
      previewUrl(t.url, {
        datasource: `${datasetIds.get('flights')}__table`,
        viz_type: 'echarts_timeseries_line',
        x_axis: 'departure_time',
        time_grain_sqla: 'P1W',
        metrics: ['count'],
        groupby: [],
        adhoc_filters: [{ ...NO_TIME_FILTER, subject: 'departure_time' }],
        annotation_layers: [
          {
            name: 'Target',
            annotationType: 'FORMULA',
            sourceType: '',
            value: '25000',
            show: true,
            style: 'dashed',
            width: 2,
          },
          { ...layerBase, name: 'Events', annotationType: 'EVENT', color: '#E04355' },
          { ...layerBase, name: 'Intervals', annotationType: 'INTERVAL', color: '#FCC700' },
        ],
      }),
    );
    const annotationData = (answer.result[0] as { annotation_data?: Record<string, { records: unknown[] }> })
      .annotation_data;
    expect(annotationData?.['Events']?.records).toHaveLength(2);
    await expectNoErrors(page);
    // The event lines are drawn in their own red: count the canvas pixels of that colour.
    const redPixels = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="echarts-view"] canvas');
      const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (
          Math.abs((data[i] ?? 0) - 224) < 12 &&
          Math.abs((data[i + 1] ?? 0) - 67) < 12 &&
          Math.abs((data[i + 2] ?? 0) - 85) < 12
        )
          count += 1;
      }
      return count;
    });
    expect(redPixels).toBeGreaterThan(100);
    await shot(page, 'charts-08-line-annotations');
  });

  it('says so for a type without a plugin', async () => {
    await page.goto(previewUrl(t.url, { datasource: '1__table', viz_type: 'no_such_chart' }));
    await expect
      .poll(() => page.getByTestId('chart-unsupported').textContent())
      .toBe('This visualization type is not supported.');
  });
});
