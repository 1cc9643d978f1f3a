import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ChartCreate, ChartDataResult, ChartUpdate, ExploreFormDataWrite, QueryContextInput } from '@tessera/core';
import { useDispatch, useSelector } from 'react-redux';
import type { LoadedChartPlugin } from '../../../charts/types';
import type { ChartWriteAnswer } from '../explore-api';
import { chartSlice } from './chart-slice';
import { exploreSlice } from './explore-slice';
import type { HydratedExplore } from './hydrate';

/** What the explore thunks call out to; tests pass fakes. */
export interface ExploreServices {
  fetchChartData: (qc: QueryContextInput, opts: { signal: AbortSignal }) => Promise<ChartDataResult[]>;
  loadChartPlugin: (vizType: string) => Promise<LoadedChartPlugin | null>;
  createChart: (body: ChartCreate) => Promise<ChartWriteAnswer>;
  updateChart: (id: number, body: ChartUpdate) => Promise<ChartWriteAnswer>;
  createDashboard: (title: string) => Promise<number>;
  /** `POST /api/v1/explore/form_data?tab_id=`: caches the form data, answers its key. */
  postFormData: (body: ExploreFormDataWrite, tabId: number) => Promise<string>;
  /** `PUT /api/v1/explore/form_data/{key}?tab_id=`: answers the key to use from now on. */
  putFormData: (key: string, body: ExploreFormDataWrite, tabId: number) => Promise<string>;
}

/** Per-store mutable context of the thunks: the query in flight, so Stop and a new Run can abort it. */
export interface ExploreThunkExtra {
  services: ExploreServices;
  inflight: AbortController | null;
}

const rootReducer = combineReducers({ explore: exploreSlice.reducer, chart: chartSlice.reducer });

export type ExploreRootState = ReturnType<typeof rootReducer>;

export const createExploreStore = (services: ExploreServices, preloaded?: HydratedExplore) => {
  const extra: ExploreThunkExtra = { services, inflight: null };
  return configureStore({
    reducer: rootReducer,
    ...(preloaded && { preloadedState: preloaded }),
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // Actions that need the plugin's control panel carry it; it never enters the state.
        serializableCheck: { ignoredActionPaths: ['payload.panel'] },
      }),
  });
};

export type ExploreStore = ReturnType<typeof createExploreStore>;
export type ExploreDispatch = ExploreStore['dispatch'];
export type ExploreThunk<R = void> = ThunkAction<R, ExploreRootState, ExploreThunkExtra, UnknownAction>;

export const useExploreDispatch = useDispatch.withTypes<ExploreDispatch>();
export const useExploreSelector = useSelector.withTypes<ExploreRootState>();
