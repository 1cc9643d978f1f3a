import type { ChartDatasourceMeta } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { toDelimited } from './table-data';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { transformProps } from './transform-props';

const NUM = 0;
const STR = 1;

const datasource: ChartDatasourceMeta = {
  verboseMap: { origin: 'Origin airport', avg_delay: 'Average delay (min)', count: 'Flights' },
  columnFormats: { avg_delay: ',.1f' },
};

const rows = [
  { origin: 'ATL', avg_delay: 6.6666, count: 1234, '%count': 0.6 },
  { origin: 'ORD', avg_delay: 12.34, count: 822, '%count': 0.4 },
];
const types = { origin: STR, avg_delay: NUM, count: NUM, '%count': NUM };

const table = (extra: Record<string, unknown> = {}, meta: ChartDatasourceMeta | null = datasource) =>
  transformProps({
    ...chartProps(
      { viz_type: 'table', groupby: ['origin'], metrics: ['avg_delay', 'count'], percent_metrics: ['count'], ...extra },
      [chartResult(rows, types)],
    ),
    ...(meta && { datasource: meta }),
  });

const column = (props: ReturnType<typeof transformProps>, key: string) => {
  const found = props.columns.find((c) => c.key === key);
  if (found === undefined) throw new Error(`no column ${key}`);
  return found;
};

describe('table with the datasource meta', () => {
  it('heads columns and metrics with their verbose names, percent metrics behind their %', () => {
    const props = table();
    expect(props.columns.map((c) => [c.key, c.label])).toEqual([
      ['origin', 'Origin airport'],
      ['avg_delay', 'Average delay (min)'],
      ['count', 'Flights'],
      ['%count', '%Flights'],
    ]);
  });

  it('exports CSV with the verbose headers', () => {
    const props = table();
    const [header] = toDelimited(props.rows, props.columns, { delimiter: ',', formatted: false }).split('\r\n');
    expect(header).toBe('Origin airport,Average delay (min),Flights,%Flights');
  });

  it('formats a metric with its saved format unless column_config sets one; other metrics stay adaptive', () => {
    expect(column(table(), 'avg_delay').format(6.6666)).toBe('6.7');
    expect(column(table(), 'count').format(1234)).toBe('1.23k');
    const configured = table({ column_config: { avg_delay: { d3NumberFormat: '.3f' } } });
    expect(column(configured, 'avg_delay').format(6.6666)).toBe('6.667');
  });

  it('keeps raw names and adaptive formats without the meta', () => {
    const props = table({}, null);
    expect(props.columns.map((c) => c.label)).toEqual(['origin', 'avg_delay', 'count', '%count']);
    expect(column(props, 'avg_delay').format(6.6666)).toBe('6.67');
  });

  it('heads raw-mode columns with their verbose names too', () => {
    const props = table({ query_mode: 'raw', all_columns: ['origin', 'avg_delay'] });
    expect(column(props, 'origin').label).toBe('Origin airport');
  });
});
