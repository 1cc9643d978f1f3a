import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  DashboardChart,
  DashboardDataset,
  DashboardDetail,
  DashboardLayout,
  DashboardMetadata,
  DashboardPermissionFlags,
  DataMaskStateWithId,
  NativeFilterConfig,
} from '@tessera/core';
import { getInitialDataMask, rebuildDataMasks } from '@tessera/core';
import { nativeFilterIdsOf, nativeFilterMasks, type DataMaskUpdate } from './data-mask';
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
  /** Charts a slot reported scrolled away (false) or back (true); unreported ones count as in view. */
  chartsInView: Record<number, boolean>;
  /** Charts a periodic refresh skipped while out of view: they refresh once when they scroll in. */
  staleCharts: Record<number, true>;
  /** The charts a 'Refresh dashboard' still waits for (isRefreshing ends with the last). */
  pendingRefresh: number[];
  urlParams: DashboardUrlParams;
  /**
   * json_metadata.native_filter_configuration: filters and dividers in the bar's order. The page's
   * copy: `setNativeFilters` writes it back into `metadata` too, so a save sends the current list.
   */
  nativeFilters: NativeFilterConfig[];
  /** Applied data masks (what the charts query with) by native filter id or emitting chart id. */
  dataMask: DataMaskStateWithId;
  /** The filter bar's selection not yet applied (Superset's dataMaskSelected): native filter ids only. */
  pendingDataMask: DataMaskStateWithId;
  /** The filter hovered or focused in the bar: the charts in its scope are highlighted. */
  highlightedFilter: string | null;
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

/** What core's rebuildDataMasks reads of the page: the filters and the cross-filter settings. */
const rebuildInputs = (state: DashboardState) => ({
  nativeFilters: state.nativeFilters,
  ...(state.metadata.chart_configuration !== undefined && { chartConfiguration: state.metadata.chart_configuration }),
  crossFiltersEnabled: state.metadata.cross_filters_enabled !== false,
});

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
    /**
     * A periodic refresh is due for these charts: those in view re-query with force, the others
     * only turn stale (a 20-chart dashboard on 10 s would otherwise bypass the cache 100 times a
     * minute per viewer for charts nobody sees).
     */
    periodicRefreshDue(state, action: PayloadAction<number[]>) {
      for (const id of action.payload) {
        if (state.chartsInView[id] === false) state.staleCharts[id] = true;
        else state.chartRefresh[id] = (state.chartRefresh[id] ?? 0) + 1;
      }
    },
    /** A slot came into view or left it; a stale chart coming in refreshes once. */
    chartViewportChanged(state, action: PayloadAction<{ chartId: number; inView: boolean }>) {
      const { chartId, inView } = action.payload;
      state.chartsInView[chartId] = inView;
      if (inView && state.staleCharts[chartId]) {
        delete state.staleCharts[chartId];
        state.chartRefresh[chartId] = (state.chartRefresh[chartId] ?? 0) + 1;
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
     * Superset's updateDataMask: a mask applied at once (a cross-filter, a filter set, a restored
     * URL state), merged over the filter's current mask; the bar's pending copy follows it.
     */
    updateDataMask(state, action: PayloadAction<DataMaskUpdate>) {
      const { id, dataMask } = action.payload;
      const next = { ...getInitialDataMask(id), ...state.dataMask[id], ...dataMask, id };
      state.dataMask[id] = next;
      if (nativeFilterIdsOf(state.nativeFilters).has(id)) state.pendingDataMask[id] = next;
    },
    /** Superset's clearDataMask: the filter or cross-filter no longer filters anything. */
    clearDataMask(state, action: PayloadAction<string>) {
      delete state.dataMask[action.payload];
      delete state.pendingDataMask[action.payload];
    },
    /**
     * Every mask at once (a filter set applied): core's rebuild over them, so filters the set
     * leaves out fall back to their defaults and unknown filter ids are dropped.
     */
    dataMasksReplaced(state, action: PayloadAction<DataMaskStateWithId>) {
      state.dataMask = rebuildDataMasks({ ...rebuildInputs(state), initial: action.payload }).dataMasks;
      state.pendingDataMask = nativeFilterMasks(state.dataMask, state.nativeFilters);
    },
    /**
     * The configuration saved (config modal): core's rebuild keeps cross-filters and the values
     * of filters still configured, gives new filters their defaults and drops removed ones.
     */
    setNativeFilters(state, action: PayloadAction<NativeFilterConfig[]>) {
      state.nativeFilters = action.payload;
      state.metadata.native_filter_configuration = action.payload;
      const keep = (masks: DataMaskStateWithId) =>
        rebuildDataMasks({ ...rebuildInputs(state), current: masks, initial: masks }).dataMasks;
      state.dataMask = keep(state.dataMask);
      state.pendingDataMask = nativeFilterMasks(keep(state.pendingDataMask), action.payload);
    },
    /** A value picked in the bar, held until 'Apply filters' (Superset's dataMaskSelected). */
    pendingDataMaskSet(state, action: PayloadAction<DataMaskUpdate>) {
      const { id, dataMask } = action.payload;
      state.pendingDataMask[id] = { ...getInitialDataMask(id), ...dataMask, id };
    },
    /** 'Apply filters': the pending selection of every native filter becomes the applied one. */
    pendingDataMaskApplied(state) {
      for (const id of nativeFilterIdsOf(state.nativeFilters)) {
        const pending = state.pendingDataMask[id];
        if (pending === undefined) delete state.dataMask[id];
        else state.dataMask[id] = pending;
      }
    },
    /** 'Clear all': every native filter's pending value emptied (applied by the next 'Apply filters'). */
    pendingDataMaskCleared(state) {
      for (const id of nativeFilterIdsOf(state.nativeFilters)) {
        state.pendingDataMask[id] = getInitialDataMask(id, { filterState: { value: null } });
      }
    },
    filterHighlighted(state, action: PayloadAction<string | null>) {
      state.highlightedFilter = action.payload;
    },
    /** json_metadata keys the filter bar edits (orientation, cross-filter switch and scopes); saved by the bar via PUT. */
    metadataPatched(state, action: PayloadAction<Partial<DashboardMetadata>>) {
      state.metadata = { ...state.metadata, ...action.payload };
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
