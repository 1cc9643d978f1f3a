import { describe, expect, it } from 'vitest';
import { numberFormatter } from './formatters';
import { cellBar, nextSort, searchRows, sortRows, toDelimited } from './table-data';
import type { TableColumn } from './types';

const column = (key: string, extra: Partial<TableColumn> = {}): TableColumn => ({
  key,
  label: key,
  dataType: 1,
  isNumeric: false,
  isMetric: false,
  isPercentMetric: false,
  isDimension: false,
  align: 'left',
  format: (v: unknown) => String(v),
  bar: null,
  width: null,
  ...extra,
});

const rows = [
  { name: 'b', n: 2 },
  { name: 'a10', n: null },
  { name: 'a2', n: 10 },
];

describe('sorting', () => {
  it('cycles ascending, descending, off', () => {
    expect(nextSort(null, 'n')).toEqual({ key: 'n', desc: false });
    expect(nextSort({ key: 'n', desc: false }, 'n')).toEqual({ key: 'n', desc: true });
    expect(nextSort({ key: 'n', desc: true }, 'n')).toBeNull();
    expect(nextSort({ key: 'n', desc: true }, 'name')).toEqual({ key: 'name', desc: false });
  });

  it('sorts numbers numerically and text naturally, missing values last', () => {
    expect(sortRows(rows, { key: 'n', desc: false }).map((r) => r.n)).toEqual([2, 10, null]);
    expect(sortRows(rows, { key: 'n', desc: true }).map((r) => r.n)).toEqual([10, 2, null]);
    expect(sortRows(rows, { key: 'name', desc: false }).map((r) => r.name)).toEqual(['a2', 'a10', 'b']);
    expect(sortRows(rows, null)).toBe(rows);
  });
});

describe('searchRows', () => {
  it('matches any column, case-insensitively', () => {
    const columns = [column('name'), column('n')];
    expect(searchRows(rows, columns, 'A1')).toEqual([{ name: 'a10', n: null }]);
    expect(searchRows(rows, columns, '10')).toEqual([rows[1], rows[2]]);
    expect(searchRows(rows, columns, '  ')).toBe(rows);
  });
});

describe('cellBar', () => {
  it('aligned bars start at the left edge, relative to the largest magnitude', () => {
    const bar = { range: [0, 200] as [number, number], alignPositiveNegative: true, colorPositiveNegative: true };
    expect(cellBar(-100, bar)).toEqual({ left: 0, width: 50, positive: false });
  });

  it('unaligned bars grow from the zero point of the range', () => {
    const bar = { range: [-100, 300] as [number, number], alignPositiveNegative: false, colorPositiveNegative: true };
    expect(cellBar(300, bar)).toEqual({ left: 25, width: 75, positive: true });
    expect(cellBar(-100, bar)).toEqual({ left: 0, width: 25, positive: false });
    expect(cellBar('x', bar)).toBeNull();
  });
});

describe('toDelimited', () => {
  const columns = [
    column('name', { label: 'Name, full' }),
    column('n', { format: numberFormatter(',.2f') }),
    column('ds', { dataType: 2, format: () => 'Jan' }),
  ];
  const data = [{ name: 'say "hi"', n: 1234.5, ds: Date.UTC(2024, 0, 1) }];

  it('CSV keeps raw values, ISO dates and quotes where needed', () => {
    expect(toDelimited(data, columns, { delimiter: ',', formatted: false })).toBe(
      '"Name, full",n,ds\r\n"say ""hi""",1234.5,2024-01-01T00:00:00.000Z',
    );
  });

  it('the clipboard copy keeps the displayed text', () => {
    expect(toDelimited(data, columns, { delimiter: '\t', formatted: true })).toBe(
      'Name, full\tn\tds\r\n"say ""hi"""\t1,234.50\tJan',
    );
  });
});
