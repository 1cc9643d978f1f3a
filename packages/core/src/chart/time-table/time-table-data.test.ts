import { describe, expect, it } from 'vitest';
import { readTimeTableColumn, readTimeTableColumns } from './column-config.js';
import { colorFromBounds, rowUrl, sparklinePoints, timeTableCell, timeTableSeries } from './time-table-data.js';

const T = (day: number) => Date.UTC(2024, 0, day);
const RECORDS = [
  { __timestamp: T(1), name: 'a', sum: 10, count: 1 },
  { __timestamp: T(1), name: 'b', sum: 30, count: 3 },
  { __timestamp: T(2), name: 'a', sum: 20, count: 2 },
  { __timestamp: T(2), name: 'b', sum: 20, count: 2 },
  { __timestamp: T(3), name: 'a', sum: 40, count: 4 },
  { __timestamp: T(3), name: 'b', sum: 60, count: 6 },
];
const grouped = timeTableSeries(RECORDS, '__timestamp', ['sum'], ['name']);
const column = (extra: Record<string, unknown>) => readTimeTableColumn({ key: 'k', ...extra }, 0);

describe('time-series column config (spec 02 §3)', () => {
  it('reads every field of the popover, with defaults for what is missing', () => {
    expect(readTimeTableColumn({}, 2)).toEqual({
      key: 'column-2',
      label: '',
      tooltip: '',
      colType: 'time',
      width: null,
      height: null,
      timeLag: 0,
      timeRatio: null,
      comparisonType: 'value',
      showYAxis: false,
      yAxisBounds: [null, null],
      bounds: [null, null],
      d3format: '',
      dateFormat: '',
    });
    const read = readTimeTableColumn(
      { key: 'x', colType: 'spark', width: '300', timeLag: '2', comparisonType: 'perc', bounds: ['abc', '5'] },
      0,
    );
    expect([read.colType, read.width, read.timeLag, read.comparisonType, read.bounds]).toEqual([
      'spark',
      300,
      2,
      'perc',
      [null, 5],
    ]);
    expect(readTimeTableColumns('nope')).toEqual([]);
  });
});

describe('time table', () => {
  it('makes one row per group of the first metric, oldest period first', () => {
    expect(grouped.grouped).toBe(true);
    expect([...grouped.rows.entries()]).toEqual([
      ['a', [10, 20, 40]],
      ['b', [30, 20, 60]],
    ]);
    const byMetric = timeTableSeries(RECORDS.slice(0, 1), '__timestamp', ['sum', 'count'], []);
    expect([...byMetric.rows.keys()]).toEqual(['sum', 'count']);
  });

  it('time column: the value N periods back, or compared with the latest', () => {
    expect(timeTableCell('a', grouped, column({ timeLag: 1 }))).toEqual({ value: 20 });
    expect(timeTableCell('a', grouped, column({ timeLag: -1 }))).toEqual({ value: 10 });
    expect(timeTableCell('a', grouped, column({ timeLag: 2, comparisonType: 'diff' }))).toEqual({ value: 30 });
    expect(timeTableCell('a', grouped, column({ timeLag: 1, comparisonType: 'perc' }))).toEqual({ value: 2 });
    expect(timeTableCell('a', grouped, column({ timeLag: 1, comparisonType: 'perc_change' }))).toEqual({ value: 1 });
    expect(timeTableCell('a', grouped, column({ timeLag: 3 }))).toEqual({ error: 'too-large-lag', lag: 3, length: 3 });
  });

  it('contribution: the latest value over the sum of every row’s latest value', () => {
    expect(timeTableCell('a', grouped, column({ colType: 'contrib' }))).toEqual({ value: 0.4 });
  });

  it('average over the last N periods (time ratio), or all of them', () => {
    expect(timeTableCell('b', grouped, column({ colType: 'avg', timeRatio: 2 }))).toEqual({ value: 40 });
    expect(timeTableCell('b', grouped, column({ colType: 'avg' }))).toEqual({ value: 110 / 3 });
  });

  it('sparkline with a time ratio plots each value over the one N periods before', () => {
    expect(sparklinePoints([10, 20, 40], null)).toEqual([10, 20, 40]);
    expect(sparklinePoints([10, 20, 40, 0, 5], 1)).toEqual([2, 2, 0, null]);
  });

  it('colours by bounds as Superset: red at min, grey midway, blue at max; one bound splits', () => {
    expect(colorFromBounds(0, [0, 10])).toBe('#ca0020');
    expect(colorFromBounds(5, [0, 10])).toBe('#808080');
    expect(colorFromBounds(10, [0, 10])).toBe('#0571b0');
    expect(colorFromBounds(3, [5, null])).toBe('#ca0020');
    expect(colorFromBounds(3, [null, 5])).toBe('#0571b0');
    expect(colorFromBounds(3, [null, null])).toBeNull();
  });

  it('URL templates put the row name in, encoded, and never make a javascript: link', () => {
    expect(rowUrl('https://x.test/?m={{ metric }}', 'a b')).toBe('https://x.test/?m=a%20b');
    expect(rowUrl('/explore/?row={{row}}', 'x&y')).toBe('/explore/?row=x%26y');
    expect(rowUrl('javascript:alert({{ metric }})', 'a')).toBeNull();
    expect(rowUrl('', 'a')).toBeNull();
  });
});
