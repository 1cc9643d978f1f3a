import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { transformProps } from './transform-props';

const NUM = 0;
const STR = 1;
const TIME = 2;

const data = [
  { ds: Date.UTC(2024, 0, 1), name: 'Ada', count: 1200, '%count': 0.75 },
  { ds: Date.UTC(2024, 1, 1), name: 'Bob', count: -400, '%count': 0.25 },
];
const types = { ds: TIME, name: STR, count: NUM, '%count': NUM };

describe('table transformProps', () => {
  it('maps columns with labels, types, alignment, formats and cell bars', () => {
    const props = transformProps(
      chartProps(
        {
          viz_type: 'table',
          groupby: ['ds', 'name'],
          metrics: ['count'],
          percent_metrics: ['count'],
          time_grain_sqla: 'P1M',
          row_limit: 2,
          column_config: { count: { d3NumberFormat: ',.1f', horizontalAlign: 'center' } },
        },
        [chartResult(data, types)],
      ),
    );
    expect(props.columns.map((c) => [c.key, c.label, c.dataType, c.align, c.isMetric, c.isDimension])).toEqual([
      ['ds', 'ds', TIME, 'left', false, true],
      ['name', 'name', STR, 'left', false, true],
      ['count', 'count', NUM, 'center', true, false],
      ['%count', '%count', NUM, 'right', false, false],
    ]);
    const [ds, name, count, pct] = props.columns;
    expect(ds?.format(data[0]?.ds)).toBe('Jan 2024');
    expect(name?.format('Ada')).toBe('Ada');
    expect(count?.format(1200)).toBe('1,200.0');
    expect(pct?.format(0.75)).toBe('75.000%');
    expect(count?.bar).toEqual({ range: [-400, 1200], alignPositiveNegative: false, colorPositiveNegative: true });
    expect(name?.bar).toBeNull();
    expect(props.rows).toBe(data);
    expect(props.rowCount).toBe(2);
    expect(props.rowLimit).toBe(2);
    expect(props.totals).toBeNull();
  });

  it('hides a metric chosen only as a percent metric; metric default format is adaptive', () => {
    const props = transformProps(
      chartProps(
        { viz_type: 'table', groupby: ['name'], metrics: ['sum'], percent_metrics: ['count'], align_pn: true },
        [
          chartResult([{ name: 'a', sum: 1234567, count: 3, '%count': 1 }], {
            name: STR,
            sum: NUM,
            count: NUM,
            '%count': NUM,
          }),
        ],
      ),
    );
    expect(props.columns.map((c) => c.key)).toEqual(['name', 'sum', '%count']);
    expect(props.columns[1]?.format(1234567)).toBe('1.23M');
    expect(props.columns[1]?.bar?.range).toEqual([0, 1234567]);
  });

  it('takes totals from the second query when show_totals is on', () => {
    const props = transformProps(
      chartProps({ viz_type: 'table', groupby: ['name'], metrics: ['count'], show_totals: true }, [
        chartResult(data, types),
        chartResult([{ count: 800 }], { count: NUM }),
      ]),
    );
    expect(props.totals).toEqual({ count: 800 });
  });

  it('raw mode: numeric columns get bars, no dimensions, timestamps in the chosen format', () => {
    const props = transformProps(
      chartProps(
        { viz_type: 'table', query_mode: 'raw', all_columns: ['ds', 'count'], table_timestamp_format: '%d/%m/%Y' },
        [chartResult(data, types)],
      ),
    );
    expect(props.isRawRecords).toBe(true);
    expect(props.columns[0]?.format(data[1]?.ds)).toBe('01/02/2024');
    expect(props.columns.some((c) => c.isDimension)).toBe(false);
    expect(props.columns.find((c) => c.key === 'count')?.bar).not.toBeNull();
  });

  it('server pagination reads the row count from the count query and totals from the third', () => {
    const props = transformProps(
      chartProps(
        {
          viz_type: 'table',
          groupby: ['name'],
          metrics: ['count'],
          server_pagination: true,
          server_page_length: 20,
          show_totals: true,
          include_search: true,
        },
        [
          chartResult(data, types),
          chartResult([{ rowcount: 1234 }], { rowcount: NUM }),
          chartResult([{ count: 5 }], { count: NUM }),
        ],
      ),
    );
    expect([props.rowCount, props.pageSize, props.serverPagination, props.includeSearch]).toEqual([
      1234,
      20,
      true,
      true,
    ]);
    expect(props.totals).toEqual({ count: 5 });
  });

  it('builds colour formatters from conditional_formatting and survives no data', () => {
    const props = transformProps(
      chartProps(
        {
          viz_type: 'table',
          groupby: ['name'],
          metrics: ['count'],
          conditional_formatting: [{ column: 'count', colorScheme: 'green', operator: '>', targetValue: 0 }],
        },
        [chartResult(data, types)],
      ),
    );
    expect(props.colorFormatters.map((f) => [f.column, f.getColor(1200), f.getColor(-400)])).toEqual([
      ['count', 'rgba(0, 255, 0, 1)', undefined],
    ]);
    const empty = transformProps(chartProps({ viz_type: 'table' }, []));
    expect([empty.columns, empty.rows, empty.rowCount]).toEqual([[], [], 0]);
  });

  it("marks the chart's own cross-filter value as selected, on the groupby column holding it", () => {
    const base = chartProps({ viz_type: 'table', groupby: ['name'], metrics: ['count'] }, [chartResult(data, types)]);
    expect(transformProps({ ...base, filterState: { value: ['Bob'], selectedValues: ['Bob'] } }).selection).toEqual({
      key: 'name',
      value: 'Bob',
    });
    expect(transformProps({ ...base, filterState: { selectedValues: ['nobody'] } }).selection).toBeNull();
    expect(transformProps(base).selection).toBeNull();
  });

  it('ignores malformed conditional formatting entries', () => {
    const props = transformProps(
      chartProps(
        {
          viz_type: 'table',
          groupby: ['name'],
          metrics: ['count'],
          conditional_formatting: [null, 'x', { column: 'count', colorScheme: 'red', operator: '<', targetValue: 0 }],
        },
        [chartResult(data, types)],
      ),
    );
    expect(props.colorFormatters.map((f) => f.getColor(-400))).toEqual(['rgba(255, 0, 0, 1)']);
  });
});
