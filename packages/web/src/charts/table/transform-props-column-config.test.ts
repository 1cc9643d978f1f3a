import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { transformProps } from './transform-props';

const NUM = 0;
const STR = 1;
const TIME = 2;

const data = [
  { ds: Date.UTC(2024, 0, 15, 10, 30), name: 'Ada Lovelace', count: 1200, ratio: 0.1234 },
  { ds: Date.UTC(2024, 1, 1), name: 'Bob', count: -400, ratio: -2.5 },
];
const types = { ds: TIME, name: STR, count: NUM, ratio: NUM };

const columnsWith = (columnConfig: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const props = transformProps(
    chartProps(
      {
        viz_type: 'table',
        groupby: ['ds', 'name'],
        metrics: ['count', 'ratio'],
        column_config: columnConfig,
        ...extra,
      },
      [chartResult(data, types)],
    ),
  );
  return new Map(props.columns.map((c) => [c.key, c]));
};

describe('table transformProps honours every column_config key', () => {
  it('columnWidth: a positive number of pixels (also as text), otherwise none', () => {
    const cols = columnsWith({ name: { columnWidth: 240 }, count: { columnWidth: '80' }, ratio: { columnWidth: -5 } });
    expect([
      cols.get('name')?.width,
      cols.get('count')?.width,
      cols.get('ratio')?.width,
      cols.get('ds')?.width,
    ]).toEqual([240, 80, null, null]);
  });

  it('horizontalAlign: overrides the type default (numbers right, the rest left)', () => {
    const cols = columnsWith({ name: { horizontalAlign: 'right' }, count: { horizontalAlign: 'left' } });
    expect([...cols.values()].map((c) => [c.key, c.align])).toEqual([
      ['ds', 'left'],
      ['name', 'right'],
      ['count', 'left'],
      ['ratio', 'right'],
    ]);
  });

  it('showCellBars: a column turns bars on or off against the chart-wide option', () => {
    const off = columnsWith({ count: { showCellBars: true } }, { show_cell_bars: false });
    expect([off.get('count')?.bar !== null, off.get('ratio')?.bar]).toEqual([true, null]);
    const on = columnsWith({ count: { showCellBars: false } });
    expect([on.get('count')?.bar, on.get('ratio')?.bar !== null]).toEqual([null, true]);
  });

  it('alignPositiveNegative: per column, bars measured from zero by magnitude', () => {
    const cols = columnsWith({ count: { alignPositiveNegative: true } });
    expect(cols.get('count')?.bar).toEqual({
      range: [0, 1200],
      alignPositiveNegative: true,
      colorPositiveNegative: true,
    });
    expect(cols.get('ratio')?.bar).toEqual({
      range: [-2.5, 0.1234],
      alignPositiveNegative: false,
      colorPositiveNegative: true,
    });
  });

  it('colorPositiveNegative: per column, against the chart-wide color_pn', () => {
    const cols = columnsWith(
      { count: { colorPositiveNegative: false }, ratio: { colorPositiveNegative: true } },
      {
        color_pn: false,
      },
    );
    expect([cols.get('count')?.bar?.colorPositiveNegative, cols.get('ratio')?.bar?.colorPositiveNegative]).toEqual([
      false,
      true,
    ]);
  });

  it('d3TimeFormat: the column format when the timestamp format is adaptive', () => {
    const cols = columnsWith({ ds: { d3TimeFormat: '%Y-%m-%d %H:%M' } });
    expect(cols.get('ds')?.format(data[0]?.ds)).toBe('2024-01-15 10:30');
  });

  it('d3NumberFormat and d3SmallNumber: numbers between -1 and 1 take the small format', () => {
    const cols = columnsWith({ ratio: { d3NumberFormat: ',.1f', d3SmallNumber: '.2%' } });
    const ratio = cols.get('ratio');
    expect([ratio?.format(0.1234), ratio?.format(-2.5), ratio?.format(0)]).toEqual(['12.34%', '-2.5', '0.00%']);
    // Superset's own key name, as imported charts carry it.
    expect(
      columnsWith({ ratio: { d3SmallNumberFormat: '.1f' } })
        .get('ratio')
        ?.format(0.1234),
    ).toBe('0.1');
  });

  it('currencyFormat: the symbol before or after the formatted number', () => {
    const cols = columnsWith({
      count: { d3NumberFormat: ',.2f', currencyFormat: { symbol: 'USD', symbolPosition: 'prefix' } },
      ratio: { currencyFormat: { symbol: 'EUR', symbolPosition: 'suffix' } },
    });
    expect(cols.get('count')?.format(1200)).toBe('$ 1,200.00');
    expect(cols.get('ratio')?.format(-2.5)).toBe('-2.5 €');
    expect(
      columnsWith({ count: { currencyFormat: { symbol: 'XYZ' } } })
        .get('count')
        ?.format(1200),
    ).toBe('XYZ 1.2k');
  });

  it('truncateLongCells: marks the column for ellipsis and full text on hover', () => {
    const cols = columnsWith({ name: { truncateLongCells: true } });
    expect([cols.get('name')?.truncate, cols.get('ds')?.truncate]).toEqual([true, false]);
  });

  it('ignores entries that are not objects', () => {
    const cols = columnsWith({ name: 'wide', count: null });
    expect([cols.get('name')?.width, cols.get('count')?.align]).toEqual([null, 'right']);
  });
});

describe('table transformProps server state', () => {
  it('reads the page and sort the data was queried with from ownState, with server pagination only', () => {
    const fd = { viz_type: 'table', groupby: ['name'], metrics: ['count'], server_pagination: true };
    const own = { currentPage: 3, pageSize: 10, sortBy: [{ key: 'count', desc: true }] };
    const props = transformProps({ ...chartProps(fd, [chartResult(data, types)]), ownState: own });
    expect(props.serverState).toEqual({ page: 3, sort: { key: 'count', desc: true } });
    expect(transformProps(chartProps(fd, [chartResult(data, types)])).serverState).toEqual({ page: 0, sort: null });
    const local = transformProps({ ...chartProps({ ...fd, server_pagination: false }, []), ownState: own });
    expect(local.serverState).toBeNull();
  });
});
