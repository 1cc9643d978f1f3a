import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { transformProps } from './transform-props';

const day = (d: number) => Date.UTC(2024, 0, d);

const trend = (values: (number | null)[]) => values.map((v, i) => ({ ds: day(i + 1), count: v }));

const trendProps = (values: (number | null)[], formData: Record<string, unknown> = {}) =>
  transformProps(
    chartProps({ viz_type: 'big_number', x_axis: 'ds', metric: 'count', ...formData }, [
      chartResult(trend(values), { ds: 2, count: 0 }),
    ]),
  );

describe('big number transformProps', () => {
  it('big_number_total: the single value in the y-axis format, with the subheader', () => {
    const props = transformProps(
      chartProps({ viz_type: 'big_number_total', metric: 'count', y_axis_format: ',d', subheader: 'people' }, [
        chartResult([{ count: 1234567 }]),
      ]),
    );
    expect(props).toMatchObject({
      bigNumber: 1234567,
      formattedNumber: '1,234,567',
      subheader: 'people',
      changeDirection: 'none',
      percentChange: null,
      trendline: null,
      echartOptions: null,
      headerFontSize: 0.4,
      subheaderFontSize: 0.15,
    });
  });

  it('adaptive format by default; adhoc metric labels', () => {
    const metric = { expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'Total' };
    const props = transformProps(
      chartProps({ viz_type: 'big_number_total', metric }, [chartResult([{ Total: 1234567 }])]),
    );
    expect(props.formattedNumber).toBe('1.23M');
  });

  it("'No data' when empty or null", () => {
    const empty = transformProps(chartProps({ viz_type: 'big_number_total', metric: 'count' }, [chartResult([])]));
    expect([empty.bigNumber, empty.formattedNumber]).toEqual([null, '']);
    const nulls = trendProps([null, null]);
    expect([nulls.bigNumber, nulls.formattedNumber]).toEqual([null, '']);
    expect(transformProps(chartProps({ viz_type: 'big_number', metric: 'count' }, [])).bigNumber).toBeNull();
  });

  it('big_number: the last non-null point, percent change vs compare_lag periods before, green when up', () => {
    const props = trendProps([100, 80, 90, null], { compare_lag: '2', compare_suffix: 'over 2 days' });
    expect(props.bigNumber).toBe(90);
    expect(props.percentChange).toBeCloseTo(-0.1);
    expect(props.subheader).toBe('-10.0% over 2 days');
    expect(props.changeDirection).toBe('negative');
    const up = trendProps([80, 90.0, 89.84], { compare_lag: 2 });
    expect(up.subheader).toBe('+12.3%');
    expect(up.changeDirection).toBe('positive');
  });

  it('no change without enough history, or against a zero base', () => {
    expect(trendProps([1, 2], { compare_lag: 5, subheader: 'kept' })).toMatchObject({
      subheader: 'kept',
      percentChange: null,
      changeDirection: 'none',
    });
    expect(trendProps([0, 5], { compare_lag: 1 })).toMatchObject({ subheader: '+0.0%', changeDirection: 'none' });
  });

  it('sorts the trendline by time and builds an area line without axes', () => {
    const rows = [
      { ds: day(3), count: 3 },
      { ds: day(1), count: 1 },
      { ds: day(2), count: null },
    ];
    const props = transformProps(
      chartProps(
        { viz_type: 'big_number', x_axis: 'ds', metric: 'count', color_picker: { r: 10, g: 20, b: 30, a: 1 } },
        [chartResult(rows)],
      ),
    );
    expect(props.trendline).toEqual([
      [day(1), 1],
      [day(2), null],
      [day(3), 3],
    ]);
    expect(props.mainColor).toBe('rgba(10, 20, 30, 1)');
    const option = props.echartOptions;
    expect(option?.xAxis).toEqual({ type: 'time', show: false });
    expect(option?.yAxis).toEqual({ type: 'value', show: false, scale: false });
    const [series] = Array.isArray(option?.series) ? option.series : [];
    expect(series).toMatchObject({ type: 'line', showSymbol: false, color: 'rgba(10, 20, 30, 1)' });
  });

  it('hides the trendline when show_trend_line is off, shows the timestamp when asked', () => {
    const props = trendProps([1, 2], { show_trend_line: false, show_timestamp: true, time_grain_sqla: 'P1D' });
    expect([props.trendline, props.echartOptions]).toEqual([null, null]);
    expect(props.formattedTimestamp).toBe('2024-01-02');
  });

  it('the trendline tooltip shows the point time and value', () => {
    const { echartOptions } = trendProps([1500, 2500], { y_axis_format: ',d', time_grain_sqla: 'P1D' });
    const { formatter } = echartOptions?.tooltip as { formatter: (p: { data: unknown }[]) => string };
    expect(formatter([{ data: [Date.UTC(2024, 0, 2), 2500] }])).toBe('2024-01-02<br/>count: <b>2,500</b>');
    expect(formatter([{ data: [Date.UTC(2024, 0, 2), null] }])).toBe('2024-01-02<br/>count: <b>N/A</b>');
  });
});
