import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importChartFamily,
  rowsOf,
  type ChartAnswer,
  type ImportedChartFamily,
} from '../../test-support/imported-chart-family.js';

const CHARTS = {
  generic: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400401',
  mixed: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400402',
  waterfall: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400403',
  popKpi: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400404',
  gantt: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400405',
  calendar: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400406',
  horizon: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400407',
  legacyDualLine: 'e4a2c6b8-1d3f-4a5b-8c7d-404040400408',
} as const;

const IN_2024 = "date >= TIMESTAMP '2024-01-01' AND date < TIMESTAMP '2025-01-01'";
const MONTH = "epoch_ms(date_trunc('month', date))";

/** The same aggregations run on DuckDB itself, outside Tessera, spelling out what each chart's query means. */
const DIRECT = {
  generic: `SELECT ${MONTH}, weather, AVG(temp_max) FROM seattle_weather GROUP BY 1, 2`,
  mixedA: `SELECT ${MONTH}, AVG(temp_max) FROM seattle_weather GROUP BY 1 ORDER BY 1`,
  mixedB: `SELECT ${MONTH}, SUM(precipitation) FROM seattle_weather GROUP BY 1 ORDER BY 1`,
  waterfall: `SELECT ${MONTH}, SUM(precipitation) FROM seattle_weather WHERE ${IN_2024} GROUP BY 1 ORDER BY 1`,
  popKpi: `SELECT SUM(precipitation) FILTER (WHERE ${IN_2024}),
    SUM(precipitation) FILTER (WHERE date >= TIMESTAMP '2023-01-01' AND date < TIMESTAMP '2024-01-01')
    FROM seattle_weather`,
  gantt: `SELECT epoch_ms(date), epoch_ms(date + INTERVAL '1 month'), symbol FROM stocks WHERE ${IN_2024}`,
  calendar: `SELECT epoch_ms(date_trunc('day', date)), SUM(precipitation) FROM seattle_weather
    WHERE ${IN_2024} GROUP BY 1 ORDER BY 1`,
  horizon: `SELECT ${MONTH}, symbol, AVG(price) FROM stocks GROUP BY 1, 2`,
} as const;

type Answer = ChartAnswer;

const close = (a: unknown, b: unknown): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b)) : a === b;

/**
 * A pivoted time-series answer (one row per period, one column per series) against long rows
 * [period, series, value]: every cell equals its row, and there is no cell without one.
 */
const expectPivoted = (answer: Answer | undefined, long: unknown[][], columnOf: (series: string) => string) => {
  const periods = [...new Set(long.map(([period]) => Number(period)))].sort((a, b) => a - b);
  expect(answer?.data.map((row) => row['date'])).toEqual(periods);
  for (const [period, series, value] of long) {
    const row = answer?.data.find((r) => r['date'] === Number(period));
    const cell = row?.[columnOf(String(series))];
    expect(close(cell, value), `${String(series)} at ${String(period)}: ${String(cell)} ≠ ${String(value)}`).toBe(true);
  }
  const series = new Set(long.map(([, name]) => columnOf(String(name))));
  expect(answer?.colnames.filter((c) => c !== 'date').sort()).toEqual([...series].sort());
};

/** Superset's export of a dashboard with one chart of each evolution type, over the example weather and stocks. */
describe("Superset's evolution charts imported over the examples", () => {
  let family: ImportedChartFamily<keyof typeof DIRECT>;
  let direct: ImportedChartFamily<keyof typeof DIRECT>['direct'];

  beforeAll(async () => {
    family = await importChartFamily('superset-evolution', ['seattle_weather', 'stocks'], DIRECT);
    direct = family.direct;
  });
  afterAll(async () => family?.close());

  const chartOf = (uuid: string) => family.chartOf(uuid);
  const answersOf = (uuid: string) => family.answersOf(uuid);

  it('imports every chart onto one dashboard with cross-filters on', async () => {
    expect(await family.dashboardOf('evolution')).toEqual({ charts: Object.keys(CHARTS).length, crossFilters: true });
  });

  it('echarts_timeseries: the monthly average high per weather equals DuckDB, one column per weather', async () => {
    expect((await chartOf(CHARTS.generic)).viz_type).toBe('echarts_timeseries');
    const [answer] = await answersOf(CHARTS.generic);
    expectPivoted(answer, direct.generic, (weather) => weather);
  });

  it('mixed_timeseries: query A (average high) and query B (total rain) per month equal DuckDB', async () => {
    const [a, b] = await answersOf(CHARTS.mixed);
    expect(a?.colnames).toEqual(['date', 'avg_temp_max']);
    expect(b?.colnames).toEqual(['date', 'sum_precipitation']);
    const closeRows = (got: unknown[][], want: unknown[][]) =>
      expect(got.length === want.length && got.every((row, i) => row.every((v, j) => close(v, want[i]?.[j])))).toBe(
        true,
      );
    closeRows(rowsOf(a), direct.mixedA);
    closeRows(rowsOf(b), direct.mixedB);
  });

  it('waterfall: the rain of each month of 2024 equals DuckDB, in month order', async () => {
    const [answer] = await answersOf(CHARTS.waterfall);
    const got = rowsOf(answer);
    expect(got.map(([month]) => month)).toEqual(direct.waterfall.map(([month]) => month));
    expect(got.every(([, value], i) => close(value, direct.waterfall[i]?.[1]))).toBe(true);
  });

  it('pop_kpi: the rain of 2024 and of the year before equal DuckDB', async () => {
    const [answer] = await answersOf(CHARTS.popKpi);
    const [[now, before] = []] = direct.popKpi;
    expect(answer?.data).toHaveLength(1);
    expect(close(answer?.data[0]?.['sum_precipitation'], now)).toBe(true);
    expect(close(answer?.data[0]?.['sum_precipitation__1 year ago'], before)).toBe(true);
  });

  it('gantt_chart: the start, end and symbol of every 2024 month equal DuckDB', async () => {
    const [answer] = await answersOf(CHARTS.gantt);
    expect(answer?.colnames).toEqual(['date', 'month_end', 'symbol']);
    const sorted = (rows: unknown[][]) => [...rows].sort((x, y) => String(x).localeCompare(String(y)));
    expect(sorted(rowsOf(answer))).toEqual(sorted(direct.gantt));
  });

  it('cal_heatmap: the rain of each day of 2024 equals DuckDB', async () => {
    const [answer] = await answersOf(CHARTS.calendar);
    const got = rowsOf(answer);
    expect(got).toHaveLength(direct.calendar.length);
    expect(
      got.every(([day, value], i) => day === direct.calendar[i]?.[0] && close(value, direct.calendar[i]?.[1])),
    ).toBe(true);
  });

  it('horizon: the monthly average price per symbol equals DuckDB, one row of the chart per symbol', async () => {
    const [answer] = await answersOf(CHARTS.horizon);
    // No truncate_metric in the horizon's form data: the metric stays in the series names.
    expectPivoted(answer, direct.horizon, (symbol) => `avg_price, ${symbol}`);
  });

  it("stores a Superset 1–3 dual line chart as a mixed chart, as Superset's MigrateDualLine does", async () => {
    const chart = await chartOf(CHARTS.legacyDualLine);
    expect(chart.viz_type).toBe('mixed_timeseries');
    const timeFilter = { subject: 'date', operator: 'TEMPORAL_RANGE', comparator: 'No filter' };
    expect(JSON.parse(chart.params ?? '{}')).toMatchObject({
      metrics: ['avg_temp_max'],
      metrics_b: ['sum_precipitation'],
      yAxisIndex: 0,
      yAxisIndexB: 1,
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      y_axis_format_secondary: ',.0f',
      y_axis_bounds_secondary: [0, null],
      x_axis_time_format: 'smart_date',
      adhoc_filters: [timeFilter],
      adhoc_filters_b: [timeFilter],
    });
  });
});
