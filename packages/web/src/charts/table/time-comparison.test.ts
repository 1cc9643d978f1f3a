import { describe, expect, it } from 'vitest';
import { calculateDifferences, compareRow, comparisonKey, timeComparisonOffset } from './time-comparison';

const fd = (extra: Record<string, unknown>) => ({ datasource: '1__table', viz_type: 'table', ...extra });

describe('timeComparisonOffset', () => {
  it('takes the first plain shift when a comparison type is set or left to its default', () => {
    expect(timeComparisonOffset(fd({ time_compare: ['1 year ago', '1 week ago'], comparison_type: 'values' }))).toBe(
      '1 year ago',
    );
    expect(timeComparisonOffset(fd({ time_compare: '28 days ago' }))).toBe('28 days ago');
    for (const type of ['difference', 'percentage', 'ratio', 'absolute']) {
      expect(timeComparisonOffset(fd({ time_compare: ['1 year ago'], comparison_type: type }))).toBe('1 year ago');
    }
  });

  it('is off without a shift, with an unknown type, or with custom and inherit shifts only', () => {
    expect(timeComparisonOffset(fd({}))).toBeNull();
    expect(timeComparisonOffset(fd({ time_compare: [] }))).toBeNull();
    expect(timeComparisonOffset(fd({ time_compare: ['1 year ago'], comparison_type: 'bogus' }))).toBeNull();
    expect(timeComparisonOffset(fd({ time_compare: ['custom', 'inherit'] }))).toBeNull();
    expect(timeComparisonOffset(fd({ time_compare: ['custom', '1 day ago'] }))).toBe('1 day ago');
  });
});

describe('calculateDifferences', () => {
  it("is Superset's: change over the shifted value's magnitude, ±100% to or from nothing", () => {
    expect(calculateDifferences(150, 100)).toEqual({ difference: 50, percentChange: 0.5 });
    expect(calculateDifferences(50, -100)).toEqual({ difference: 150, percentChange: 1.5 });
    expect(calculateDifferences(0, 0)).toEqual({ difference: 0, percentChange: 0 });
    expect(calculateDifferences(10, 0)).toEqual({ difference: 10, percentChange: 1 });
    expect(calculateDifferences(0, 10)).toEqual({ difference: -10, percentChange: -1 });
  });
});

describe('compareRow', () => {
  it('replaces each compared metric and its shifted value by Main, #, △ and %', () => {
    const row = { name: 'a', count: 120, 'count__1 year ago': 100, '%count': 0.6, '%count__1 year ago': null };
    const compared = compareRow(row, [
      { key: 'count', compareKey: 'count__1 year ago' },
      { key: '%count', compareKey: '%count__1 year ago' },
    ]);
    expect(compared).toEqual({
      name: 'a',
      'Main count': 120,
      '# count': 100,
      '△ count': 20,
      '% count': 0.2,
      'Main %count': 0.6,
      '# %count': 0,
      '△ %count': 0.6,
      '% %count': 1,
    });
    expect(comparisonKey('△', 'x')).toBe('△ x');
  });
});
