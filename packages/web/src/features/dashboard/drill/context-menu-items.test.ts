import { describe, expect, it } from 'vitest';
import { contextMenuItems, selectionOf } from './context-menu-items';

const origin = { col: 'origin', op: 'IN' as const, val: ['SEA'] };
const date = { col: 'date', op: 'IN' as const, val: [Date.UTC(2024, 0, 1)] };
const base = {
  filters: [origin],
  canDrill: true,
  drillByColumns: [{ name: 'destination', label: 'Destination' }],
  crossFilter: { selected: false },
  formatValue: (column: string, value: unknown) => (column === 'date' ? '2024-01-01' : String(value)),
};

describe('contextMenuItems', () => {
  it('offers drill to detail, drill to detail by the clicked value, drill by and add cross-filter', () => {
    expect(contextMenuItems(base)).toEqual([
      { kind: 'drill-detail' },
      { kind: 'drill-detail-by', filters: [origin], label: 'SEA' },
      { kind: 'drill-by', columns: [{ name: 'destination', label: 'Destination' }] },
      { kind: 'cross-filter', remove: false },
    ]);
  });

  it('adds "by all" for several clicked dimensions and formats each value', () => {
    const items = contextMenuItems({ ...base, filters: [origin, date], crossFilter: { selected: true } });
    expect(items.filter((i) => i.kind === 'drill-detail-by')).toEqual([
      { kind: 'drill-detail-by', filters: [origin], label: 'SEA' },
      { kind: 'drill-detail-by', filters: [date], label: '2024-01-01' },
      { kind: 'drill-detail-by', filters: [origin, date], label: '' },
    ]);
    expect(items.at(-1)).toEqual({ kind: 'cross-filter', remove: true });
  });

  it('keeps only cross-filtering without explore access, and only drill to detail off a mark', () => {
    expect(contextMenuItems({ ...base, canDrill: false })).toEqual([{ kind: 'cross-filter', remove: false }]);
    expect(contextMenuItems({ ...base, filters: [], crossFilter: null })).toEqual([{ kind: 'drill-detail' }]);
    expect(contextMenuItems({ ...base, drillByColumns: [], crossFilter: null })).toEqual([
      { kind: 'drill-detail' },
      { kind: 'drill-detail-by', filters: [origin], label: 'SEA' },
    ]);
  });
});

describe('selectionOf', () => {
  it('keeps one value alone and joins several as a series key', () => {
    expect(selectionOf([origin])).toBe('SEA');
    expect(selectionOf([origin, { col: 'carrier', op: 'IN', val: ['AA'] }])).toBe('SEA, AA');
  });
});
