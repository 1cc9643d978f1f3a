import { describe, expect, it } from 'vitest';
import { cellText, filterRows, rowCountState, rowsToTsv, temporalColumns, visibleRange } from './table-data';

const rows = [
  { origin: 'SEA', ds: Date.UTC(2024, 0, 2), n: 3 },
  { origin: 'ORD', ds: Date.UTC(2024, 0, 2, 13, 5), n: null },
];
const columns = ['origin', 'ds', 'n'];
const temporal = temporalColumns(columns, [1, 2, 0]);

describe('data pane table helpers', () => {
  it('shows temporal values as dates, nulls as N/A and objects as JSON', () => {
    expect([...temporal]).toEqual(['ds']);
    expect(cellText(rows[0]?.ds, true)).toBe('2024-01-02');
    expect(cellText(rows[1]?.ds, true)).toBe('2024-01-02 13:05:00');
    expect(cellText(rows[1]?.ds)).toBe(String(Date.UTC(2024, 0, 2, 13, 5)));
    expect(cellText(null)).toBe('N/A');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });

  it('searches every cell as shown', () => {
    expect(filterRows(rows, columns, 'sea')).toEqual([rows[0]]);
    expect(filterRows(rows, columns, '13:05', temporal)).toEqual([rows[1]]);
    expect(filterRows(rows, columns, '  ')).toHaveLength(2);
  });

  it('copies rows as tab-separated text with a header', () => {
    expect(rowsToTsv(rows, columns, temporal)).toBe('origin\tds\tn\nSEA\t2024-01-02\t3\nORD\t2024-01-02 13:05:00\tN/A');
  });

  it('turns the row count red at the limit or with no rows', () => {
    expect(rowCountState(10, 10)).toEqual({ danger: true, limitReached: true });
    expect(rowCountState(0, null)).toEqual({ danger: true, limitReached: false });
    expect(rowCountState(5, 10)).toEqual({ danger: false, limitReached: false });
  });

  it('draws only the rows in view, plus a margin', () => {
    expect(visibleRange(0, 280, 28, 1000)).toEqual({ start: 0, end: 18 });
    expect(visibleRange(2800, 280, 28, 1000)).toEqual({ start: 92, end: 118 });
    expect(visibleRange(0, 280, 28, 3)).toEqual({ start: 0, end: 3 });
  });
});
