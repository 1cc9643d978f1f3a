import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  DashboardChart,
  DashboardDataset,
  DashboardDetail,
  DashboardLayout,
  DashboardMetadata,
  DashboardPermissionFlags,
  DataMasksById,
} from '@tessera/core';
import type { DashboardEditState } from '../edit/state/edit-state';
import type { DashboardUrlParams } from './url-params';

export type DatasetsStatus = 'loading' | 'complete' | 'error';

/** Spec 01 §4's dashboard state, one store per open dashboard page. */
export interface DashboardState {
  status: 'hydrated';
  info: DashboardDetail;
  layout: DashboardLayout;
  metadata: DashboardMetadata;
  charts: Record<number, DashboardChart>;
  /** Datasets by their `uid` ('{id}__table'), the chart's `datasource` key. */
  datasets: Record<string, DashboardDataset>;
  datasetsStatus: DatasetsStatus;
  permissions: DashboardPermissionFlags;
  activeTabs: string[];
  /** The component scrolled to on open (a permalink's anchor or the URL hash). */
  anchor: string | null;
  isPublished: boolean;
  hasUnsavedChanges: boolean;
  isRefreshing: boolean;
  /** Auto-refresh period in seconds (0 off); json_metadata's until the user picks another. */
  refreshFrequency: number;
  /** Bumped per chart by a forced refresh: a slot re-queries with force when its number changes. */
  chartRefresh: Record<number, number>;
  /** The charts a 'Refresh dashboard' still waits for (isRefreshing ends with the last). */
  pendingRefresh: number[];
  urlParams: DashboardUrlParams;
  /** Data masks by native filter or chart id; empty until native filters and cross-filters (issue 12) set them. */
  dataMask: DataMasksById;
  focusedChart: number | null;
  expandedSlices: Record<number, boolean>;
  editMode: boolean;
  /** Edit mode's undo history and saved layout (features/dashboard/edit). */
  edit: DashboardEditState;
  /**
   * The chunks of every chart type on the dashboard have loaded: charts wait for it so the ones
   * near the viewport issue their queries in the same render, and so in one batch.
   */
  pluginsReady: boolean;
}

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: null as unknown as DashboardState,
  reducers: {
    datasetsLoaded(state, action: PayloadAction<DashboardDataset[] | null>) {
      if (action.payload === null) {
        state.datasetsStatus = 'error';
        return;
      }
      state.datasets = Object.fromEntries(action.payload.map((d) => [d.uid, d]));
      state.datasetsStatus = 'complete';
    },
    pluginsLoaded(state) {
      state.pluginsReady = true;
    },
    tabsChanged(state, action: PayloadAction<string[]>) {
      state.activeTabs = action.payload;
    },
    publishedSet(state, action: PayloadAction<boolean>) {
      state.isPublished = action.payload;
    },
    /** A forced refresh of these charts (Superset's onRefresh / refreshChart). */
    chartsRefreshed(state, action: PayloadAction<{ chartIds: number[]; dashboard: boolean }>) {
      for (const id of action.payload.chartIds) state.chartRefresh[id] = (state.chartRefresh[id] ?? 0) + 1;
      if (action.payload.dashboard) {
        state.isRefreshing = true;
        state.pendingRefresh = [...action.payload.chartIds];
      }
    },
    /** A chart's query finished (or failed); the dashboard's refresh ends with its last chart. */
    chartSettled(state, action: PayloadAction<number>) {
      if (!state.isRefreshing) return;
      state.pendingRefresh = state.pendingRefresh.filter((id) => id !== action.payload);
      if (state.pendingRefresh.length === 0) state.isRefreshing = false;
    },
    refreshFrequencySet(state, action: PayloadAction<number>) {
      state.refreshFrequency = action.payload;
    },
    focusedChartSet(state, action: PayloadAction<number | null>) {
      state.focusedChart = action.payload;
    },
    descriptionToggled(state, action: PayloadAction<number>) {
      state.expandedSlices[action.payload] = !state.expandedSlices[action.payload];
    },
    /**
     * This page's own write that is not a save (publish) moved the stored version: later saves
     * compare with it, so the page never asks to overwrite its own change.
     */
    versionMoved(state, action: PayloadAction<string>) {
      state.info.changed_on = action.payload;
    },
    /**
     * A save landed (save, overwrite, or the properties modal in view mode): the page shows the
     * stored fields and version, and nothing is unsaved (spec 01 §4). New metadata re-colours the
     * charts (its color_scheme) and sets the refresh period.
     */
    dashboardSaved(state, action: PayloadAction<{ info: Partial<DashboardDetail>; metadata?: DashboardMetadata }>) {
      state.info = { ...state.info, ...action.payload.info };
      const { metadata } = action.payload;
      if (metadata !== undefined) {
        state.metadata = metadata;
        state.refreshFrequency = metadata.refresh_frequency ?? 0;
      }
      state.hasUnsavedChanges = false;
    },
  },
});

export const dashboardActions = dashboardSlice.actions;
