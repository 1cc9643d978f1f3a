import { NEW_COMPONENTS_SOURCE_ID, parseLayout } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { DragData, DropTarget } from './dnd-types';
import { toDropResult } from './drop-result';
import { checkDrop } from './drop-verdict';

const layout = parseLayout({
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a', 'ROW-b'] },
  'ROW-a': { type: 'ROW', id: 'ROW-a', children: ['CHART-1', 'CHART-2'], meta: {} },
  'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], meta: { chartId: 1, width: 4, height: 50 } },
  'CHART-2': { type: 'CHART', id: 'CHART-2', children: [], meta: { chartId: 2, width: 8, height: 50 } },
  'ROW-b': { type: 'ROW', id: 'ROW-b', children: ['CHART-3'], meta: {} },
  'CHART-3': { type: 'CHART', id: 'CHART-3', children: [], meta: { chartId: 3, width: 6, height: 50 } },
});

const moving = (id: string, parentId: string, index: number, width: number): DragData => ({
  origin: 'layout',
  id,
  type: 'CHART',
  parentId,
  parentType: 'ROW',
  index,
  meta: { width, height: 50 },
  label: id,
});
const into = (parentId: string, parentType: string, index: number): DropTarget => ({
  parentId,
  parentType,
  index,
  label: parentId,
});

describe('toDropResult (Superset drop result)', () => {
  it('counts a later index in the same row after the component left its place', () => {
    expect(toDropResult(moving('CHART-1', 'ROW-a', 0, 4), into('ROW-a', 'ROW', 2))?.destination?.index).toBe(1);
  });
  it('answers null for a drop where the component already is', () => {
    expect(toDropResult(moving('CHART-1', 'ROW-a', 0, 4), into('ROW-a', 'ROW', 1))).toBeNull();
    expect(toDropResult(moving('CHART-1', 'ROW-a', 0, 4), into('ROW-a', 'ROW', 0))).toBeNull();
  });
  it('gives a builder component the new-components source', () => {
    const result = toDropResult(
      { origin: 'builder', type: 'MARKDOWN', meta: {}, label: 'md' },
      into('GRID_ID', 'GRID', 0),
    );
    expect(result?.source.id).toBe(NEW_COMPONENTS_SOURCE_ID);
    expect(result?.dragging.type).toBe('MARKDOWN');
  });
});

describe('checkDrop (core rules decide, the web only asks)', () => {
  it('allows a chart into a row with room', () => {
    expect(checkDrop(layout, moving('CHART-1', 'ROW-a', 0, 4), into('ROW-b', 'ROW', 1)).allowed).toBe(true);
  });
  it("refuses a chart into a full row with core's no-room rule", () => {
    expect(checkDrop(layout, moving('CHART-3', 'ROW-b', 0, 6), into('ROW-a', 'ROW', 1))).toEqual({
      allowed: false,
      rule: 'no-room',
    });
  });
  it('refuses a child its parent may not hold (a row inside a row), with no message', () => {
    const row: DragData = { origin: 'builder', type: 'ROW', meta: {}, label: 'row' };
    expect(checkDrop(layout, row, into('ROW-a', 'ROW', 0))).toEqual({ allowed: false, rule: null });
  });
});
