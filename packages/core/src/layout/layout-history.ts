import type { DashboardLayout } from './layout-schema.js';

/** Superset's UNDO_LIMIT: the undo steps the dashboard editor keeps. */
export const UNDO_LIMIT = 50;

/**
 * The layout's undo history as plain data (redux-undo's past / present / future, plus the
 * dashboard flags Superset keeps beside it in dashboardState). Functions below return a new
 * history; none mutates one.
 */
export interface LayoutHistory {
  /** Earlier layouts, oldest first. */
  readonly past: readonly DashboardLayout[];
  readonly present: DashboardLayout;
  /** Undone layouts, next redo first. */
  readonly future: readonly DashboardLayout[];
  readonly limit: number;
  /** Superset's maxUndoHistoryExceeded: a step fell off the past, so undo can no longer reach the saved layout. */
  readonly exceededLimit: boolean;
  /** Superset's updatedColorScheme: the colour scheme changed since the last save (undo does not revert it). */
  readonly colorSchemeChanged: boolean;
  /** Superset's hasUnsavedChanges. */
  readonly hasUnsavedChanges: boolean;
}

/** A history holding only `layout`, nothing to undo and nothing unsaved (a dashboard just loaded or saved). */
export const createLayoutHistory = (layout: DashboardLayout, limit: number = UNDO_LIMIT): LayoutHistory => ({
  past: [],
  present: layout,
  future: [],
  limit,
  exceededLimit: false,
  colorSchemeChanged: false,
  hasUnsavedChanges: false,
});

/**
 * A layout change: the present goes to the past, the future is dropped, and hasUnsavedChanges is
 * set. Past the limit the oldest step is dropped and exceededLimit set. The same layout object
 * (an operation that changed nothing) leaves the history as it is.
 */
export const pushLayout = (history: LayoutHistory, layout: DashboardLayout): LayoutHistory => {
  if (layout === history.present) return history;
  const past = [...history.past, history.present];
  const overflow = past.length > history.limit;
  if (overflow) past.splice(0, past.length - history.limit);
  return {
    ...history,
    past,
    present: layout,
    future: [],
    exceededLimit: history.exceededLimit || overflow,
    hasUnsavedChanges: true,
  };
};

export const canUndo = (history: LayoutHistory): boolean => history.past.length > 0;
export const canRedo = (history: LayoutHistory): boolean => history.future.length > 0;

/**
 * One step back. As Superset's undoLayoutAction: when that empties the past, the dashboard is
 * back to its saved layout and hasUnsavedChanges clears — unless steps were lost past the limit
 * or the colour scheme changed.
 */
export const undoLayout = (history: LayoutHistory): LayoutHistory => {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  const past = history.past.slice(0, -1);
  const backAtSaved = past.length === 0 && !history.exceededLimit && !history.colorSchemeChanged;
  return {
    ...history,
    past,
    present: previous,
    future: [history.present, ...history.future],
    hasUnsavedChanges: backAtSaved ? false : history.hasUnsavedChanges,
  };
};

/** One step forward again; as Superset's redoLayoutAction it counts as a change (hasUnsavedChanges set). */
export const redoLayout = (history: LayoutHistory): LayoutHistory => {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { ...history, past: [...history.past, history.present], present: next, future, hasUnsavedChanges: true };
};

/** An edit outside the layout (title, properties, json_metadata): unsaved, nothing to undo. */
export const markEdited = (history: LayoutHistory): LayoutHistory =>
  history.hasUnsavedChanges ? history : { ...history, hasUnsavedChanges: true };

/** The colour scheme changed (Superset's setColorSchemeAndUnsavedChanges): unsaved until the next save. */
export const markColorSchemeChanged = (history: LayoutHistory): LayoutHistory => ({
  ...history,
  colorSchemeChanged: true,
  hasUnsavedChanges: true,
});

/**
 * After a save (Superset's clearDashboardHistory and the save reducers): the saved layout is the
 * present, the history empty and every flag cleared.
 */
export const markSaved = (history: LayoutHistory, savedLayout: DashboardLayout = history.present): LayoutHistory =>
  createLayoutHistory(savedLayout, history.limit);

/**
 * Whether the step from `before` to `after` used the last undo slot: the web then shows, once,
 * 'You have used all %(historyLength)s undo slots and will not be able to fully undo subsequent
 * actions. You may save your current state to reset the history.' with
 * historyLength = after.past.length (Superset's maxUndoHistoryToast when UNDO_LIMIT − undoLength ≤ 0).
 */
export const reachedUndoLimit = (before: LayoutHistory, after: LayoutHistory): boolean =>
  !before.exceededLimit && before.past.length < before.limit && after.past.length >= after.limit;
