import { describe, expect, it } from 'vitest';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { roseGrains, roseSeries, segmentLengths } from './rose-data';

describe('rose data', () => {
  it('names series by their group with one metric, by metric and group with several', () => {
    const one = chartResult([], { date: 2, 'count, rain': 0, 'count, sun': 0 });
    expect(roseSeries(one, 'date', 1).map((s) => [s.name, s.groupValues])).toEqual([
      ['rain', ['rain']],
      ['sun', ['sun']],
    ]);
    const two = chartResult([], { date: 2, 'count, rain': 0, 'wind, rain': 0 });
    expect(roseSeries(two, 'date', 1).map((s) => s.name)).toEqual(['count, rain', 'wind, rain']);
    expect(roseSeries(chartResult([], { date: 2, count: 0 }), 'date', 0).map((s) => s.name)).toEqual(['count']);
  });

  it('orders grains by time, missing and negative values as 0', () => {
    const result = chartResult(
      [
        { date: 20, 'count, rain': 2, 'count, sun': null },
        { date: 10, 'count, rain': -1, 'count, sun': 3 },
      ],
      { date: 2, 'count, rain': 0, 'count, sun': 0 },
    );
    const grains = roseGrains(result, 'date', roseSeries(result, 'date', 1));
    expect(grains).toEqual([
      { time: 10, values: [0, 3] },
      { time: 20, values: [2, 0] },
    ]);
  });

  it('stacks segments by value, or so that their areas follow the values', () => {
    expect(segmentLengths([1, 3], false)).toEqual([1, 3]);
    expect(segmentLengths([1, 3], true)).toEqual([1, 1]);
  });
});
