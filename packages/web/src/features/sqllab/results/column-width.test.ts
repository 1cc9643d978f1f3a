import type { SqlLabColumn } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { columnOffsets, columnWidth } from './column-width';

const column = (name: string): SqlLabColumn => ({
  name,
  column_name: name,
  type: 'VARCHAR',
  type_generic: 1,
  is_dttm: false,
});

describe('result column widths', () => {
  it('sizes a column from its header and first values, within bounds', () => {
    expect(columnWidth(column('id'), [{ id: 1 }])).toBe(80);
    expect(columnWidth(column('name'), [{ name: 'x'.repeat(20) }])).toBe(166);
    expect(columnWidth(column('description'), [{ description: 'x'.repeat(500) }])).toBe(360);
  });

  it('places columns one after another, the last offset being the total width', () => {
    expect(columnOffsets([80, 100, 120])).toEqual([0, 80, 180, 300]);
  });
});

describe('temporal column widths', () => {
  it('measures a temporal column on its dates, not on the epoch milliseconds', () => {
    const temporal: SqlLabColumn = { ...column('t'), is_dttm: true };
    expect(columnWidth(temporal, [{ t: 1_779_667_260_000 }])).toBeGreaterThan(
      columnWidth(column('t'), [{ t: 1_779_667_260_000 }]),
    );
  });
});
