import { describe, expect, it } from 'vitest';
import {
  componentDepth,
  componentIsResizable,
  findParentId,
  isValidChild,
  shouldWrapChildInRow,
} from './component-rules.js';
import { gridLayout, tabsLayout } from '../../test-support/layout-fixtures.js';

describe('which parent may hold which child at which depth (isValidChild)', () => {
  // [parentType, parentDepth, childType, valid]: Superset's parentMaxDepthLookup at and past each limit.
  const cases: Array<[string, number, string, boolean]> = [
    ['ROOT', 0, 'GRID', true],
    ['ROOT', 0, 'TABS', true],
    ['ROOT', 1, 'TABS', false],
    ['ROOT', 0, 'ROW', false],
    ['GRID', 1, 'ROW', true],
    ['GRID', 1, 'CHART', true],
    ['GRID', 1, 'MARKDOWN', true],
    ['GRID', 1, 'COLUMN', true],
    ['GRID', 1, 'HEADER', true],
    ['GRID', 1, 'DIVIDER', true],
    ['GRID', 1, 'TABS', true],
    ['GRID', 2, 'ROW', false],
    ['GRID', 1, 'TAB', false],
    ['ROW', 2, 'CHART', true],
    ['ROW', 4, 'CHART', true],
    ['ROW', 5, 'CHART', false],
    ['ROW', 4, 'COLUMN', true],
    ['ROW', 2, 'MARKDOWN', true],
    ['ROW', 2, 'HEADER', false],
    ['ROW', 2, 'DIVIDER', false],
    ['ROW', 2, 'ROW', false],
    ['ROW', 2, 'TABS', false],
    ['TABS', 3, 'TAB', true],
    ['TABS', 4, 'TAB', false],
    ['TABS', 2, 'ROW', false],
    ['TAB', 3, 'ROW', true],
    ['TAB', 4, 'ROW', false],
    ['TAB', 3, 'TABS', true],
    ['TAB', 3, 'COLUMN', true],
    ['TAB', 5, 'CHART', true],
    ['TAB', 5, 'HEADER', true],
    ['TAB', 6, 'MARKDOWN', false],
    ['COLUMN', 3, 'ROW', true],
    ['COLUMN', 4, 'ROW', false],
    ['COLUMN', 5, 'CHART', true],
    ['COLUMN', 3, 'TABS', true],
    ['COLUMN', 3, 'COLUMN', false],
    ['CHART', 2, 'CHART', false],
    ['MARKDOWN', 2, 'CHART', false],
    ['HEADER', 2, 'MARKDOWN', false],
    ['DIVIDER', 2, 'CHART', false],
  ];
  it.each(cases)('%s at depth %i holding %s → %s', (parentType, parentDepth, childType, valid) => {
    expect(isValidChild({ parentType, parentDepth, childType })).toBe(valid);
  });
  it('refuses a missing type or depth', () => {
    expect(isValidChild({ parentType: 'ROW', childType: 'CHART' })).toBe(false);
    expect(isValidChild({ parentType: '', parentDepth: 1, childType: 'CHART' })).toBe(false);
    expect(isValidChild({ parentType: 'UNKNOWN', parentDepth: 1, childType: 'CHART' })).toBe(false);
  });
});

describe('componentDepth counts as Superset renders: TABS and nested TAB do not deepen their children', () => {
  it.each([
    ['ROOT_ID', 0],
    ['GRID_ID', 1],
    ['ROW-Full', 2],
    ['CHART-f1', 3],
    ['COLUMN-Side', 3],
    ['ROW-InColumn', 4],
    ['CHART-s2', 5],
    ['TABS-Nested', 2],
    ['TAB-One', 2],
    ['ROW-One', 2],
    ['CHART-t1', 3],
  ])('grid layout: %s at %i', (id, depth) => {
    expect(componentDepth(gridLayout(), id)).toBe(depth);
  });
  it.each([
    ['TABS-Top', 1],
    ['TAB-Overview', 1],
    ['ROW-Kpis', 2],
    ['COLUMN-Left', 3],
    ['CHART-a4', 4],
    ['TABS-Inner', 2],
    ['TAB-Delays', 2],
    ['ROW-Delays', 2],
    ['CHART-b6', 3],
  ])('top-level tabs layout: %s at %i', (id, depth) => {
    expect(componentDepth(tabsLayout(), id)).toBe(depth);
  });
  it('every component of both fixtures sits where isValidChild allows', () => {
    for (const layout of [gridLayout(), tabsLayout()]) {
      for (const item of Object.values(layout)) {
        const parentId = item.parents.at(-1);
        const parent = parentId === undefined ? undefined : layout[parentId];
        if (parent === undefined) continue;
        const parentDepth = componentDepth(layout, parent.id);
        expect(isValidChild({ parentType: parent.type, parentDepth, childType: item.type }), item.id).toBe(true);
      }
    }
  });
});

describe('which components are resizable (componentIsResizable)', () => {
  it.each([
    ['CHART', true],
    ['MARKDOWN', true],
    ['COLUMN', true],
    ['DYNAMIC', true],
    ['ROW', false],
    ['HEADER', false],
    ['DIVIDER', false],
    ['TABS', false],
    ['TAB', false],
    ['GRID', false],
  ])('%s → %s', (type, resizable) => {
    expect(componentIsResizable({ type })).toBe(resizable);
  });
  it('a missing component is not', () => {
    expect(componentIsResizable(undefined)).toBe(false);
  });
});

describe('shouldWrapChildInRow and findParentId', () => {
  it('wraps a chart, column or markdown dropped on the grid or a tab, nothing else', () => {
    expect(shouldWrapChildInRow({ parentType: 'GRID', childType: 'CHART' })).toBe(true);
    expect(shouldWrapChildInRow({ parentType: 'TAB', childType: 'MARKDOWN' })).toBe(true);
    expect(shouldWrapChildInRow({ parentType: 'TAB', childType: 'COLUMN' })).toBe(true);
    expect(shouldWrapChildInRow({ parentType: 'GRID', childType: 'HEADER' })).toBe(false);
    expect(shouldWrapChildInRow({ parentType: 'ROW', childType: 'CHART' })).toBe(false);
    expect(shouldWrapChildInRow({ parentType: 'COLUMN', childType: 'CHART' })).toBe(false);
  });
  it('finds the parent listing a child, by parents or by search', () => {
    const layout = gridLayout();
    expect(findParentId({ childId: 'CHART-s2', layout })).toBe('ROW-InColumn');
    const stale = { ...layout, 'CHART-s2': { ...layout['CHART-s2']!, parents: ['GONE'] } };
    expect(findParentId({ childId: 'CHART-s2', layout: stale })).toBe('ROW-InColumn');
    expect(findParentId({ childId: 'ROOT_ID', layout })).toBeNull();
  });
});
