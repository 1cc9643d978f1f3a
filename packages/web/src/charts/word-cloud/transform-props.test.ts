import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/word-cloud/chart-data-cars.json';
import { transformProps } from './transform-props';

// The average horsepower of the 100 most powerful models, as the chart-data API answered the word cloud's query.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { name: 1, avg_horsepower: 0 });
const formData = { viz_type: 'word_cloud', series: 'name', metric: 'avg_horsepower', size_from: 10, size_to: 70 };

describe('word cloud transformProps', () => {
  it('one word per row, sized linearly from zero onto [size_from, size_to], coloured by the scheme', () => {
    const { words } = transformProps(chartProps(formData, [result]));
    expect(words).toHaveLength(100);
    expect(words[0]).toMatchObject({ text: 'pontiac grand prix', size: 70, color: '#1FA8C9' });
    // 225 hp of the largest 230 hp: 10 + 225/230 × 60.
    expect(words[1]?.size).toBeCloseTo(68.7, 1);
    expect(words[1]?.color).toBe('#454E7C');
  });

  it("rotation: flat by default, Superset's square and random turns", () => {
    const turns = (rotation?: string) =>
      new Set(transformProps(chartProps({ ...formData, rotation }, [result])).words.map((w) => w.rotate));
    expect(turns()).toEqual(new Set([0]));
    expect(turns('square')).toEqual(new Set([0, 90]));
    expect([...turns('random')].every((r) => r % 30 === 0 && r >= -90 && r <= 60)).toBe(true);
  });
});
