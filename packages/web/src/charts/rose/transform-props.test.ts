import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/rose/chart-data-weather.json';
import { transformProps } from './transform-props';

// Seattle days per weather and month, pivoted and flattened, as the chart-data API answered on the examples.
const [answer] = recorded.result;
const coltypes = Object.fromEntries((answer?.colnames ?? []).map((c, i) => [c, answer?.coltypes[i] ?? 1]));
const result = chartResult(answer?.data ?? [], coltypes);
const formData = {
  viz_type: 'rose',
  granularity_sqla: 'date',
  time_grain_sqla: 'P1M',
  groupby: ['weather'],
  metrics: ['count'],
  date_time_format: '%Y-%m',
};

const rose = (extra: Record<string, unknown> = {}) => transformProps(chartProps({ ...formData, ...extra }, [result]));

type Bar = { name: string; data: number[]; itemStyle: { opacity: number } };
const optionOf = (props: ReturnType<typeof transformProps>, selected: string | null = null) => {
  const option = props.optionFor(selected);
  return {
    bars: option.series as Bar[],
    angle: option.angleAxis as { data: string[]; axisLabel: { interval: number } },
    radius: option.radiusAxis as { max: number },
    tooltip: option.tooltip as { formatter: (p: { dataIndex: number; seriesIndex: number }) => string },
  };
};

describe('rose transformProps', () => {
  it('a wedge per month and a stacked segment per weather', () => {
    const { bars, angle } = optionOf(rose());
    expect(bars.map((b) => b.name)).toEqual(['drizzle', 'fog', 'rain', 'snow', 'sun']);
    expect(angle.data).toHaveLength(answer?.data.length ?? 0);
    expect(angle.data[1]).toBe('2022-12');
    expect(bars.map((b) => b.data[1])).toEqual([1, 0, 16, 7, 7]);
  });

  it('labels only as many months as fit around the rose', () => {
    // 800 × 400: a rose of radius 163 has room for 14 labels of 70 px, so every fourth month is named.
    expect(optionOf(rose()).angle.axisLabel.interval).toBe(3);
    const wide = transformProps({ ...chartProps(formData, [result]), width: 4000, height: 4000 });
    expect(optionOf(wide).angle.axisLabel.interval).toBe(0);
  });

  it('scales the radius to the largest month, or to its square root with area proportions', () => {
    const totals = (answer?.data ?? []).map((row) =>
      Object.entries(row).reduce((sum, [key, v]) => (key === 'date' ? sum : sum + (Number(v) || 0)), 0),
    );
    const largest = Math.max(...totals);
    expect(optionOf(rose()).radius.max).toBe(largest);
    expect(optionOf(rose({ rose_area_proportion: true })).radius.max).toBeCloseTo(Math.sqrt(largest));
  });

  it('the rich tooltip lists every weather of the month; without it, the one hovered', () => {
    expect(optionOf(rose()).tooltip.formatter({ dataIndex: 1, seriesIndex: 2 })).toBe(
      '<b>2022-12</b><br/>drizzle <b>1</b><br/>fog <b>0</b><br/>rain <b>16</b><br/>snow <b>7</b><br/>sun <b>7</b>',
    );
    expect(optionOf(rose({ rich_tooltip: false })).tooltip.formatter({ dataIndex: 1, seriesIndex: 2 })).toBe(
      '<b>2022-12</b><br/>rain <b>16</b>',
    );
  });

  it('dims the other weathers when one is the cross-filter', () => {
    const props = transformProps({ ...chartProps(formData, [result]), filterState: { selectedValues: ['sun'] } });
    expect(props.selectedName).toBe('sun');
    expect(optionOf(props, 'sun').bars.map((b) => b.itemStyle.opacity)).toEqual([0.3, 0.3, 0.3, 0.3, 1]);
  });
});
