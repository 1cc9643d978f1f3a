import { describe, expect, it } from 'vitest';
import { columnPitchPx, snapResize } from './resize-math';

const bounds = { minWidth: 1, maxWidth: 8, heightAdjustable: true };

describe('snapResize (Superset ResizableContainer: whole grid columns, 8 px row units)', () => {
  const start = { width: 4, height: 50, columnPx: columnPitchPx(1184, 12) };

  it('a column pitch is (box + gutter) / columns', () => {
    expect(start.columnPx).toBe(100);
  });
  it('snaps a pointer move to the nearest whole column and row unit', () => {
    expect(snapResize(start, 149, 20, bounds)).toEqual({ width: 5, height: 53 });
    expect(snapResize(start, 151, -13, bounds)).toEqual({ width: 6, height: 48 });
  });
  it('stays within the room the row leaves and at least one column', () => {
    expect(snapResize(start, 2000, 0, bounds).width).toBe(8);
    expect(snapResize(start, -2000, 0, bounds).width).toBe(1);
  });
  it('keeps heights between GRID_MIN_ROW_UNITS and GRID_MAX_ROW_UNITS', () => {
    expect(snapResize(start, 0, -5000, bounds).height).toBe(5);
    expect(snapResize(start, 0, 5000, bounds).height).toBe(100);
  });
  it('leaves the height alone when it is not adjustable (a column)', () => {
    expect(snapResize(start, 0, 400, { ...bounds, heightAdjustable: false }).height).toBe(50);
  });
});
