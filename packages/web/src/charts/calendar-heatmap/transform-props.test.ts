import type { ChartProps, FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import { buildQuery } from './build-query';
import { layoutCalendars } from './layout';
import { transformProps } from './transform-props';
import recorded from '../../../test-support/charts/calendar-heatmap/chart-data-evolution-calendar.json';
import { recordedResults } from '../../../test-support/charts/timeseries/data';

const formData: FormData = {
  datasource: '3__table',
  viz_type: 'cal_heatmap',
  x_axis: 'date',
  metrics: ['sum_precipitation'],
  domain_granularity: 'month',
  subdomain_granularity: 'day',
  y_axis_format: '.1f',
};
const result = makeResult({
  colnames: ['date', 'sum_precipitation'],
  coltypes: [2, 0],
  data: [
    { date: Date.UTC(2012, 0, 1), sum_precipitation: 0 },
    { date: Date.UTC(2012, 0, 2), sum_precipitation: 10.9 },
    { date: Date.UTC(2013, 5, 30), sum_precipitation: 2.5 },
  ],
});
const props = (extra: Partial<FormData> = {}): ChartProps => ({
  formData: { ...formData, ...extra },
  queriesData: [result],
  width: 800,
  height: 400,
  theme: 'light',
});

describe('cal_heatmap buildQuery', () => {
  it('asks for the metrics per subdomain cell of the time column, in time order', () => {
    const [query] = buildQuery({ ...formData, subdomain_granularity: 'week' }).queries;
    expect(query?.columns).toEqual([expect.objectContaining({ sqlExpression: 'date', timeGrain: 'P1W' })]);
    expect(query?.metrics).toEqual(['sum_precipitation']);
    const [legacy] = buildQuery({ ...formData, x_axis: undefined, granularity_sqla: 'ds' }).queries;
    expect(legacy?.columns).toEqual([expect.objectContaining({ sqlExpression: 'ds', timeGrain: 'P1D' })]);
  });
});

describe('cal_heatmap transformProps', () => {
  it('draws one calendar per year in the year domain, each day a cell with its value', () => {
    const { echartOptions } = transformProps(props({ domain_granularity: 'year' }));
    const calendars = Array.isArray(echartOptions.calendar) ? echartOptions.calendar : [];
    expect(calendars.map((c) => c.range)).toEqual(['2012', '2013']);
    const series = Array.isArray(echartOptions.series) ? echartOptions.series : [];
    expect(series.map((s) => s.data)).toEqual([
      [
        ['2012-01-01', 0],
        ['2012-01-02', 10.9],
      ],
      [['2013-06-30', 2.5]],
    ]);
    expect(echartOptions.visualMap).toMatchObject({ min: 0, max: 10.9, show: true });
  });

  it('draws one calendar per month in the month domain, in a grid that fits the slot', () => {
    const { echartOptions } = transformProps(props());
    const calendars = Array.isArray(echartOptions.calendar) ? echartOptions.calendar : [];
    expect(calendars.map((c) => c.range)).toEqual(['2012-01', '2013-06']);
    const [first, second] = calendars;
    expect(second?.left).toBeGreaterThan(Number(first?.left));
    expect(second?.top).toBe(first?.top);
  });

  it('formats the tooltip with the day and the number format', () => {
    const { tooltip } = transformProps(props()).echartOptions;
    const html = (tooltip as { formatter: (p: unknown) => string }).formatter({
      seriesIndex: 0,
      value: ['2012-01-02', 10.9],
    });
    expect(html).toContain('2012-01-02');
    expect(html).toContain('10.9');
  });
});

describe('cal_heatmap on its recorded answer (daily rain of 2024)', () => {
  it('fills twelve month calendars with a cell for every day of the leap year', () => {
    const { echartOptions } = transformProps({ ...props(), queriesData: recordedResults(recorded) });
    const series = Array.isArray(echartOptions.series) ? echartOptions.series : [];
    expect(series).toHaveLength(12);
    expect(series.flatMap((s) => (Array.isArray(s.data) ? s.data : []))).toHaveLength(366);
    const wettest = Math.max(...(recorded.result[0]?.data ?? []).map((row) => row.sum_precipitation));
    expect(echartOptions.visualMap).toMatchObject({ max: wettest });
  });
});

describe('calendar layout', () => {
  it('picks the column count that gives the largest cells', () => {
    // Twelve month calendars in a wide slot: several per row, not one tall column.
    const wide = layoutCalendars(12, 'month', { left: 0, top: 0, width: 800, height: 300 });
    expect(wide.columns).toBeGreaterThan(3);
    expect(wide.boxes).toHaveLength(12);
    const year = layoutCalendars(1, 'year', { left: 0, top: 0, width: 530, height: 300 });
    expect(year).toMatchObject({ columns: 1, cell: 10 });
  });
});
