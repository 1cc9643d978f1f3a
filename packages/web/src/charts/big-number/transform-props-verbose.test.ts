import type { ChartDatasourceMeta } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { transformProps } from './transform-props';

const datasource: ChartDatasourceMeta = {
  verboseMap: { avg_delay: 'Average delay (min)' },
  columnFormats: { avg_delay: ',.1f' },
};

const total = (formData: Record<string, unknown> = {}, meta: ChartDatasourceMeta | null = datasource) =>
  transformProps({
    ...chartProps({ viz_type: 'big_number_total', metric: 'avg_delay', ...formData }, [
      chartResult([{ avg_delay: 6.6666 }]),
    ]),
    ...(meta && { datasource: meta }),
  });

describe('big number with the datasource meta', () => {
  it("takes the saved metric's d3 format when y_axis_format is the default", () => {
    expect(total().formattedNumber).toBe('6.7');
    expect(total({ y_axis_format: 'SMART_NUMBER' }).formattedNumber).toBe('6.7');
  });

  it('keeps a chosen format, and the adaptive one without a saved format', () => {
    expect(total({ y_axis_format: '.3f' }).formattedNumber).toBe('6.667');
    expect(total({}, null).formattedNumber).toBe('6.67');
    expect(total({}, { verboseMap: {}, columnFormats: {} }).formattedNumber).toBe('6.67');
  });

  it('names the metric by its verbose name in the trendline tooltip', () => {
    const props = transformProps({
      ...chartProps({ viz_type: 'big_number', x_axis: 'ds', metric: 'avg_delay' }, [
        chartResult([{ ds: Date.UTC(2024, 0, 1), avg_delay: 6.6666 }], { ds: 2, avg_delay: 0 }),
      ]),
      datasource,
    });
    const { formatter } = props.echartOptions?.tooltip as { formatter: (p: { data: unknown }[]) => string };
    expect(formatter([{ data: [Date.UTC(2024, 0, 1), 6.6666] }])).toContain('Average delay (min): <b>6.7</b>');
  });
});
