import { describe, expect, it } from 'vitest';
import { layoutActions } from './layout-reducer.js';
import { DASHBOARD_ROOT_ID } from './layout-schema.js';
import {
  builderDrop,
  childrenIds,
  gridLayout,
  layoutProblems,
  moveDrop,
  reduceFrozen,
  tabsLayout,
  type OperationCase,
} from '../../test-support/layout-fixtures.js';

const tabs: OperationCase[] = [
  [
    'tabs: new top-level tabs take everything the grid held into their first tab',
    gridLayout,
    layoutActions.createTopLevelTabs(builderDrop('TABS', DASHBOARD_ROOT_ID, 'ROOT', 0)),
    (next, before) => {
      expect(childrenIds(next, DASHBOARD_ROOT_ID)).toEqual(['TABS-n1']);
      expect(childrenIds(next, 'TABS-n1')).toEqual(['TAB-n2']);
      expect(childrenIds(next, 'TAB-n2')).toEqual(childrenIds(before, 'GRID_ID'));
      expect(childrenIds(next, 'GRID_ID')).toEqual([]);
      expect(next['CHART-f1']?.parents).toEqual(['ROOT_ID', 'TABS-n1', 'TAB-n2', 'ROW-Full']);
    },
  ],
  [
    'tabs: existing tabs dropped on the root become the top level and take the rest into their first tab',
    gridLayout,
    layoutActions.createTopLevelTabs(
      moveDrop(['TABS-Nested', 'TABS'], ['GRID_ID', 'GRID', 5], [DASHBOARD_ROOT_ID, 'ROOT', 0]),
    ),
    (next) => {
      expect(childrenIds(next, DASHBOARD_ROOT_ID)).toEqual(['TABS-Nested']);
      expect(childrenIds(next, 'TAB-One')).toEqual([
        'ROW-One',
        'HEADER-Intro',
        'ROW-Full',
        'ROW-Half',
        'ROW-Mixed',
        'DIVIDER-Mid',
      ]);
      expect(childrenIds(next, 'TAB-Two')).toEqual(['ROW-Two']);
    },
  ],
  [
    'tabs: deleting top-level tabs moves every tab content to the grid, in tab order',
    tabsLayout,
    layoutActions.deleteTopLevelTabs(),
    (next, before) => {
      expect(childrenIds(next, DASHBOARD_ROOT_ID)).toEqual(['GRID_ID']);
      expect(childrenIds(next, 'GRID_ID')).toEqual([
        ...childrenIds(before, 'TAB-Overview'),
        ...childrenIds(before, 'TAB-Details'),
      ]);
      for (const id of ['TABS-Top', 'TAB-Overview', 'TAB-Details']) expect(next[id], id).toBeUndefined();
      expect(next['CHART-a1']?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-Kpis']);
    },
  ],
];

describe('top-level tabs on the fixture layouts', () => {
  it.each(tabs)('%s', (_name, layout, action, check) => {
    const { before, next, intact } = reduceFrozen(layout, action);
    expect(next).not.toBe(before);
    check(next, before);
    expect(layoutProblems(next)).toEqual([]);
    expect(intact).toBe(true);
  });
});
