import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  createLayoutHistory,
  markColorSchemeChanged,
  markEdited,
  markSaved,
  pushLayout,
  reachedUndoLimit,
  redoLayout,
  UNDO_LIMIT,
  undoLayout,
  type LayoutHistory,
} from './layout-history.js';
import { dashboardLayoutReducer, layoutActions } from './layout-reducer.js';
import type { DashboardLayout } from './layout-schema.js';
import { gridLayout } from '../../test-support/layout-fixtures.js';

const saved = gridLayout();
const resized = (layout: DashboardLayout, width: number): DashboardLayout =>
  dashboardLayoutReducer(layout, layoutActions.resizeComponent({ id: 'CHART-f1', width }));
/** `n` layout changes on top of the history, each a different width of CHART-f1 (1 to 12, round). */
const edits = (history: LayoutHistory, n: number): LayoutHistory => {
  let next = history;
  for (let i = 0; i < n; i += 1)
    next = pushLayout(next, resized(next.present, ((next.present['CHART-f1']?.meta.width ?? 0) % 12) + 1));
  return next;
};

describe('spec 01 §4 layout history', () => {
  it('It holds past, present and future. Undo and redo are available.', () => {
    const a = resized(saved, 3);
    const b = resized(a, 2);
    const history = pushLayout(pushLayout(createLayoutHistory(saved), a), b);
    expect(history.past).toEqual([saved, a]);
    expect(history.present).toBe(b);
    expect(history.future).toEqual([]);
    const undone = undoLayout(history);
    expect(undone.present).toBe(a);
    expect(undone.future).toEqual([b]);
    expect(canRedo(undone)).toBe(true);
    const redone = redoLayout(undone);
    expect(redone.present).toBe(b);
    expect(redone.past).toEqual([saved, a]);
    expect(canRedo(redone)).toBe(false);
  });

  it('Saving clears the history.', () => {
    const history = undoLayout(edits(createLayoutHistory(saved), 3));
    const afterSave = markSaved(history);
    expect(afterSave).toMatchObject({ past: [], future: [], hasUnsavedChanges: false, exceededLimit: false });
    expect(afterSave.present).toBe(history.present);
    expect(canUndo(afterSave)).toBe(false);
  });
});

describe('spec 01 §4 dashboard flags', () => {
  it('hasUnsavedChanges is set by any layout change or edit.', () => {
    const fresh = createLayoutHistory(saved);
    expect(fresh.hasUnsavedChanges).toBe(false);
    expect(edits(fresh, 1).hasUnsavedChanges).toBe(true);
    expect(markEdited(fresh).hasUnsavedChanges).toBe(true);
    expect(markEdited(fresh).past).toEqual([]);
  });

  it('It is cleared on save, or when undo empties the history, unless the undo limit was exceeded or the colour scheme was updated.', () => {
    const twoEdits = edits(createLayoutHistory(saved), 2);
    expect(markSaved(twoEdits).hasUnsavedChanges).toBe(false);
    expect(undoLayout(twoEdits).hasUnsavedChanges).toBe(true);
    expect(undoLayout(undoLayout(twoEdits)).hasUnsavedChanges).toBe(false);

    const recoloured = markColorSchemeChanged(twoEdits);
    expect(undoLayout(undoLayout(recoloured)).hasUnsavedChanges).toBe(true);

    const overLimit = edits(createLayoutHistory(saved), UNDO_LIMIT + 1);
    expect(overLimit.exceededLimit).toBe(true);
    let undone = overLimit;
    while (canUndo(undone)) undone = undoLayout(undone);
    expect(undone.hasUnsavedChanges).toBe(true);
  });

  it('redo counts as a change again', () => {
    const back = undoLayout(edits(createLayoutHistory(saved), 1));
    expect(back.hasUnsavedChanges).toBe(false);
    expect(redoLayout(back).hasUnsavedChanges).toBe(true);
  });
});

describe('the undo limit of 50', () => {
  it('keeps the last 50 steps and flags the loss of older ones', () => {
    const full = edits(createLayoutHistory(saved), UNDO_LIMIT);
    expect(full.past).toHaveLength(UNDO_LIMIT);
    expect(full.past[0]).toBe(saved);
    expect(full.exceededLimit).toBe(false);
    const over = edits(full, 1);
    expect(over.past).toHaveLength(UNDO_LIMIT);
    expect(over.past[0]).toBe(full.past[1]);
    expect(over.exceededLimit).toBe(true);
  });

  it("says when the last undo slot is used, once: 'You have used all %(historyLength)s undo slots …'", () => {
    const almost = edits(createLayoutHistory(saved), UNDO_LIMIT - 1);
    const full = edits(almost, 1);
    expect(reachedUndoLimit(almost, full)).toBe(true);
    expect(full.past.length).toBe(50);
    expect(reachedUndoLimit(full, edits(full, 1))).toBe(false);
    expect(reachedUndoLimit(createLayoutHistory(saved), edits(createLayoutHistory(saved), 1))).toBe(false);
  });

  it('a smaller limit can be given', () => {
    const small = edits(createLayoutHistory(saved, 2), 3);
    expect(small.past).toHaveLength(2);
    expect(small.exceededLimit).toBe(true);
  });
});

describe('no-op steps', () => {
  it('the same layout object, undo with no past and redo with no future leave the history as it is', () => {
    const history = createLayoutHistory(saved);
    expect(pushLayout(history, saved)).toBe(history);
    expect(undoLayout(history)).toBe(history);
    expect(redoLayout(history)).toBe(history);
    const edited = markEdited(history);
    expect(markEdited(edited)).toBe(edited);
  });
});
