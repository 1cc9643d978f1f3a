import type { ClientRect } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { nextDropTarget } from './keyboard-coordinates';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

// A row of two charts (gutters at x 0, 400, 800) above a grid gap at y 500 and a second row.
const targets = new Map<string, ClientRect>([
  ['row1-0', rect(-16, 100, 16, 380)],
  ['row1-1', rect(392, 100, 16, 380)],
  ['row1-2', rect(800, 100, 16, 380)],
  ['grid-2', rect(0, 492, 800, 16)],
  ['row2-0', rect(-16, 520, 16, 300)],
  ['row2-1', rect(600, 520, 16, 300)],
  ['hidden-tab-0', rect(0, 0, 0, 0)],
]);

describe('nextDropTarget: arrow keys move between drop positions', () => {
  const at = (id: string) => targets.get(id) as ClientRect;

  it('Down from a gutter of the first row takes the grid gap below before the next row', () => {
    expect(nextDropTarget(at('row1-1'), 'down', targets, 'row1-1')?.id).toBe('grid-2');
  });
  it('Down again reaches the next row; Up comes back', () => {
    expect(nextDropTarget(at('grid-2'), 'down', targets, 'grid-2')?.id).toBe('row2-1');
    expect(nextDropTarget(at('row2-1'), 'up', targets, 'row2-1')?.id).toBe('grid-2');
  });
  it('Left and Right walk along a row', () => {
    expect(nextDropTarget(at('row1-1'), 'right', targets, 'row1-1')?.id).toBe('row1-2');
    expect(nextDropTarget(at('row1-1'), 'left', targets, 'row1-1')?.id).toBe('row1-0');
  });
  it('skips targets in closed tabs (an empty rect)', () => {
    expect(nextDropTarget(at('row1-0'), 'up', targets, 'row1-0')).toBeNull();
  });
  it('answers null when nothing lies that way', () => {
    expect(nextDropTarget(at('row1-0'), 'left', targets, 'row1-0')).toBeNull();
    expect(nextDropTarget(at('row1-1'), 'up', targets, 'row1-1')).toBeNull();
  });
});
