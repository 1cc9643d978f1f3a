import { createLayoutHistory, type DashboardLayout, type LayoutHistory } from '@tessera/core';

/** The editor's part of the page state (spec 01 §4 'Layout history'). */
export interface DashboardEditState {
  /** Core's undo history; its `present` is always the page's `layout`. */
  history: LayoutHistory;
  /** The layout as last saved (or loaded): what 'Discard' goes back to. */
  savedLayout: DashboardLayout;
  /** Bumped each time a step uses the last undo slot, so the page shows Superset's warning once per time. */
  undoLimitNotices: number;
}

export const initialEditState = (layout: DashboardLayout): DashboardEditState => ({
  history: createLayoutHistory(layout),
  savedLayout: layout,
  undoLimitNotices: 0,
});
