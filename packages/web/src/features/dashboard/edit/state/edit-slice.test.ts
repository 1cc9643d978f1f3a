import { UNDO_LIMIT, type DashboardLayout } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { hydrateDashboard } from '../../state/hydrate';
import { createDashboardStore } from '../../state/store';
import { readDashboardUrlParams } from '../../state/url-params';
import {
  adminMe,
  fixtureCharts,
  gammaMe,
  supersetDetail,
} from '../../../../../test-support/features/dashboard/fixtures';
import { selectCanRedo, selectCanUndo } from './edit-selectors';
import { editActions } from './edit-slice';

const storeFor = (query = '', me = adminMe) =>
  createDashboardStore(
    hydrateDashboard({
      detail: supersetDetail(),
      charts: fixtureCharts(),
      me,
      urlParams: readDashboardUrlParams(new URLSearchParams(query)),
    }),
  );

const firstChart = (layout: DashboardLayout) => Object.values(layout).find((c) => c.type === 'CHART' && c.meta.height);

const resize = (store: ReturnType<typeof storeFor>, height: number) => {
  const chart = firstChart(store.getState().dashboard.layout);
  store.dispatch(editActions.layoutEdited({ type: 'RESIZE_COMPONENT', payload: { id: chart?.id ?? '', height } }));
};

describe('edit mode state (spec 01 §4: layout history, hasUnsavedChanges)', () => {
  it('edit=true opens edit mode only for a user who may edit the dashboard', () => {
    expect(storeFor('edit=true').getState().dashboard.editMode).toBe(true);
    expect(storeFor('edit=true', gammaMe).getState().dashboard.editMode).toBe(false);
    expect(storeFor('').getState().dashboard.editMode).toBe(false);
  });

  it('applies each operation through core reducer onto the history and marks the dashboard unsaved', () => {
    const store = storeFor('edit=true');
    const loaded = store.getState().dashboard.layout;
    resize(store, 61);
    const state = store.getState();
    expect(firstChart(state.dashboard.layout)?.meta.height).toBe(61);
    expect(state.dashboard.hasUnsavedChanges).toBe(true);
    expect(state.dashboard.edit.history.present).toBe(state.dashboard.layout);
    expect(state.dashboard.edit.history.past).toEqual([loaded]);
    expect(selectCanUndo(state)).toBe(true);
    expect(selectCanRedo(state)).toBe(false);
  });

  it('an operation that changes nothing leaves no undo step', () => {
    const store = storeFor('edit=true');
    const height = firstChart(store.getState().dashboard.layout)?.meta.height ?? 0;
    resize(store, height);
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(store.getState().dashboard.hasUnsavedChanges).toBe(false);
  });

  it('undo back to the loaded layout clears hasUnsavedChanges; redo sets it again', () => {
    const store = storeFor('edit=true');
    const loaded = store.getState().dashboard.layout;
    resize(store, 61);
    resize(store, 62);
    store.dispatch(editActions.undo());
    expect(firstChart(store.getState().dashboard.layout)?.meta.height).toBe(61);
    expect(store.getState().dashboard.hasUnsavedChanges).toBe(true);
    store.dispatch(editActions.undo());
    expect(store.getState().dashboard.layout).toBe(loaded);
    expect(store.getState().dashboard.hasUnsavedChanges).toBe(false);
    store.dispatch(editActions.redo());
    expect(firstChart(store.getState().dashboard.layout)?.meta.height).toBe(61);
    expect(store.getState().dashboard.hasUnsavedChanges).toBe(true);
    expect(selectCanRedo(store.getState())).toBe(true);
  });

  it(`warns once when the ${UNDO_LIMIT} undo slots are used, and undoing everything then stays unsaved`, () => {
    const store = storeFor('edit=true');
    for (let i = 1; i <= UNDO_LIMIT; i += 1) resize(store, 10 + i);
    expect(store.getState().dashboard.edit.undoLimitNotices).toBe(1);
    resize(store, 99);
    expect(store.getState().dashboard.edit.undoLimitNotices).toBe(1);
    expect(store.getState().dashboard.edit.history.past).toHaveLength(UNDO_LIMIT);
    for (let i = 0; i < UNDO_LIMIT; i += 1) store.dispatch(editActions.undo());
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(store.getState().dashboard.hasUnsavedChanges).toBe(true);
  });

  it('discard goes back to the saved layout and leaves edit mode; save keeps the layout and clears the history', () => {
    const store = storeFor('edit=true');
    const loaded = store.getState().dashboard.layout;
    resize(store, 61);
    store.dispatch(editActions.discarded());
    expect(store.getState().dashboard.layout).toBe(loaded);
    expect(store.getState().dashboard.editMode).toBe(false);
    expect(store.getState().dashboard.hasUnsavedChanges).toBe(false);

    store.dispatch(editActions.editModeEntered());
    resize(store, 63);
    const edited = store.getState().dashboard.layout;
    store.dispatch(editActions.saved());
    const saved = store.getState().dashboard;
    expect(saved.layout).toBe(edited);
    expect(saved.edit.savedLayout).toBe(edited);
    expect(saved.edit.history.past).toEqual([]);
    expect(saved.hasUnsavedChanges).toBe(false);
    expect(saved.editMode).toBe(false);
  });

  it('ignores layout operations outside edit mode', () => {
    const store = storeFor('');
    const loaded = store.getState().dashboard.layout;
    resize(store, 61);
    expect(store.getState().dashboard.layout).toBe(loaded);
  });

  it('registers a chart dropped from the builder', () => {
    const store = storeFor('edit=true');
    const chart = { ...fixtureCharts()[0]!, id: 999, slice_name: 'New one' };
    store.dispatch(editActions.chartAdded(chart));
    expect(store.getState().dashboard.charts[999]?.slice_name).toBe('New one');
  });
});
