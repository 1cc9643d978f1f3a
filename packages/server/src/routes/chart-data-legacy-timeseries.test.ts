import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importChartFamily,
  type ChartAnswer,
  type ImportedChartFamily,
} from '../../test-support/imported-chart-family.js';

const CHARTS = {
  high: 'f5b3d7c9-2e4a-4b6c-9d8e-505050500501',
  rainByYear: 'f5b3d7c9-2e4a-4b6c-9d8e-505050500502',
  daysByYear: 'f5b3d7c9-2e4a-4b6c-9d8e-505050500503',
  rain2024: 'f5b3d7c9-2e4a-4b6c-9d8e-505050500504',
} as const;

const IN_2024 = "date >= TIMESTAMP '2024-01-01' AND date < TIMESTAMP '2025-01-01'";
const period = (grain: string) => `epoch_ms(date_trunc('${grain}', date))`;

/** What each chart's query means, run on DuckDB itself. */
const DIRECT = {
  high: `SELECT ${period('month')}, weather, AVG(temp_max) FROM seattle_weather GROUP BY 1, 2`,
  rainByYear: `SELECT ${period('year')}, SUM(precipitation) FROM seattle_weather GROUP BY 1 ORDER BY 1`,
  daysByYear: `SELECT ${period('year')}, weather, COUNT(*) FROM seattle_weather GROUP BY 1, 2`,
  rain2024: `SELECT ${period('month')}, SUM(precipitation) FROM seattle_weather WHERE ${IN_2024} GROUP BY 1 ORDER BY 1`,
} as const;

const close = (a: unknown, b: unknown): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b)) : a === b;

/** A pivoted answer indexed by `__timestamp` against long rows [period, series, value]. */
const expectPivoted = (answer: ChartAnswer | undefined, long: unknown[][], columnOf: (series: unknown) => string) => {
  const periods = [...new Set(long.map(([p]) => Number(p)))].sort((a, b) => a - b);
  expect(answer?.data.map((row) => row['__timestamp'])).toEqual(periods);
  for (const [p, series, value] of long) {
    const cell = answer?.data.find((r) => r['__timestamp'] === Number(p))?.[columnOf(series)];
    expect(close(cell, value), `${String(series)} at ${String(p)}: ${String(cell)} ≠ ${String(value)}`).toBe(true);
  }
};

/**
 * Superset 2.x's export of ECharts time-series charts saved before generic chart axes: params with
 * `granularity_sqla` and no `x_axis`, query contexts with `granularity`, `is_timeseries` and a
 * pivot on `__timestamp` (Superset's legacy time column label).
 */
describe('time-series charts saved before Superset 4, imported over the examples', () => {
  let family: ImportedChartFamily<keyof typeof DIRECT>;

  beforeAll(async () => {
    family = await importChartFamily('superset-legacy-timeseries', ['seattle_weather'], DIRECT);
  });
  afterAll(async () => family?.close());

  it('stores each chart with its time column as the x-axis and its range as a TEMPORAL_RANGE filter', async () => {
    const chart = await family.chartOf(CHARTS.rain2024);
    expect(chart.viz_type).toBe('echarts_timeseries_step');
    const params = JSON.parse(chart.params ?? '{}') as Record<string, unknown>;
    expect(params).toMatchObject({
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      adhoc_filters: [{ subject: 'date', operator: 'TEMPORAL_RANGE', comparator: '2024-01-01 : 2025-01-01' }],
    });
    expect(params).not.toHaveProperty('granularity_sqla');
    const saved = JSON.parse(chart.query_context ?? '{}') as { form_data: Record<string, unknown> };
    expect(saved.form_data['x_axis']).toBe('date');
    expect(await family.dashboardOf('legacy-timeseries')).toEqual({ charts: 4, crossFilters: true });
  });

  it('answers the saved is_timeseries query: the monthly high per weather, pivoted on __timestamp, equals DuckDB', async () => {
    const [answer] = await family.answersOf(CHARTS.high);
    expectPivoted(answer, family.direct.high, String);
  });

  it('answers a yearly total with no series and a series column beside __timestamp in the columns', async () => {
    const [rain] = await family.answersOf(CHARTS.rainByYear);
    expectPivoted(
      rain,
      family.direct.rainByYear.map(([p, v]) => [p, 'sum_precipitation', v]),
      String,
    );
    const [days] = await family.answersOf(CHARTS.daysByYear);
    // No rename step: flatten joins the metric and the series, as Superset's does.
    expectPivoted(days, family.direct.daysByYear, (weather) => `count, ${String(weather)}`);
  });

  it("filters on granularity's time range: the rain of each month of 2024 equals DuckDB", async () => {
    const [answer] = await family.answersOf(CHARTS.rain2024);
    expect(answer?.data).toHaveLength(12);
    expectPivoted(
      answer,
      family.direct.rain2024.map(([p, v]) => [p, 'sum_precipitation', v]),
      String,
    );
  });

  it('answers a Superset-4-era query context posted as is: __timestamp first, temporal, grained', async () => {
    const chart = await family.chartOf(CHARTS.high);
    const saved = JSON.parse(chart.query_context ?? '{}') as {
      datasource: unknown;
      queries: Record<string, unknown>[];
    };
    const [query] = saved.queries;
    const res = await family.admin.post<{ result: (ChartAnswer & { coltypes: number[] })[] }>('/api/v1/chart/data', {
      datasource: saved.datasource,
      queries: [{ ...query, post_processing: [], orderby: [['__timestamp', true]] }],
      result_type: 'full',
      result_format: 'json',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [answer] = res.body.result;
    expect(answer?.colnames).toEqual(['__timestamp', 'weather', 'avg_temp_max']);
    // Superset's GenericDataType.TEMPORAL for the time column.
    expect(answer?.coltypes[0]).toBe(2);
    const rows = (answer?.data ?? []).map((r) => [r['__timestamp'], r['weather'], r['avg_temp_max']]);
    expect(rows).toHaveLength(family.direct.high.length);
    for (const [p, weather, value] of family.direct.high) {
      const row = rows.find(([q, w]) => q === p && w === weather);
      expect(close(row?.[2], value)).toBe(true);
    }
  });
});
