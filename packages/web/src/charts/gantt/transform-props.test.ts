import type { ChartProps, FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import { buildQuery } from './build-query';
import { transformProps } from './transform-props';
import recorded from '../../../test-support/charts/gantt/chart-data-evolution-gantt.json';
import { recordedResults } from '../../../test-support/charts/timeseries/data';

const day = (d: number) => Date.UTC(2024, 0, d);
const formData: FormData = {
  datasource: '1__table',
  viz_type: 'gantt_chart',
  start_time: 'start',
  end_time: 'finish',
  y_axis: 'team',
  series: 'phase',
  tooltip_metrics: ['count'],
  order_by_cols: ['["start", true]'],
};
const result = makeResult({
  colnames: ['start', 'finish', 'team', 'phase', 'count'],
  coltypes: [2, 2, 1, 1, 0],
  data: [
    { start: day(1), finish: day(5), team: 'web', phase: 'build', count: 3 },
    { start: day(3), finish: day(9), team: 'api', phase: 'test', count: 1 },
    { start: day(6), finish: day(8), team: 'web', phase: 'test', count: 2 },
  ],
});
const props = (extra: Partial<FormData> = {}): ChartProps => ({
  formData: { ...formData, ...extra },
  queriesData: [result],
  width: 600,
  height: 300,
  theme: 'light',
});

describe('gantt buildQuery', () => {
  it('asks for each column once, the tooltip metrics and the chosen order', () => {
    const [query] = buildQuery({ ...formData, tooltip_columns: ['team'] }).queries;
    expect(query?.columns).toEqual(['start', 'finish', 'team', 'phase']);
    expect(query?.metrics).toEqual(['count']);
    expect(query?.orderby).toEqual([['start', true]]);
    expect(query?.series_columns).toEqual(['phase']);
  });
});

describe('gantt transformProps', () => {
  it('draws one series per dimension value, each event in its y-axis lane', () => {
    const out = transformProps(props());
    const option = out.optionFor(null);
    const series = Array.isArray(option.series) ? option.series : [];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['build', [[day(1), day(5), 0]]],
      [
        'test',
        [
          [day(3), day(9), 1],
          [day(6), day(8), 0],
        ],
      ],
    ]);
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['web', 'api'] });
    expect(out.filterColumn).toBe('phase');
  });

  it('splits lanes by the dimension with subcategories, and dims what a cross-filter leaves out', () => {
    const out = transformProps(props({ subcategories: true }));
    expect(out.optionFor(null).yAxis).toMatchObject({ data: ['web / build', 'api / test', 'web / test'] });
    const series = out.optionFor('test').series;
    const opacities = (Array.isArray(series) ? series : []).map((s) => (s.itemStyle as { opacity: number }).opacity);
    expect(opacities).toEqual([0.3, 1]);
  });

  it('lists start, end and the tooltip metrics in the tooltip', () => {
    const { tooltip } = transformProps(props({ tooltipTimeFormat: '%Y-%m-%d' })).optionFor(null);
    const html = (tooltip as { formatter: (p: { seriesIndex: number; dataIndex: number }) => string }).formatter({
      seriesIndex: 1,
      dataIndex: 0,
    });
    expect(html).toContain('2024-01-03');
    expect(html).toContain('2024-01-09');
    expect(html).toContain('count');
  });
});

describe('gantt on its recorded answer (each stock month of 2024)', () => {
  it('draws one lane and one series per symbol, a bar per month', () => {
    const out = transformProps({
      ...props({
        start_time: 'date',
        end_time: { expressionType: 'SQL', sqlExpression: 'x', label: 'month_end' },
        y_axis: 'symbol',
        series: 'symbol',
        tooltip_metrics: [],
      }),
      queriesData: recordedResults(recorded),
    });
    const symbols = [...new Set((recorded.result[0]?.data ?? []).map((row) => row.symbol))].sort();
    expect(out.eventsBySeries.map((events) => events[0]?.series)).toEqual(symbols);
    expect(out.eventsBySeries.flat()).toHaveLength(recorded.result[0]?.data.length ?? 0);
    expect(out.eventsBySeries.flat().every((e) => e.end > e.start)).toBe(true);
  });
});
