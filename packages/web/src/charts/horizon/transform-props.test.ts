import type { ChartProps, FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import { bandColor, bandFill, bandSteps, scaledValues } from './bands';
import { buildQuery } from './build-query';
import { transformProps } from './transform-props';
import recorded from '../../../test-support/charts/horizon/chart-data-evolution-horizon.json';
import { recordedResults } from '../../../test-support/charts/timeseries/data';

const JAN = Date.UTC(2020, 0, 1);
const FEB = Date.UTC(2020, 1, 1);
const result = makeResult({
  colnames: ['date', 'avg_price, AAPL', 'avg_price, MSFT'],
  coltypes: [2, 0, 0],
  data: [
    { date: JAN, 'avg_price, AAPL': 10, 'avg_price, MSFT': 40 },
    { date: FEB, 'avg_price, AAPL': 20, 'avg_price, MSFT': -20 },
  ],
});
const props = (extra: Partial<FormData> = {}, height = 300): ChartProps => ({
  formData: {
    datasource: '2__table',
    viz_type: 'horizon',
    x_axis: 'date',
    time_grain_sqla: 'P1M',
    metrics: ['avg_price'],
    groupby: ['symbol'],
    series_height: '25',
    ...extra,
  },
  queriesData: [result],
  width: 500,
  height,
  theme: 'light',
});

describe('horizon bands', () => {
  it('folds a value into four bands of a quarter of the extent each', () => {
    expect(bandSteps([[10, -40]], 'series')).toEqual([10]);
    expect([0, 1, 2, 3].map((band) => bandFill(25, band, 10, true))).toEqual([1, 1, 0.5, 0]);
    expect(bandFill(-15, 1, 10, false)).toBe(0.5);
    expect(bandFill(-15, 0, 10, true)).toBe(0);
  });

  it("scales each row by itself, all rows together, or by the change since the row's first value", () => {
    expect(bandSteps([[4], [40]], 'series')).toEqual([1, 10]);
    expect(bandSteps([[4], [40]], 'overall')).toEqual([10, 10]);
    expect(scaledValues([5, 7, null, 2], 'change')).toEqual([0, 2, null, -3]);
  });

  it('colours bands darker away from zero, red above and blue below', () => {
    expect([bandColor(0, true), bandColor(3, true)]).toEqual(['#fee090', '#d73027']);
    expect([bandColor(0, false), bandColor(3, false)]).toEqual(['#abd9e9', '#313695']);
  });
});

describe('horizon chart', () => {
  it('asks for the time series of each group, legacy time column included', () => {
    const [query] = buildQuery({ ...props().formData, x_axis: undefined, granularity_sqla: 'date' }).queries;
    expect(query?.columns).toEqual([expect.objectContaining({ sqlExpression: 'date' }), 'symbol']);
    expect(query?.post_processing?.[0]).toMatchObject({ operation: 'pivot' });
  });

  it('draws a row per series at series_height, shrunk to fit the slot', () => {
    const out = transformProps(props());
    expect(out.rows.map((row) => [row.name, row.values])).toEqual([
      ['AAPL', [10, 20]],
      ['MSFT', [40, -20]],
    ]);
    expect(out.rowHeight).toBe(25);
    expect(transformProps(props({}, 30)).rowHeight).toBe(15);
    const [series] = Array.isArray(out.echartOptions.series) ? out.echartOptions.series : [];
    // Four bands above and four below zero for each of the two rows.
    expect(series?.data).toHaveLength(16);
  });
});

describe('horizon on its recorded answer (monthly average price per symbol)', () => {
  it('draws a row per symbol, as changes since its first month in the change domain', () => {
    const out = transformProps({ ...props({ horizon_color_scale: 'change' }), queriesData: recordedResults(recorded) });
    expect(out.rows.map((row) => `avg_price, ${row.name}`)).toEqual(recorded.result[0]?.colnames.slice(1));
    const aapl = (recorded.result[0]?.data ?? []).map((row) => row['avg_price, AAPL']);
    const firstPrice = aapl.find((v): v is number => typeof v === 'number') ?? 0;
    expect(out.rows[0]?.values.at(-1)).toBeCloseTo((aapl.at(-1) ?? 0) - firstPrice, 9);
  });
});
