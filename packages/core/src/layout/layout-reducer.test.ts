import { describe, expect, it } from 'vitest';
import { layoutActions, createLayoutReducer, type DashboardLayoutAction } from './layout-reducer.js';
import { DASHBOARD_ROOT_ID, type DashboardLayout } from './layout-schema.js';
import {
  builderDrop,
  childrenIds,
  counterIds,
  frozen,
  gridLayout,
  layoutProblems,
  moveDrop,
  reduceFrozen,
  tabsLayout,
  type OperationCase,
} from '../../test-support/layout-fixtures.js';

const { createComponent, moveComponent, resizeComponent, deleteComponent, updateComponents } = layoutActions;

const drops: OperationCase[] = [
  [
    'drop: a new chart into a row with room gets width 4, height 50 and its chart meta',
    gridLayout,
    createComponent(builderDrop('CHART', 'ROW-Half', 'ROW', 1, { chartId: 300, sliceName: 'New one' })),
    (next) => {
      expect(childrenIds(next, 'ROW-Half')).toEqual(['CHART-h1', 'CHART-n1']);
      expect(next['CHART-n1']?.meta).toEqual({ width: 4, height: 50, chartId: 300, sliceName: 'New one' });
    },
  ],
  [
    'drop: a new chart on the grid comes wrapped in a new row',
    gridLayout,
    createComponent(builderDrop('CHART', 'GRID_ID', 'GRID', 0, { chartId: 300 })),
    (next) => {
      expect(childrenIds(next, 'GRID_ID')[0]).toBe('ROW-n2');
      expect(next['ROW-n2']).toMatchObject({
        type: 'ROW',
        children: ['CHART-n1'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      });
    },
  ],
  [
    'drop: a new markdown on a tab comes wrapped in a new row',
    gridLayout,
    createComponent(builderDrop('MARKDOWN', 'TAB-One', 'TAB', 1)),
    (next) => {
      expect(childrenIds(next, 'TAB-One')).toEqual(['ROW-One', 'ROW-n2']);
      expect(childrenIds(next, 'ROW-n2')).toEqual(['MARKDOWN-n1']);
      expect(next['MARKDOWN-n1']?.meta).toEqual({ width: 4, height: 50 });
    },
  ],
  [
    "drop: a new header on the grid is not wrapped and reads 'New header'",
    gridLayout,
    createComponent(builderDrop('HEADER', 'GRID_ID', 'GRID', 1)),
    (next) => {
      expect(childrenIds(next, 'GRID_ID')[1]).toBe('HEADER-n1');
      expect(next['HEADER-n1']?.meta.text).toBe('New header');
    },
  ],
  [
    "drop: new tabs come with one tab titled by default 'Tab title'",
    gridLayout,
    createComponent(builderDrop('TABS', 'GRID_ID', 'GRID', 2)),
    (next) => {
      expect(childrenIds(next, 'GRID_ID')[2]).toBe('TABS-n1');
      expect(childrenIds(next, 'TABS-n1')).toEqual(['TAB-n2']);
      expect(next['TAB-n2']?.meta).toEqual({ text: '', defaultText: 'Tab title', placeholder: 'Tab title' });
    },
  ],
  [
    'drop: a new column uses its default width',
    gridLayout,
    createComponent(builderDrop('COLUMN', 'ROW-Half', 'ROW', 0)),
    (next) => {
      expect(childrenIds(next, 'ROW-Half')).toEqual(['COLUMN-n1', 'CHART-h1']);
      expect(next['COLUMN-n1']?.meta).toEqual({ width: 4, background: 'BACKGROUND_TRANSPARENT' });
    },
  ],
  [
    'drop: a new chart in a nearly full row takes the room left',
    gridLayout,
    createComponent(builderDrop('CHART', 'ROW-InColumn', 'ROW', 2)),
    (next) => {
      expect(next['CHART-n1']?.meta.width).toBe(1);
    },
  ],
  [
    'drop: a new divider into a tab',
    gridLayout,
    createComponent(builderDrop('DIVIDER', 'TAB-Two', 'TAB', 0)),
    (next) => {
      expect(childrenIds(next, 'TAB-Two')).toEqual(['DIVIDER-n1', 'ROW-Two']);
    },
  ],
];

const moves: OperationCase[] = [
  [
    'move: the dragged id wins over a stale source index',
    gridLayout,
    moveComponent(moveDrop(['CHART-f3', 'CHART'], ['ROW-Full', 'ROW', 0], ['ROW-Half', 'ROW', 1])),
    (next) => {
      expect(childrenIds(next, 'ROW-Full')).toEqual(['CHART-f1', 'CHART-f2']);
      expect(childrenIds(next, 'ROW-Half')).toEqual(['CHART-h1', 'CHART-f3']);
    },
  ],
  [
    'move: a chart to another row keeps its width and takes the new parents',
    gridLayout,
    moveComponent(moveDrop(['CHART-f1', 'CHART'], ['ROW-Full', 'ROW', 0], ['ROW-Half', 'ROW', 0])),
    (next) => {
      expect(childrenIds(next, 'ROW-Full')).toEqual(['CHART-f2', 'CHART-f3']);
      expect(childrenIds(next, 'ROW-Half')).toEqual(['CHART-f1', 'CHART-h1']);
      expect(next['CHART-f1']?.meta.width).toBe(4);
      expect(next['CHART-f1']?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-Half']);
    },
  ],
  [
    'move: a chart into a narrower column takes the column width',
    gridLayout,
    moveComponent(moveDrop(['CHART-h1', 'CHART'], ['ROW-Half', 'ROW', 0], ['COLUMN-Side', 'COLUMN', 0])),
    (next) => {
      expect(next['CHART-h1']?.meta.width).toBe(5);
      expect(childrenIds(next, 'COLUMN-Side')).toEqual(['CHART-h1', 'CHART-s1', 'ROW-InColumn']);
    },
  ],
  [
    'move: a chart onto the grid is wrapped in a new row',
    gridLayout,
    moveComponent(moveDrop(['CHART-f1', 'CHART'], ['ROW-Full', 'ROW', 0], ['GRID_ID', 'GRID', 0])),
    (next) => {
      expect(childrenIds(next, 'GRID_ID')[0]).toBe('ROW-n1');
      expect(childrenIds(next, 'ROW-n1')).toEqual(['CHART-f1']);
      expect(next['CHART-f1']?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-n1']);
    },
  ],
  [
    'move: reorder charts within their row',
    gridLayout,
    moveComponent(moveDrop(['CHART-f1', 'CHART'], ['ROW-Full', 'ROW', 0], ['ROW-Full', 'ROW', 2])),
    (next) => {
      expect(childrenIds(next, 'ROW-Full')).toEqual(['CHART-f2', 'CHART-f3', 'CHART-f1']);
    },
  ],
  [
    'move: a row into a nested tab carries its charts',
    gridLayout,
    moveComponent(moveDrop(['ROW-Half', 'ROW'], ['GRID_ID', 'GRID', 2], ['TAB-One', 'TAB', 1])),
    (next) => {
      expect(childrenIds(next, 'TAB-One')).toEqual(['ROW-One', 'ROW-Half']);
      expect(next['CHART-h1']?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'TABS-Nested', 'TAB-One', 'ROW-Half']);
    },
  ],
  [
    'move: a chart between top-level tabs',
    tabsLayout,
    moveComponent(moveDrop(['CHART-a1', 'CHART'], ['ROW-Kpis', 'ROW', 0], ['ROW-Routes1', 'ROW', 1])),
    (next) => {
      expect(childrenIds(next, 'ROW-Routes1')).toEqual(['CHART-b8', 'CHART-a1']);
      expect(next['CHART-a1']?.parents).toEqual([
        'ROOT_ID',
        'TABS-Top',
        'TAB-Details',
        'TABS-Inner',
        'TAB-Routes',
        'ROW-Routes1',
      ]);
    },
  ],
];

const updates: OperationCase[] = [
  [
    'update: a component is replaced by the given one',
    gridLayout,
    updateComponents({
      'HEADER-Intro': {
        id: 'HEADER-Intro',
        type: 'HEADER',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { text: 'Welcome', headerSize: 'LARGE_HEADER', background: 'BACKGROUND_WHITE' },
      },
    }),
    (next) => {
      expect(next['HEADER-Intro']?.meta).toEqual({
        text: 'Welcome',
        headerSize: 'LARGE_HEADER',
        background: 'BACKGROUND_WHITE',
      });
    },
  ],
];

describe('dashboardLayoutReducer: drops, moves and updates on the fixture layouts', () => {
  it.each([...drops, ...moves, ...updates])('%s', (_name, layout, action, check) => {
    const { before, next, intact } = reduceFrozen(layout, action);
    expect(next).not.toBe(before);
    check(next, before);
    expect(layoutProblems(next)).toEqual([]);
    expect(intact).toBe(true);
  });
});

describe('operations that change nothing answer the same layout', () => {
  const reduce = createLayoutReducer(counterIds());
  it.each<[string, () => DashboardLayout, DashboardLayoutAction]>([
    ['resize to the same size', gridLayout, resizeComponent({ id: 'CHART-f1', width: 4, height: 50 })],
    ['resize with no size', gridLayout, resizeComponent({ id: 'CHART-f1' })],
    ['resize of an unknown component', gridLayout, resizeComponent({ id: 'CHART-gone', width: 3 })],
    ['delete with an unknown parent', gridLayout, deleteComponent('CHART-f1', 'ROW-gone')],
    ['delete without a parent', gridLayout, deleteComponent('CHART-f1', null)],
    [
      'create without a destination',
      gridLayout,
      createComponent({ ...builderDrop('CHART', 'x', 'ROW', 0), destination: null }),
    ],
    ['delete top-level tabs when there are none', gridLayout, layoutActions.deleteTopLevelTabs()],
    [
      'create top-level tabs when there are some',
      tabsLayout,
      layoutActions.createTopLevelTabs(builderDrop('TABS', DASHBOARD_ROOT_ID, 'ROOT', 0)),
    ],
    ['update with nothing', gridLayout, updateComponents({})],
    [
      'move a row into its own subtree',
      gridLayout,
      moveComponent(moveDrop(['ROW-Mixed', 'ROW'], ['GRID_ID', 'GRID', 3], ['COLUMN-Side', 'COLUMN', 0])),
    ],
    [
      'move a component that is not in its source',
      gridLayout,
      moveComponent(moveDrop(['CHART-f1', 'CHART'], ['ROW-Half', 'ROW', 0], ['ROW-Mixed', 'ROW', 0])),
    ],
    [
      'move a tab right of its left neighbour',
      gridLayout,
      moveComponent({
        ...moveDrop(['TAB-Two', 'TAB'], ['TABS-Nested', 'TABS', 1], ['TABS-Nested', 'TABS', 0]),
        position: 'DROP_RIGHT',
      }),
    ],
    ['an unknown action', gridLayout, { type: 'UNKNOWN' } as unknown as DashboardLayoutAction],
  ])('%s', (_name, layout, action) => {
    const before = frozen(layout());
    expect(reduce(before, action)).toBe(before);
  });
});
