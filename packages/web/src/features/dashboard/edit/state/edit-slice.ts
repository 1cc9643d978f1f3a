import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  dashboardLayoutReducer,
  markSaved,
  pushLayout,
  reachedUndoLimit,
  redoLayout,
  undoLayout,
  type DashboardChart,
  type DashboardLayoutAction,
  type LayoutHistory,
} from '@tessera/core';
import type { DashboardState } from '../../state/dashboard-slice';
import { initialEditState } from './edit-state';

export const editActions = {
  /** 'Edit dashboard' or `edit=true` (the caller checks the edit permission). */
  editModeEntered: createAction('dashboardEdit/editModeEntered'),
  /** Any layout operation: applied by core's dashboardLayoutReducer and pushed on the history. */
  layoutEdited: createAction<DashboardLayoutAction>('dashboardEdit/layoutEdited'),
  undo: createAction('dashboardEdit/undo'),
  redo: createAction('dashboardEdit/redo'),
  /** A saved chart dropped from the builder joins the page (Superset's addSliceToDashboard). */
  chartAdded: createAction<DashboardChart>('dashboardEdit/chartAdded'),
  /** 'Discard': back to the saved layout, out of edit mode. */
  discarded: createAction('dashboardEdit/discarded'),
  /** A save finished: the present layout is the saved one and the history is cleared. */
  saved: createAction('dashboardEdit/saved'),
};

const withHistory = (
  state: DashboardState,
  history: LayoutHistory,
  notices = state.edit.undoLimitNotices,
): DashboardState =>
  history === state.edit.history
    ? state
    : {
        ...state,
        layout: history.present,
        hasUnsavedChanges: history.hasUnsavedChanges,
        edit: { ...state.edit, history, undoLimitNotices: notices },
      };

/**
 * The edit actions over the page state. A plain reducer rather than an immer slice: layouts are
 * compared by identity (core answers the same object when nothing changed), which drafts would hide.
 */
export const dashboardEditReducer = (state: DashboardState, action: UnknownAction): DashboardState => {
  if (editActions.editModeEntered.match(action)) {
    if (state.editMode) return state;
    return { ...state, editMode: true, edit: initialEditState(state.layout), hasUnsavedChanges: false };
  }
  if (editActions.layoutEdited.match(action)) {
    if (!state.editMode) return state;
    const before = state.edit.history;
    const after = pushLayout(before, dashboardLayoutReducer(state.layout, action.payload));
    return withHistory(state, after, state.edit.undoLimitNotices + (reachedUndoLimit(before, after) ? 1 : 0));
  }
  if (editActions.undo.match(action))
    return state.editMode ? withHistory(state, undoLayout(state.edit.history)) : state;
  if (editActions.redo.match(action))
    return state.editMode ? withHistory(state, redoLayout(state.edit.history)) : state;
  if (editActions.chartAdded.match(action)) {
    const chart = action.payload;
    return state.charts[chart.id] === chart ? state : { ...state, charts: { ...state.charts, [chart.id]: chart } };
  }
  if (editActions.discarded.match(action)) {
    const layout = state.edit.savedLayout;
    return { ...state, editMode: false, layout, hasUnsavedChanges: false, edit: initialEditState(layout) };
  }
  if (editActions.saved.match(action)) {
    return {
      ...state,
      editMode: false,
      hasUnsavedChanges: false,
      edit: { history: markSaved(state.edit.history, state.layout), savedLayout: state.layout, undoLimitNotices: 0 },
    };
  }
  return state;
};
