import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { dashboardEditReducer } from '../edit/state/edit-slice';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { dashboardSlice, type DashboardState } from './dashboard-slice';

export const createDashboardStore = (preloaded: DashboardState) =>
  configureStore({
    reducer: {
      // The view's slice, then edit mode's actions over the same page state.
      dashboard: (state: DashboardState | undefined, action: UnknownAction) =>
        dashboardEditReducer(dashboardSlice.reducer(state, action), action),
    },
    preloadedState: { dashboard: preloaded },
    // Layouts and answers are large; the immutability check would walk them on every action.
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });

export type DashboardStore = ReturnType<typeof createDashboardStore>;
export type DashboardRootState = ReturnType<DashboardStore['getState']>;
export type DashboardDispatch = DashboardStore['dispatch'];

export const useDashboardDispatch = useDispatch.withTypes<DashboardDispatch>();
export const useDashboardSelector = useSelector.withTypes<DashboardRootState>();
export const useDashboardStore = useStore.withTypes<DashboardStore>();
