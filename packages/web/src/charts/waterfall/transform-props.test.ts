import type { ChartProps, ChartDataResult, FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import { buildQuery } from './build-query';
import { transformProps } from './transform-props';
import recorded from '../../../test-support/charts/waterfall/chart-data-evolution-waterfall.json';
import { recordedResults } from '../../../test-support/charts/timeseries/data';

const JAN = Date.UTC(2012, 0, 1);
const FEB = Date.UTC(2012, 1, 1);
const MAR = Date.UTC(2012, 2, 1);

const props = (extra: Partial<FormData>, result: ChartDataResult): ChartProps => ({
  formData: {
    datasource: '3__table',
    viz_type: 'waterfall',
    x_axis: 'date',
    time_grain_sqla: 'P1M',
    metric: 'sum_change',
    groupby: [],
    x_axis_time_format: '%b %Y',
    ...extra,
  },
  queriesData: [result],
  width: 600,
  height: 400,
  theme: 'light',
});

const monthly = makeResult({
  colnames: ['date', 'sum_change'],
  coltypes: [2, 0],
  data: [
    { date: JAN, sum_change: 10 },
    { date: FEB, sum_change: -4 },
    { date: MAR, sum_change: 6 },
  ],
});

describe('waterfall buildQuery', () => {
  it('asks for the x-axis and the one breakdown, in ascending order', () => {
    const [query] = buildQuery(props({ groupby: ['weather', 'ignored'] }, monthly).formData).queries;
    expect(query?.columns).toEqual([expect.objectContaining({ sqlExpression: 'date', timeGrain: 'P1M' }), 'weather']);
    expect(query?.orderby?.map(([, asc]) => asc)).toEqual([true, true]);
    expect(query?.metrics).toEqual(['sum_change']);
  });
});

describe('waterfall transformProps', () => {
  it('floats each change on the running total and ends with the total', () => {
    const { steps, echartOptions } = transformProps(props({}, monthly));
    expect(steps.map((s) => [s.name, s.kind, s.from, s.to])).toEqual([
      ['Jan 2012', 'increase', 0, 10],
      ['Feb 2012', 'decrease', 10, 6],
      ['Mar 2012', 'increase', 6, 12],
      ['Total', 'total', 0, 12],
    ]);
    const series = Array.isArray(echartOptions.series) ? echartOptions.series : [];
    expect(series.map((s) => s.data)).toEqual([
      [0, 6, 6, 0],
      [10, null, 6, null],
      [null, 4, null, null],
      [null, null, null, 12],
    ]);
  });

  it('with a breakdown, each value is a change and each period closes with its running total', () => {
    const result = makeResult({
      colnames: ['date', 'weather', 'sum_change'],
      coltypes: [2, 1, 0],
      data: [
        { date: JAN, weather: 'rain', sum_change: 5 },
        { date: JAN, weather: 'sun', sum_change: -2 },
        { date: FEB, weather: 'rain', sum_change: 1 },
      ],
    });
    const { steps } = transformProps(props({ groupby: ['weather'], total_label: 'All' }, result));
    expect(steps.map((s) => [s.name, s.kind, s.value])).toEqual([
      ['rain', 'increase', 5],
      ['sun', 'decrease', -2],
      ['Jan 2012', 'total', 3],
      ['rain', 'increase', 1],
      ['Feb 2012', 'total', 4],
      ['All', 'total', 4],
    ]);
  });

  it('has no bars without rows', () => {
    expect(transformProps(props({}, makeResult({ colnames: ['date', 'sum_change'] }))).steps).toEqual([]);
  });
});

describe('waterfall on its recorded answer (rain per month of 2024)', () => {
  it('adds the twelve months up to the year total', () => {
    const { steps } = transformProps({
      ...props({ metric: 'sum_precipitation' }, monthly),
      queriesData: recordedResults(recorded),
    });
    const months = recorded.result[0]?.data ?? [];
    expect(steps).toHaveLength(months.length + 1);
    const total = months.reduce((sum, row) => sum + row.sum_precipitation, 0);
    expect(steps.at(-1)?.value).toBeCloseTo(total, 9);
    steps.slice(0, -1).forEach((s, i) => expect(s.to - s.from).toBeCloseTo(months[i]?.sum_precipitation ?? 0, 9));
  });
});
