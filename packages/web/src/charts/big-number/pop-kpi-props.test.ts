import type { ChartProps, FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import { transformPopKpiProps } from './pop-kpi-props';
import { buildPopKpiQuery } from './pop-kpi-query';
import recorded from '../../../test-support/charts/pop-kpi/chart-data-evolution-popKpi.json';
import { recordedResults } from '../../../test-support/charts/timeseries/data';

const props = (extra: Partial<FormData>, row: Record<string, unknown> | null): ChartProps => ({
  formData: { datasource: '1__table', viz_type: 'pop_kpi', metric: 'count', time_comparison: 'y', ...extra },
  queriesData: [makeResult({ colnames: ['count', 'count__1 year ago'], data: row === null ? [] : [row] })],
  width: 400,
  height: 300,
  theme: 'light',
});

describe('pop_kpi buildQuery', () => {
  it('asks for the metric with the comparison period as a time offset', () => {
    const offsetOf = (time_comparison: string, extra: Partial<FormData> = {}) =>
      buildPopKpiQuery({ datasource: '1__table', viz_type: 'pop_kpi', metric: 'count', time_comparison, ...extra })
        .queries[0]?.time_offsets;
    expect(offsetOf('y')).toEqual(['1 year ago']);
    expect(offsetOf('m')).toEqual(['1 month ago']);
    expect(offsetOf('w')).toEqual(['1 week ago']);
    expect(offsetOf('r')).toEqual(['inherit']);
    expect(offsetOf('c', { start_date_offset: '2011-01-01' })).toEqual(['2011-01-01']);
  });
});

describe('pop_kpi transformProps', () => {
  it('shows the value, the previous value, the difference and the percentage change', () => {
    const out = transformPopKpiProps(props({ y_axis_format: ',d' }, { count: 1200, 'count__1 year ago': 1000 }));
    expect(out.bigNumber).toBe('1,200');
    expect(out.comparisons.map((c) => [c.symbol, c.value, c.color])).toEqual([
      ['#', '1,000', null],
      ['△', '200', null],
      ['%', '20.00%', null],
    ]);
  });

  it('colours a rise green and a fall red, or the other way round with the Red scheme', () => {
    const colours = (extra: Partial<FormData>, now: number) =>
      transformPopKpiProps(
        props({ comparison_color_enabled: true, ...extra }, { count: now, 'count__1 year ago': 10 }),
      ).comparisons.map((c) => c.color);
    expect(colours({}, 12)).toEqual([null, '#5AC189', '#5AC189']);
    expect(colours({}, 8)).toEqual([null, '#E04355', '#E04355']);
    expect(colours({ comparison_color_scheme: 'Red' }, 12)).toEqual([null, '#E04355', '#E04355']);
  });

  it('hides the boxes column_config hides and says so when there is no data', () => {
    const out = transformPopKpiProps(props({ column_config: { '#': { visible: false } } }, null));
    expect(out.bigNumber).toBe('No data');
    expect(out.comparisons.map((c) => [c.symbol, c.value])).toEqual([
      ['△', 'N/A'],
      ['%', 'N/A'],
    ]);
  });
});

describe('pop_kpi on its recorded answer (rain in 2024 against 2023)', () => {
  it('shows the year, the year before, the difference and the change', () => {
    const row = recorded.result[0]?.data[0];
    const now = row?.sum_precipitation ?? 0;
    const before = row?.['sum_precipitation__1 year ago'] ?? 0;
    const out = transformPopKpiProps({
      ...props({ metric: 'sum_precipitation', y_axis_format: ',.1f', percentDifferenceFormat: '.1%' }, null),
      queriesData: recordedResults(recorded),
    });
    expect(out.bigNumber).toBe(now.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
    expect(out.comparisons.map((c) => c.value)).toEqual([
      before.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      (now - before).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      `${(((now - before) / Math.abs(before)) * 100).toFixed(1)}%`,
    ]);
  });
});

describe('pop_kpi percent format', () => {
  it('reads the smart number default as a percentage, and keeps a chosen format', () => {
    const percentOf = (percentDifferenceFormat: string) =>
      transformPopKpiProps(props({ percentDifferenceFormat }, { count: 84, 'count__1 year ago': 100 })).comparisons.at(
        -1,
      )?.value;
    expect(percentOf('SMART_NUMBER')).toBe('-16.00%');
    expect(percentOf('.1%')).toBe('-16.0%');
  });
});
