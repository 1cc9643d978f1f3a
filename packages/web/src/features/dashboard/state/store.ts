import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { dashboardSlice, type DashboardState } from './dashboard-slice';

export const createDashboardStore = (preloaded: DashboardState) =>
  configureStore({
    reducer: { dashboard: dashboardSlice.reducer },
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
