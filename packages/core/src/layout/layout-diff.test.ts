import { describe, expect, it } from 'vitest';
import { NEW_COMPONENTS_SOURCE_ID } from './component-rules.js';
import { layoutDiff } from './layout-diff.js';
import { createLayoutReducer, layoutActions } from './layout-reducer.js';
import type { LayoutItem } from './layout-schema.js';
import { counterIds, gridLayout } from '../../test-support/layout-fixtures.js';

const reduce = createLayoutReducer(counterIds());
const base = gridLayout();

describe('layoutDiff', () => {
  it('is empty for equal layouts', () => {
    expect(layoutDiff(base, gridLayout())).toEqual([]);
  });
  it('names added components', () => {
    const next = reduce(
      base,
      layoutActions.createComponent({
        source: { id: NEW_COMPONENTS_SOURCE_ID, type: '', index: 0 },
        destination: { id: 'ROW-Half', type: 'ROW', index: 1 },
        dragging: { id: 'NEW_CHART_ID', type: 'CHART', meta: { chartId: 300 } },
      }),
    );
    expect(layoutDiff(base, next)).toEqual([{ id: 'CHART-n1', type: 'CHART', kind: 'added' }]);
  });
  it('names removed components', () => {
    const next = reduce(base, layoutActions.deleteComponent('CHART-h1', 'ROW-Half'));
    expect(layoutDiff(base, next)).toEqual([
      { id: 'ROW-Half', type: 'ROW', kind: 'removed' },
      { id: 'CHART-h1', type: 'CHART', kind: 'removed' },
    ]);
  });
  it('names a move, a reorder, a resize and an edit', () => {
    const moved = reduce(
      base,
      layoutActions.moveComponent({
        source: { id: 'ROW-Full', type: 'ROW', index: 0 },
        destination: { id: 'ROW-Half', type: 'ROW', index: 0 },
        dragging: { id: 'CHART-f1', type: 'CHART' },
      }),
    );
    expect(layoutDiff(base, moved)).toContainEqual({ id: 'CHART-f1', type: 'CHART', kind: 'moved' });
    const reordered = reduce(
      base,
      layoutActions.moveComponent({
        source: { id: 'ROW-Full', type: 'ROW', index: 0 },
        destination: { id: 'ROW-Full', type: 'ROW', index: 2 },
        dragging: { id: 'CHART-f1', type: 'CHART' },
      }),
    );
    expect(layoutDiff(base, reordered)).toEqual([{ id: 'ROW-Full', type: 'ROW', kind: 'reordered' }]);
    const resized = reduce(base, layoutActions.resizeComponent({ id: 'CHART-f1', width: 2 }));
    expect(layoutDiff(base, resized)).toEqual([{ id: 'CHART-f1', type: 'CHART', kind: 'resized' }]);
    const header = base['HEADER-Intro'] as LayoutItem;
    const edited = reduce(
      base,
      layoutActions.updateComponents({ [header.id]: { ...header, meta: { ...header.meta, text: 'Hello' } } }),
    );
    expect(layoutDiff(base, edited)).toEqual([{ id: 'HEADER-Intro', type: 'HEADER', kind: 'edited' }]);
  });
});
