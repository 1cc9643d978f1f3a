import { describe, expect, it } from 'vitest';
import { dimensionValuesOf, extractSeries, seriesKeyOf, sortSeries, unshiftedNameOf, xAxisTypeOf } from './series-data';
import { makeResult, smallResult } from '../../../test-support/charts/timeseries/data';
import { escapeHtml, formatAxisTooltip } from './tooltip';

describe('series data', () => {
  it('reads every non-x column as a series, numbers from numeric strings, nulls otherwise', () => {
    const result = makeResult({
      colnames: ['x', 'a'],
      data: [
        { x: 'q1', a: '2.5' },
        { x: null, a: 1 },
        { x: 'q2', a: 'n/a' },
      ],
    });
    expect(extractSeries(result, 'x')).toEqual([
      {
        name: 'a',
        points: [
          ['q1', 2.5],
          ['q2', null],
        ],
      },
    ]);
  });

  it('derives the x-axis type from coltypes, else from the values', () => {
    expect(xAxisTypeOf(smallResult(), 'order_date')).toBe('time');
    expect(xAxisTypeOf(makeResult({ colnames: ['x'], coltypes: [1] }), 'x')).toBe('category');
    expect(xAxisTypeOf(makeResult({ colnames: ['x'], coltypes: [0] }), 'x')).toBe('value');
    expect(xAxisTypeOf(makeResult({ data: [{ x: 3 }] }), 'x')).toBe('value');
  });

  it('sorts series by name or by a statistic, either way', () => {
    const series = [
      { name: 'b', points: [['x', 1] as [string, number]] },
      { name: 'a', points: [['x', 5] as [string, number]] },
      { name: 'c', points: [['x', null] as [string, null]] },
    ];
    expect(sortSeries(series, 'name', true).map((s) => s.name)).toEqual(['a', 'b', 'c']);
    expect(sortSeries(series, 'max', false).map((s) => s.name)).toEqual(['a', 'b', 'c']);
    expect(sortSeries(series, 'avg', true).map((s) => s.name)).toEqual(['c', 'b', 'a']);
  });

  it('finds the dimension values of a series from the label map or its name', () => {
    expect(dimensionValuesOf('SUM(x), EU, <NULL>', 2, {})).toEqual(['EU', null]);
    expect(dimensionValuesOf('EU', 1, { EU: ['EU'] })).toEqual(['EU']);
    expect(dimensionValuesOf('count', 0, {})).toEqual([]);
    expect(seriesKeyOf(['EU', null])).toBe('EU, <NULL>');
  });

  it('names the series a shifted series compares with', () => {
    expect(unshiftedNameOf('count__1 year ago', ['1 year ago'])).toBe('count');
    expect(unshiftedNameOf('1 year ago, ATL', ['1 year ago'])).toBe('ATL');
    expect(unshiftedNameOf('ATL', ['1 year ago'])).toBe(undefined);
    expect(unshiftedNameOf('ATL', [])).toBe(undefined);
  });
});

describe('axis tooltip', () => {
  const ctx = {
    formatX: (x: number | string) => `x=${x}`,
    formatY: (y: number | null) => (y === null ? '–' : y.toFixed(1)),
    sortByValue: false,
    showTotal: true,
    horizontal: false,
    totalLabel: 'Total',
  };

  it('escapes series names and keeps series order unless sorting by value', () => {
    const html = formatAxisTooltip(
      [
        { seriesName: '<b>a</b>', value: [1, 1], color: '#fff' },
        { seriesName: 'b', value: [1, 3] },
        { seriesName: 'c', value: [1, null] },
      ],
      ctx,
    );
    expect(html).toContain('x=1');
    expect(html).toContain('&lt;b&gt;a&lt;/b&gt;');
    expect(html).not.toContain('<b>a</b>');
    expect(html.indexOf('&lt;b&gt;')).toBeLessThan(html.indexOf('>b<'));
    expect(html).toContain('4.0');
    expect(html).toContain('–');
  });

  it('sorts by value, reads horizontal points and leaves the total out for one series', () => {
    const sorted = formatAxisTooltip(
      [
        { seriesName: 'small', value: [1, 'q1'] },
        { seriesName: 'big', value: [9, 'q1'] },
      ],
      { ...ctx, sortByValue: true, horizontal: true },
    );
    expect(sorted.indexOf('big')).toBeLessThan(sorted.indexOf('small'));
    expect(sorted).toContain('x=q1');
    expect(formatAxisTooltip({ seriesName: 'one', value: [1, 2] }, ctx)).not.toContain('Total');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });
});
