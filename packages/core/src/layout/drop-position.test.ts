import { describe, expect, it } from 'vitest';
import { componentDepth } from './component-rules.js';
import { getDropPosition, type DropPointer } from './drop-position.js';
import type { DashboardLayout } from './layout-schema.js';
import { gridLayout } from '../../test-support/layout-fixtures.js';

const layout = gridLayout();
const target = (layoutIn: DashboardLayout, id: string, orientation: 'row' | 'column' = 'column', shallow = true) => {
  const component = layoutIn[id];
  if (component === undefined) throw new Error(`no ${id} in the fixture`);
  return {
    component,
    parentComponent: layoutIn[component.parents.at(-1) ?? ''],
    depth: componentDepth(layoutIn, id),
    orientation,
    isDraggingOverShallow: shallow,
  };
};
const box = { top: 0, bottom: 100, left: 0, right: 300 };
const at = (x: number, y: number): DropPointer => ({ x, y, rect: box });

describe("getDropPosition (Superset's, without the DOM)", () => {
  it('forbids a component inside itself or its own subtree', () => {
    expect(getDropPosition({ id: 'ROW-Mixed', type: 'ROW' }, target(layout, 'COLUMN-Side'))).toBe('DROP_FORBIDDEN');
    expect(getDropPosition({ id: 'ROW-Mixed', type: 'ROW' }, target(layout, 'CHART-s2'))).toBe('DROP_FORBIDDEN');
  });
  it('answers nothing when dropped on itself', () => {
    expect(getDropPosition({ id: 'CHART-f1', type: 'CHART' }, target(layout, 'CHART-f1'))).toBeNull();
  });
  it('forbids what is neither a valid child nor a valid sibling', () => {
    // A HEADER can neither sit in a ROW nor beside a chart in one.
    expect(getDropPosition({ id: 'NEW_HEADER', type: 'HEADER' }, target(layout, 'CHART-f1'), at(5, 50))).toBe(
      'DROP_FORBIDDEN',
    );
    // A ROW cannot sit in a chart, nor beside one in a row.
    expect(getDropPosition({ id: 'ROW-Half', type: 'ROW' }, target(layout, 'CHART-f1'), at(5, 50))).toBe(
      'DROP_FORBIDDEN',
    );
  });
  it('drops as the last child of a row when only a child drop is valid', () => {
    // A COLUMN may sit in the row a column holds, but not beside that row in the column.
    expect(getDropPosition({ id: 'NEW_COLUMN', type: 'COLUMN' }, target(layout, 'ROW-InColumn', 'row'))).toBe(
      'DROP_RIGHT',
    );
  });
  it('drops a chart beside a chart by which half of it the pointer is over', () => {
    expect(getDropPosition({ id: 'CHART-h1', type: 'CHART' }, target(layout, 'CHART-f2'), at(100, 50))).toBe(
      'DROP_LEFT',
    );
    expect(getDropPosition({ id: 'CHART-h1', type: 'CHART' }, target(layout, 'CHART-f2'), at(200, 50))).toBe(
      'DROP_RIGHT',
    );
  });
  it('with both valid, drops as a sibling near an edge and as a child elsewhere', () => {
    // A chart over the column: beside it near the left edge, into it otherwise.
    expect(getDropPosition({ id: 'CHART-h1', type: 'CHART' }, target(layout, 'COLUMN-Side'), at(5, 50))).toBe(
      'DROP_LEFT',
    );
    expect(getDropPosition({ id: 'CHART-h1', type: 'CHART' }, target(layout, 'COLUMN-Side'), at(150, 50))).toBe(
      'DROP_BOTTOM',
    );
  });
  it('shows nothing far from the edges of a target that is not the innermost', () => {
    expect(
      getDropPosition({ id: 'CHART-h1', type: 'CHART' }, target(layout, 'COLUMN-Side', 'column', false), at(150, 50)),
    ).toBeNull();
  });
  it('without a pointer, resolves only child-only drops', () => {
    expect(getDropPosition({ id: 'CHART-h1', type: 'CHART' }, target(layout, 'CHART-f2'))).toBeNull();
  });
});
