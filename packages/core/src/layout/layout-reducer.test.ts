import { describe, expect, it } from 'vitest';
import { NEW_COMPONENTS_SOURCE_ID } from './component-rules.js';
import type { DropResult } from './drop-result.js';
import { layoutActions, createLayoutReducer, type DashboardLayoutAction } from './layout-reducer.js';
import { DASHBOARD_ROOT_ID, type DashboardLayout } from './layout-schema.js';
import { childrenIds, counterIds, frozen, gridLayout, tabsLayout } from './test-fixtures.js';

type Check = (next: DashboardLayout, before: DashboardLayout) => void;
type Case = [name: string, layout: () => DashboardLayout, action: DashboardLayoutAction, check: Check];

const fromBuilder = (type: string, id: string, destType: string, index: number, meta = {}): DropResult => ({
  source: { id: NEW_COMPONENTS_SOURCE_ID, type: '', index: 0 },
  destination: { id, type: destType, index },
  dragging: { id: `NEW_${type}_ID`, type, meta },
});
const move = (
  dragging: [string, string],
  source: [string, string, number],
  destination: [string, string, number],
): DropResult => ({
  source: { id: source[0], type: source[1], index: source[2] },
  destination: { id: destination[0], type: destination[1], index: destination[2] },
  dragging: { id: dragging[0], type: dragging[1] },
});
const { createComponent, moveComponent, resizeComponent, deleteComponent, updateComponents } = layoutActions;

/** Every component ROOT_ID reaches is listed once and its parents are its path from ROOT_ID. */
const expectConsistent = (layout: DashboardLayout): void => {
  const seen = new Set<string>();
  const visit = (id: string, path: string[]): void => {
    expect(seen.has(id), `${id} listed twice`).toBe(false);
    seen.add(id);
    const item = layout[id];
    expect(item, `${id} missing`).toBeDefined();
    if (id !== DASHBOARD_ROOT_ID) expect(item?.parents, id).toEqual(path);
    for (const child of item?.children ?? []) visit(child, [...path, id]);
  };
  visit(DASHBOARD_ROOT_ID, []);
};

const drops: Case[] = [
  [
    'drop: a new chart into a row with room gets width 4, height 50 and its chart meta',
    gridLayout,
    createComponent(fromBuilder('CHART', 'ROW-Half', 'ROW', 1, { chartId: 300, sliceName: 'New one' })),
    (next) => {
      expect(childrenIds(next, 'ROW-Half')).toEqual(['CHART-h1', 'CHART-n1']);
      expect(next['CHART-n1']?.meta).toEqual({ width: 4, height: 50, chartId: 300, sliceName: 'New one' });
    },
  ],
  [
    'drop: a new chart on the grid comes wrapped in a new row',
    gridLayout,
    createComponent(fromBuilder('CHART', 'GRID_ID', 'GRID', 0, { chartId: 300 })),
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
    createComponent(fromBuilder('MARKDOWN', 'TAB-One', 'TAB', 1)),
    (next) => {
      expect(childrenIds(next, 'TAB-One')).toEqual(['ROW-One', 'ROW-n2']);
      expect(childrenIds(next, 'ROW-n2')).toEqual(['MARKDOWN-n1']);
      expect(next['MARKDOWN-n1']?.meta).toEqual({ width: 4, height: 50 });
    },
  ],
  [
    "drop: a new header on the grid is not wrapped and reads 'New header'",
    gridLayout,
    createComponent(fromBuilder('HEADER', 'GRID_ID', 'GRID', 1)),
    (next) => {
      expect(childrenIds(next, 'GRID_ID')[1]).toBe('HEADER-n1');
      expect(next['HEADER-n1']?.meta.text).toBe('New header');
    },
  ],
  [
    "drop: new tabs come with one tab titled by default 'Tab title'",
    gridLayout,
    createComponent(fromBuilder('TABS', 'GRID_ID', 'GRID', 2)),
    (next) => {
      expect(childrenIds(next, 'GRID_ID')[2]).toBe('TABS-n1');
      expect(childrenIds(next, 'TABS-n1')).toEqual(['TAB-n2']);
      expect(next['TAB-n2']?.meta).toEqual({ text: '', defaultText: 'Tab title', placeholder: 'Tab title' });
    },
  ],
  [
    'drop: a new column uses its default width',
    gridLayout,
    createComponent(fromBuilder('COLUMN', 'ROW-Half', 'ROW', 0)),
    (next) => {
      expect(childrenIds(next, 'ROW-Half')).toEqual(['COLUMN-n1', 'CHART-h1']);
      expect(next['COLUMN-n1']?.meta).toEqual({ width: 4, background: 'BACKGROUND_TRANSPARENT' });
    },
  ],
  [
    'drop: a new chart in a nearly full row takes the room left',
    gridLayout,
    createComponent(fromBuilder('CHART', 'ROW-InColumn', 'ROW', 2)),
    (next) => {
      expect(next['CHART-n1']?.meta.width).toBe(1);
    },
  ],
  [
    'drop: a new divider into a tab',
    gridLayout,
    createComponent(fromBuilder('DIVIDER', 'TAB-Two', 'TAB', 0)),
    (next) => {
      expect(childrenIds(next, 'TAB-Two')).toEqual(['DIVIDER-n1', 'ROW-Two']);
    },
  ],
];

const moves: Case[] = [
  [
    'move: the dragged id wins over a stale source index',
    gridLayout,
    moveComponent(move(['CHART-f3', 'CHART'], ['ROW-Full', 'ROW', 0], ['ROW-Half', 'ROW', 1])),
    (next) => {
      expect(childrenIds(next, 'ROW-Full')).toEqual(['CHART-f1', 'CHART-f2']);
      expect(childrenIds(next, 'ROW-Half')).toEqual(['CHART-h1', 'CHART-f3']);
    },
  ],
  [
    'move: a chart to another row keeps its width and takes the new parents',
    gridLayout,
    moveComponent(move(['CHART-f1', 'CHART'], ['ROW-Full', 'ROW', 0], ['ROW-Half', 'ROW', 0])),
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
    moveComponent(move(['CHART-h1', 'CHART'], ['ROW-Half', 'ROW', 0], ['COLUMN-Side', 'COLUMN', 0])),
    (next) => {
      expect(next['CHART-h1']?.meta.width).toBe(5);
      expect(childrenIds(next, 'COLUMN-Side')).toEqual(['CHART-h1', 'CHART-s1', 'ROW-InColumn']);
    },
  ],
  [
    'move: a chart onto the grid is wrapped in a new row',
    gridLayout,
    moveComponent(move(['CHART-f1', 'CHART'], ['ROW-Full', 'ROW', 0], ['GRID_ID', 'GRID', 0])),
    (next) => {
      expect(childrenIds(next, 'GRID_ID')[0]).toBe('ROW-n1');
      expect(childrenIds(next, 'ROW-n1')).toEqual(['CHART-f1']);
      expect(next['CHART-f1']?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-n1']);
    },
  ],
  [
    'move: reorder charts within their row',
    gridLayout,
    moveComponent(move(['CHART-f1', 'CHART'], ['ROW-Full', 'ROW', 0], ['ROW-Full', 'ROW', 2])),
    (next) => {
      expect(childrenIds(next, 'ROW-Full')).toEqual(['CHART-f2', 'CHART-f3', 'CHART-f1']);
    },
  ],
  [
    'move: a row into a nested tab carries its charts',
    gridLayout,
    moveComponent(move(['ROW-Half', 'ROW'], ['GRID_ID', 'GRID', 2], ['TAB-One', 'TAB', 1])),
    (next) => {
      expect(childrenIds(next, 'TAB-One')).toEqual(['ROW-One', 'ROW-Half']);
      expect(next['CHART-h1']?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'TABS-Nested', 'TAB-One', 'ROW-Half']);
    },
  ],
  [
    'move: a chart between top-level tabs',
    tabsLayout,
    moveComponent(move(['CHART-a1', 'CHART'], ['ROW-Kpis', 'ROW', 0], ['ROW-Routes1', 'ROW', 1])),
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

const resizes: Case[] = [
  [
    'resize: a new width applies',
    gridLayout,
    resizeComponent({ id: 'CHART-f1', width: 3, height: 50 }),
    (next) => {
      expect(next['CHART-f1']?.meta).toMatchObject({ width: 3, height: 50 });
    },
  ],
  [
    'resize: a new height alone applies and keeps the width',
    gridLayout,
    resizeComponent({ id: 'MARKDOWN-Mixed', height: 80 }),
    (next) => {
      expect(next['MARKDOWN-Mixed']?.meta).toMatchObject({ width: 3, height: 80 });
    },
  ],
  [
    'resize: a column width',
    gridLayout,
    resizeComponent({ id: 'COLUMN-Side', width: 6 }),
    (next) => {
      expect(next['COLUMN-Side']?.meta.width).toBe(6);
    },
  ],
];

const deletes: Case[] = [
  [
    'delete: the last chart of a row takes the row with it',
    gridLayout,
    deleteComponent('CHART-h1', 'ROW-Half'),
    (next) => {
      expect(next['CHART-h1']).toBeUndefined();
      expect(next['ROW-Half']).toBeUndefined();
      expect(childrenIds(next, 'GRID_ID')).not.toContain('ROW-Half');
    },
  ],
  [
    'delete: a chart of a fuller row keeps the row',
    gridLayout,
    deleteComponent('CHART-f2', 'ROW-Full'),
    (next) => {
      expect(childrenIds(next, 'ROW-Full')).toEqual(['CHART-f1', 'CHART-f3']);
    },
  ],
  [
    'delete: a row takes everything under it',
    gridLayout,
    deleteComponent('ROW-Mixed', 'GRID_ID'),
    (next, before) => {
      for (const id of [
        'ROW-Mixed',
        'COLUMN-Side',
        'CHART-s1',
        'ROW-InColumn',
        'CHART-s2',
        'CHART-s3',
        'MARKDOWN-Mixed',
      ])
        expect(next[id], id).toBeUndefined();
      expect(Object.keys(next)).toHaveLength(Object.keys(before).length - 7);
    },
  ],
  [
    'delete: nested tabs with their tabs and content',
    gridLayout,
    deleteComponent('TABS-Nested', 'GRID_ID'),
    (next) => {
      for (const id of ['TABS-Nested', 'TAB-One', 'TAB-Two', 'ROW-One', 'CHART-t1', 'ROW-Two', 'CHART-t2'])
        expect(next[id], id).toBeUndefined();
    },
  ],
];

const tabs: Case[] = [
  [
    'tabs: new top-level tabs take everything the grid held into their first tab',
    gridLayout,
    layoutActions.createTopLevelTabs(fromBuilder('TABS', DASHBOARD_ROOT_ID, 'ROOT', 0)),
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
      move(['TABS-Nested', 'TABS'], ['GRID_ID', 'GRID', 5], [DASHBOARD_ROOT_ID, 'ROOT', 0]),
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

const updates: Case[] = [
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

describe('dashboardLayoutReducer: a table of operations on the fixture layouts', () => {
  it.each([...drops, ...moves, ...resizes, ...deletes, ...tabs, ...updates])('%s', (_name, layout, action, check) => {
    const before = frozen(layout());
    const snapshot = JSON.stringify(before);
    const next = createLayoutReducer(counterIds())(before, action);
    expect(next).not.toBe(before);
    check(next, before);
    expectConsistent(next);
    expect(JSON.stringify(before)).toBe(snapshot);
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
      createComponent({ ...fromBuilder('CHART', 'x', 'ROW', 0), destination: null }),
    ],
    ['delete top-level tabs when there are none', gridLayout, layoutActions.deleteTopLevelTabs()],
    [
      'create top-level tabs when there are some',
      tabsLayout,
      layoutActions.createTopLevelTabs(fromBuilder('TABS', DASHBOARD_ROOT_ID, 'ROOT', 0)),
    ],
    ['update with nothing', gridLayout, updateComponents({})],
    [
      'move a row into its own subtree',
      gridLayout,
      moveComponent(move(['ROW-Mixed', 'ROW'], ['GRID_ID', 'GRID', 3], ['COLUMN-Side', 'COLUMN', 0])),
    ],
    [
      'move a component that is not in its source',
      gridLayout,
      moveComponent(move(['CHART-f1', 'CHART'], ['ROW-Half', 'ROW', 0], ['ROW-Mixed', 'ROW', 0])),
    ],
    [
      'move a tab right of its left neighbour',
      gridLayout,
      moveComponent({
        ...move(['TAB-Two', 'TAB'], ['TABS-Nested', 'TABS', 1], ['TABS-Nested', 'TABS', 0]),
        position: 'DROP_RIGHT',
      }),
    ],
    ['an unknown action', gridLayout, { type: 'UNKNOWN' } as unknown as DashboardLayoutAction],
  ])('%s', (_name, layout, action) => {
    const before = frozen(layout());
    expect(reduce(before, action)).toBe(before);
  });
});
