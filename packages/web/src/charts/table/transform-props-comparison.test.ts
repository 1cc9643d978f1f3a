import { describe, expect, it } from 'vitest';
import { configurableColumns } from './config-columns';
import { toDelimited } from './table-data';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { transformProps } from './transform-props';

const NUM = 0;
const STR = 1;

const data = [
  { name: 'a', count: 1500, 'count__1 year ago': 1000, '%count': 0.75, '%count__1 year ago': 0.5 },
  { name: 'b', count: 500, 'count__1 year ago': null, '%count': 0.25, '%count__1 year ago': 0.5 },
];
const types = { name: STR, count: NUM, 'count__1 year ago': NUM, '%count': NUM, '%count__1 year ago': NUM };

const formData = (extra: Record<string, unknown> = {}) => ({
  viz_type: 'table',
  groupby: ['name'],
  metrics: ['count'],
  percent_metrics: ['count'],
  time_compare: ['1 year ago'],
  comparison_type: 'values',
  ...extra,
});

const compared = (extra: Record<string, unknown> = {}, queries = [chartResult(data, types)]) =>
  transformProps(chartProps(formData(extra), queries));

describe('table transformProps with a time comparison', () => {
  it('shows each metric as Main | # | △ | % under the metric, and hides the shifted columns', () => {
    const props = compared();
    expect(props.columns.map((c) => [c.key, c.label, c.group?.label ?? null])).toEqual([
      ['name', 'name', null],
      ['Main count', 'Main', 'count'],
      ['# count', '#', 'count'],
      ['△ count', '△', 'count'],
      ['% count', '%', 'count'],
      ['Main %count', 'Main', '%count'],
      ['# %count', '#', '%count'],
      ['△ %count', '△', '%count'],
      ['% %count', '%', '%count'],
    ]);
    expect(props.columns.every((c) => c.key === 'name' || (c.isNumeric && c.align === 'right'))).toBe(true);
  });

  it('computes the values, the difference and the change, a missing shifted value counting as zero', () => {
    const { rows } = compared();
    expect(rows[0]).toMatchObject({ name: 'a', 'Main count': 1500, '# count': 1000, '△ count': 500, '% count': 0.5 });
    expect(rows[1]).toMatchObject({ 'Main count': 500, '# count': 0, '△ count': 500, '% count': 1 });
    expect(rows[0]).not.toHaveProperty('count');
    expect(rows[0]).not.toHaveProperty('count__1 year ago');
  });

  it("formats Main, # and △ with the metric's number format and % as a percentage", () => {
    const byKey = (props: ReturnType<typeof compared>) => new Map(props.columns.map((c) => [c.key, c]));
    const plain = byKey(compared());
    expect(plain.get('Main count')?.format(1500)).toBe('1.5k');
    expect(plain.get('△ count')?.format(-500)).toBe('-500');
    expect(plain.get('% count')?.format(0.5)).toBe('50.00%');
    expect(plain.get('Main %count')?.format(0.75)).toBe('75.000%');
    expect(plain.get('% %count')?.format(0.5)).toBe('50.00%');

    const configured = byKey(
      compared({
        column_config: {
          count: { d3NumberFormat: ',.1f', currencyFormat: { symbol: 'EUR', symbolPosition: 'suffix' } },
          '# count': { d3NumberFormat: ',d' },
          '% count': { d3NumberFormat: '+.1%', horizontalAlign: 'center', columnWidth: 90 },
        },
      }),
    );
    expect(configured.get('Main count')?.format(1500)).toBe('1,500.0 €');
    expect(configured.get('△ count')?.format(500)).toBe('500.0 €');
    expect(configured.get('# count')?.format(1000)).toBe('1,000 €');
    expect(configured.get('% count')?.format(0.5)).toBe('+50.0%');
    expect([configured.get('% count')?.align, configured.get('% count')?.width]).toEqual(['center', 90]);
  });

  it('draws cell bars per comparison column and lets conditional formatting target them', () => {
    const props = compared({
      conditional_formatting: [{ column: '% count', colorScheme: 'green', operator: '>', targetValue: 0.6 }],
      column_config: { '# count': { showCellBars: false } },
    });
    const byKey = new Map(props.columns.map((c) => [c.key, c]));
    expect(byKey.get('△ count')?.bar?.range).toEqual([500, 500]);
    expect(byKey.get('# count')?.bar).toBeNull();
    expect(props.colorFormatters.map((f) => [f.column, f.getColor(1), f.getColor(0.5)])).toEqual([
      ['% count', 'rgba(0, 255, 0, 1)', undefined],
    ]);
  });

  it('compares the totals row too', () => {
    const totals = chartResult([{ count: 2000, 'count__1 year ago': 1000 }], { count: NUM, 'count__1 year ago': NUM });
    const props = compared({ percent_metrics: [], show_totals: true }, [chartResult(data, types), totals]);
    expect(props.totals).toEqual({ 'Main count': 2000, '# count': 1000, '△ count': 1000, '% count': 1 });
  });

  it('labels the exported comparison columns with their metric', () => {
    const plain = data.map(({ name, count, 'count__1 year ago': shifted }) => ({
      name,
      count,
      'count__1 year ago': shifted,
    }));
    const props = compared({ percent_metrics: [] }, [
      chartResult(plain, { name: STR, count: NUM, 'count__1 year ago': NUM }),
    ]);
    const csv = toDelimited(props.rows.slice(0, 1), props.columns, { delimiter: ',', formatted: false });
    expect(csv.split('\r\n')).toEqual(['name,count Main,count #,count △,count %', 'a,1500,1000,500,0.5']);
  });

  it('shows the plain table when the comparison is off or in raw mode', () => {
    const off = compared({ time_compare: [], percent_metrics: [] });
    expect(off.columns.map((c) => c.key)).toEqual([
      'name',
      'count',
      'count__1 year ago',
      '%count',
      '%count__1 year ago',
    ]);
    const raw = compared({ query_mode: 'raw', all_columns: ['name', 'count'] });
    expect(raw.columns.some((c) => c.group)).toBe(false);
  });

  it('lists the shown columns, comparison parts included, for the column_config control', () => {
    const fd = { datasource: '1__table', ...formData({ percent_metrics: [] }) };
    expect(configurableColumns(fd, chartResult(data, types)).slice(0, 3)).toEqual([
      { key: 'name', label: 'name', dataType: STR },
      { key: 'Main count', label: 'Main', dataType: NUM, group: 'count' },
      { key: '# count', label: '#', dataType: NUM, group: 'count' },
    ]);
    expect(configurableColumns(fd, undefined)).toEqual([]);
  });
});
