import { describe, expect, it } from 'vitest';
import { layoutActions } from './layout-reducer.js';
import { childrenIds, gridLayout, layoutProblems, reduceFrozen, type OperationCase } from '../../test-support/layout-fixtures.js';

const { resizeComponent, deleteComponent } = layoutActions;

const resizes: OperationCase[] = [
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

const deletes: OperationCase[] = [
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

describe('resize and delete on the fixture layouts', () => {
  it.each([...resizes, ...deletes])('%s', (_name, layout, action, check) => {
    const { before, next, intact } = reduceFrozen(layout, action);
    expect(next).not.toBe(before);
    check(next, before);
    expect(layoutProblems(next)).toEqual([]);
    expect(intact).toBe(true);
  });
});
