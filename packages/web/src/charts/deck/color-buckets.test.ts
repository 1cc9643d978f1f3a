import { getSequentialScheme, type FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { breakPoints, legendItems, metricColorScale, readLegendPosition, TRANSPARENT } from './color-buckets';
import { cssToDeck } from './colors';

const { colors } = getSequentialScheme('superset_seq_1');
const first = cssToDeck(colors[0] ?? '', 204);
const last = cssToDeck(colors.at(-1) ?? '', 204);
const values = [0, 30, 50, 100];
const form = (extra: Record<string, unknown> = {}): FormData => ({
  datasource: '1__table',
  viz_type: 'deck_polygon',
  ...extra,
});

describe("deck_polygon's metric colours (Superset's getBreakPoints and getBreakPointColorScaler)", () => {
  it('splits the values into num_buckets even steps, the ends widened to the precision of a step', () => {
    expect(breakPoints(form({ num_buckets: 5 }), values)).toEqual(['0', '20', '40', '60', '80', '100']);
    expect(breakPoints(form({ num_buckets: '5' }), [0.12, 0.37])).toEqual([
      '0.12',
      '0.17',
      '0.22',
      '0.27',
      '0.32',
      '0.37',
    ]);
    expect(breakPoints(form(), [0, 10])).toHaveLength(11);
    expect(breakPoints(form({ num_buckets: 5 }), [])).toEqual([]);
  });

  it('takes the break points given, sorted', () => {
    expect(breakPoints(form({ break_points: ['100', '0', '10'], num_buckets: 5 }), values)).toEqual(['0', '10', '100']);
  });

  it("colours each bucket with the next of the scheme's colours at `opacity`, outside the points transparent", () => {
    const scale = metricColorScale(form({ num_buckets: 5, linear_color_scheme: 'superset_seq_1' }), values);
    expect(scale.colorOf(0)).toEqual(first);
    expect(scale.colorOf(19.9)).toEqual(first);
    expect(scale.colorOf(100)).toEqual(last);
    expect(scale.colorOf(85)).toEqual(last);
    const middle = scale.colorOf(50);
    expect(middle).not.toEqual(first);
    expect(middle).not.toEqual(last);
    expect(scale.colorOf(null)).toEqual(TRANSPARENT);
    expect(scale.colorOf('n/a')).toEqual(TRANSPARENT);
    const given = metricColorScale(form({ break_points: ['10', '60'], opacity: 50 }), values);
    expect(given.colorOf(5)[3]).toBe(0);
    expect(given.colorOf(61)[3]).toBe(0);
    expect(given.colorOf(30)[3]).toBe(128);
  });

  it('follows the value linearly without buckets', () => {
    const scale = metricColorScale(form({ linear_color_scheme: 'superset_seq_1' }), values);
    expect(scale.points).toEqual([]);
    expect(scale.colorOf(0)).toEqual(first);
    expect(scale.colorOf(100)).toEqual(last);
  });

  it('lists the buckets for the legend in legend_format, and reads its position', () => {
    const fd = form({ num_buckets: 2, legend_format: ',.1f' });
    const items = legendItems(fd, metricColorScale(fd, [0, 2000]));
    expect(items.map((i) => i.label)).toEqual(['0.0 - 1,000.0', '1,000.0 - 2,000.0']);
    expect(items[0]?.color).toEqual(first);
    expect(legendItems(form({ num_buckets: 2 }), metricColorScale(form({ num_buckets: 2 }), [0, 2000]))[0]?.label).toBe(
      '0 - 1000',
    );
    expect(readLegendPosition(form())).toBe('tr');
    expect(readLegendPosition(form({ legend_position: 'bl' }))).toBe('bl');
    expect(readLegendPosition(form({ legend_position: null }))).toBeNull();
  });
});
