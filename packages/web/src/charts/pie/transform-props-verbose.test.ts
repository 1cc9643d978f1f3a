import type { ChartDatasourceMeta } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { transformProps } from './transform-props';

const datasource: ChartDatasourceMeta = {
  verboseMap: { avg_delay: 'Average delay (min)', origin: 'Origin airport' },
  columnFormats: { avg_delay: ',.1f' },
};

const rows = [
  { origin: 'ATL', avg_delay: 1234.567 },
  { origin: 'ORD', avg_delay: 765.4321 },
];

const pie = (formData: Record<string, unknown> = {}) =>
  transformProps({
    ...chartProps({ viz_type: 'pie', groupby: ['origin'], metric: 'avg_delay', label_type: 'key_value', ...formData }, [
      chartResult(rows, { origin: 1, avg_delay: 0 }),
    ]),
    datasource,
  });

const tooltipOf = (props: ReturnType<typeof transformProps>) =>
  (props.echartOptions.tooltip as { formatter: (p: { dataIndex: number }) => string }).formatter;

describe('pie with the datasource meta', () => {
  it("formats values with the saved metric's format when number_format is the default", () => {
    expect(pie().slices.map((s) => s.label)).toEqual(['ATL: 1,234.6', 'ORD: 765.4']);
    expect(pie({ number_format: 'SMART_NUMBER' }).slices[0]?.label).toBe('ATL: 1,234.6');
    expect(pie({ number_format: ',d' }).slices[0]?.label).toBe('ATL: 1,235');
  });

  it('names the metric by its verbose name in the tooltip; slice names stay the dimension values', () => {
    const props = pie();
    expect(tooltipOf(props)({ dataIndex: 0 })).toContain('Average delay (min) <b>1,234.6</b>');
    expect(props.slices.map((s) => s.name)).toEqual(['ATL', 'ORD']);
  });
});
