import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/radar/chart-data-cars.json';
import { transformProps } from './transform-props';

// Average MPG, horsepower and acceleration per origin, as the chart-data API answered on the examples.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], {
  origin: 1,
  avg_miles_per_gallon: 0,
  avg_horsepower: 0,
  avg_acceleration: 0,
});
const METRICS = ['avg_miles_per_gallon', 'avg_horsepower', 'avg_acceleration'];

const radar = (formData: Record<string, unknown> = {}) =>
  transformProps(chartProps({ viz_type: 'radar', groupby: ['origin'], metrics: METRICS, ...formData }, [result]));

type Datum = {
  name: string;
  value: number[];
  itemStyle: { opacity: number };
  lineStyle: { opacity: number };
  label: { formatter: (p: { value: number }) => string };
};
const optionOf = (props: ReturnType<typeof transformProps>, selected: string | null = null) => {
  const option = props.optionFor(selected);
  const radarOption = option.radar as {
    indicator: { name: string; max?: number; min: number }[];
    shape: string;
    radius: number;
    axisName: { formatter: (name: string) => string };
  };
  const [series] = Array.isArray(option.series) ? option.series : [];
  return { radar: radarOption, data: (series as { data: Datum[] }).data, tooltip: option.tooltip };
};

describe('radar transformProps', () => {
  it('one polygon per row with a vertex per metric', () => {
    const { data } = optionOf(radar());
    expect(data.map((d) => [d.name, d.value.map((v) => Math.round(v))])).toEqual([
      ['Japan', [30, 80, 16]],
      ['Europe', [28, 81, 17]],
      ['USA', [20, 120, 15]],
    ]);
  });

  it("per-metric axes: ECharts' scale by default, a set max, or the data's max when cleared", () => {
    expect(optionOf(radar()).radar.indicator).toEqual(METRICS.map((name) => ({ name, min: 0 })));
    const column_config = {
      avg_miles_per_gallon: { radarMetricMaxValue: 50 },
      avg_horsepower: { radarMetricMaxValue: null },
    };
    const [mpg, hp, acceleration] = optionOf(radar({ column_config, is_circle: true })).radar.indicator;
    expect(mpg).toEqual({ name: 'avg_miles_per_gallon', min: 0, max: 50 });
    expect(hp).toEqual({ name: 'avg_horsepower', min: 0, max: 119.9 });
    expect(acceleration).toEqual({ name: 'avg_acceleration', min: 0 });
    expect(optionOf(radar({ is_circle: true })).radar.shape).toBe('circle');
  });

  it('fits the radar under the legend and cuts metric names to the room beside it', () => {
    // 800 × 400 less the 30 px of the legend: radius 0.7 × 185, names get the rest of each half.
    const { radar: box } = optionOf(radar());
    expect(box.radius).toBeCloseTo(129.5);
    expect(box.axisName.formatter('avg_miles_per_gallon')).toBe('avg_miles_per_gallon');
    const narrow = optionOf(
      transformProps({
        ...chartProps({ viz_type: 'radar', groupby: ['origin'], metrics: METRICS }, [result]),
        width: 300,
      }),
    );
    // 300 wide: 300 / 2 − 0.7 × 150 − 16 leaves the 40 px minimum, five characters.
    expect(narrow.radar.axisName.formatter('avg_miles_per_gallon')).toBe('avg_…');
  });

  it('labels by value or by category and value, and lists every metric in the tooltip', () => {
    const props = radar({ label_type: 'key_value', number_format: '.1f' });
    expect(optionOf(props).data[2]?.label.formatter({ value: 119.9 })).toBe('USA: 119.9');
    const { formatter } = optionOf(props).tooltip as { formatter: (p: { dataIndex: number }) => string };
    expect(formatter({ dataIndex: 1 })).toBe(
      '<b>Europe</b><br/>avg_miles_per_gallon <b>27.9</b><br/>avg_horsepower <b>81.0</b><br/>avg_acceleration <b>16.8</b>',
    );
  });

  it('fades the polygons outside the cross-filter', () => {
    const props = transformProps({
      ...chartProps({ viz_type: 'radar', groupby: ['origin'], metrics: METRICS }, [result]),
      filterState: { selectedValues: ['Europe'] },
    });
    expect(props.selectedName).toBe('Europe');
    expect(optionOf(props, 'Europe').data.map((d) => [d.itemStyle.opacity, d.lineStyle.opacity])).toEqual([
      [0, 0.3],
      [1, 1],
      [0, 0.3],
    ]);
  });
});
