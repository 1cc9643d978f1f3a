import {
  buildPivot,
  groupKey,
  pairedTTestRows,
  readTimeTableColumns,
  timeTableCell,
  timeTableSeries,
  type PivotAxisEntry,
  type PivotAxisOptions,
} from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectSameRows,
  importChartFamily,
  rowsOf,
  closeTo,
  type ImportedChartFamily,
} from '../../test-support/imported-chart-family.js';

const CHARTS = {
  pivot: 'e4a2c6b8-1d3f-4a5b-8c7d-505050500001',
  timeTable: 'e4a2c6b8-1d3f-4a5b-8c7d-505050500002',
  handlebars: 'e4a2c6b8-1d3f-4a5b-8c7d-505050500003',
  ttest: 'e4a2c6b8-1d3f-4a5b-8c7d-505050500004',
} as const;

const YEARS = "date >= TIMESTAMP '2023-01-01' AND date < TIMESTAMP '2026-01-01'";
const IN_2025 = "date >= TIMESTAMP '2025-01-01' AND date < TIMESTAMP '2026-01-01'";
const WIND = "CASE WHEN wind >= 4 THEN 'windy' ELSE 'calm' END";
const YEAR = "epoch_ms(date_trunc('year', date))";
const MONTH = "epoch_ms(date_trunc('month', date))";

/** The same aggregations on DuckDB itself: the cells, then the subtotals and totals the pivot adds. */
const DIRECT = {
  pivot: `SELECT weather, ${WIND}, ${YEAR}, SUM(precipitation), COUNT(*) FROM seattle_weather WHERE ${YEARS} GROUP BY 1, 2, 3`,
  pivotSubtotals: `SELECT weather, ${YEAR}, SUM(precipitation) FROM seattle_weather WHERE ${YEARS} GROUP BY 1, 2`,
  pivotRowTotals: `SELECT weather, ${WIND}, SUM(precipitation) FROM seattle_weather WHERE ${YEARS} GROUP BY 1, 2`,
  pivotTotal: `SELECT SUM(precipitation), COUNT(*) FROM seattle_weather WHERE ${YEARS}`,
  timeTable: `SELECT ${MONTH}, weather, SUM(precipitation) FROM seattle_weather WHERE ${IN_2025} GROUP BY 1, 2`,
  december: `SELECT weather, SUM(precipitation) / SUM(SUM(precipitation)) OVER () FROM seattle_weather
    WHERE date >= TIMESTAMP '2025-12-01' AND date < TIMESTAMP '2026-01-01' GROUP BY 1`,
  handlebars: `SELECT weather, COUNT(*), SUM(precipitation) FROM seattle_weather WHERE ${IN_2025} GROUP BY 1`,
  ttest: `SELECT ${MONTH}, weather, AVG(temp_max) FROM seattle_weather WHERE ${IN_2025} GROUP BY 1, 2`,
} as const;

const axis = (columns: string[], extra: Partial<PivotAxisOptions>): PivotAxisOptions => ({
  columns,
  order: 'key_a_to_z',
  subtotals: false,
  subtotalsFirst: false,
  total: false,
  collapsed: new Set(),
  ...extra,
});

/** Superset's export of a dashboard with a pivot table, a time-series table, a handlebars text and a t-test. */
describe("Superset's table charts imported over the examples", () => {
  let family: ImportedChartFamily<keyof typeof DIRECT>;

  beforeAll(async () => {
    family = await importChartFamily('superset-tables', ['seattle_weather'], DIRECT);
  });
  afterAll(async () => family?.close());

  it('imports the four charts onto one dashboard', async () => {
    expect(await family.dashboardOf('tables')).toEqual({ charts: 4, crossFilters: false });
    expect((await family.chartOf(CHARTS.pivot)).viz_type).toBe('pivot_table_v2');
  });

  it('pivot_table_v2: the cells equal DuckDB, and the pivot’s subtotals and totals equal DuckDB’s GROUP BY', async () => {
    const [answer] = await family.answersOf(CHARTS.pivot);
    expect(answer?.colnames).toEqual(['weather', 'wind_kind', 'date', 'sum_precipitation', 'count']);
    expectSameRows(rowsOf(answer), family.direct.pivot);
    // The pivot the browser draws (core buildPivot, as transformProps sets it from the saved form data).
    const model = buildPivot(answer?.data ?? [], {
      rows: axis(['weather', 'wind_kind'], { subtotals: true, total: true }),
      cols: axis(['date'], { total: true }),
      metrics: ['sum_precipitation', 'count'],
      aggregateFunction: 'Sum',
      metricsOnRows: false,
      metricsFirst: true,
    });
    const col = (metric: number, path: string[]) =>
      model.cols.find((c) => c.metric === metric && groupKey(c.path) === groupKey(path)) as PivotAxisEntry;
    const row = (kind: PivotAxisEntry['kind'], path: string[]) =>
      model.rows.find((r) => r.kind === kind && groupKey(r.path) === groupKey(path)) as PivotAxisEntry;
    for (const [weather, year, rain] of family.direct.pivotSubtotals)
      expect(closeTo(model.value(row('subtotal', [String(weather)]), col(0, [String(year)])), rain)).toBe(true);
    for (const [weather, wind, rain] of family.direct.pivotRowTotals)
      expect(closeTo(model.value(row('value', [String(weather), String(wind)]), col(0, [])), rain)).toBe(true);
    const [[rain, days] = []] = family.direct.pivotTotal;
    expect(closeTo(model.value(row('total', []), col(0, [])), rain)).toBe(true);
    expect(model.value(row('total', []), col(1, []))).toBe(days);
  });

  it('time_table: the monthly rain per weather equals DuckDB, and the contribution column equals its share', async () => {
    const chart = await family.chartOf(CHARTS.timeTable);
    const [answer] = await family.answersOf(CHARTS.timeTable);
    expectSameRows(rowsOf(answer), family.direct.timeTable);
    const series = timeTableSeries(answer?.data ?? [], 'date', ['sum_precipitation'], ['weather']);
    expect(series.times).toHaveLength(12);
    const params = JSON.parse(chart.params ?? '{}') as Record<string, unknown>;
    const columns = readTimeTableColumns(params['column_collection']);
    expect(columns.map((c) => c.colType)).toEqual(['spark', 'contrib', 'time', 'avg']);
    for (const [weather, share] of family.direct.december) {
      const cell = timeTableCell(String(weather), series, columns[1]!);
      expect('value' in cell && closeTo(cell.value, share)).toBe(true);
    }
  });

  it('handlebars: the rows the template gets equal DuckDB', async () => {
    const [answer] = await family.answersOf(CHARTS.handlebars);
    expect(answer?.colnames).toEqual(['weather', 'count', 'sum_precipitation']);
    expectSameRows(rowsOf(answer), family.direct.handlebars);
  });

  it('paired_ttest: the monthly means equal DuckDB, so the tested groups are the same', async () => {
    const [answer] = await family.answersOf(CHARTS.ttest);
    expectSameRows(rowsOf(answer), family.direct.ttest);
    const series = timeTableSeries(answer?.data ?? [], 'date', ['avg_temp_max'], ['weather']);
    const rows = pairedTTestRows(
      [...series.rows].map(([name, values]) => ({ name, values })),
      0,
    );
    expect(rows.filter((r) => r.isControl)).toHaveLength(1);
    expect(rows.length).toBe(new Set(family.direct.ttest.map(([, weather]) => weather)).size);
  });
});
