import { createSelector } from '@reduxjs/toolkit';
import {
  activeFilterScopes,
  chartFormDataWithMasks,
  extraFormDataInScope,
  mergeExtraFormData,
  type ExtraFormData,
  type FilterScopeInputs,
  chartIdsInActiveTabs,
  type DashboardChart,
  type DashboardMetadata,
  type FormData,
} from '@tessera/core';
import { selectFilterBoxExtraFormData } from '../native-filters/filter-box/filter-box-state';
import type { DashboardRootState } from './store';
import { dashboardChrome, type DashboardChrome } from './url-params';

type State = DashboardRootState;

/** The json_metadata keys a chart's form data takes from the dashboard. */
export type DashboardColors = Pick<DashboardMetadata, 'color_scheme' | 'label_colors' | 'shared_label_colors'>;

/** The dashboard's colour keys, one object per change of them (bar settings and filters leave it alone). */
export const selectDashboardColors = createSelector(
  [
    (s: State) => s.dashboard.metadata.color_scheme,
    (s: State) => s.dashboard.metadata.label_colors,
    (s: State) => s.dashboard.metadata.shared_label_colors,
  ],
  (color_scheme, label_colors, shared_label_colors): DashboardColors => ({
    color_scheme,
    label_colors,
    shared_label_colors,
  }),
);

/** The chart's form data on this dashboard: saved form data + the dashboard's colours + its extra_form_data (core's merge). */
export const chartFormDataOnDashboard = (
  chart: DashboardChart,
  metadata: DashboardColors,
  extraFormData: ExtraFormData = {},
): FormData =>
  chartFormDataWithMasks(chart.form_data as FormData, extraFormData, {
    chartId: chart.id,
    colorScheme: metadata.color_scheme ?? null,
    ...(metadata.label_colors !== undefined && { labelColors: metadata.label_colors }),
    ...(metadata.shared_label_colors !== undefined && { sharedLabelColors: metadata.shared_label_colors }),
  });

/** Which parts of the page the URL's standalone and uiConfig leave visible. */
export const selectChrome = (state: State): DashboardChrome => dashboardChrome(state.dashboard.urlParams);

/** The charts a 'Refresh dashboard' re-queries: those in open tabs (closed tabs query when opened). */
export const selectChartsToRefresh = (state: State): number[] =>
  chartIdsInActiveTabs(state.dashboard.layout, state.dashboard.activeTabs).filter(
    (id) => state.dashboard.charts[id] !== undefined,
  );

export const selectDatasetOf = (state: State, chartId: number) => {
  const chart = state.dashboard.charts[chartId];
  const key = chart?.form_data['datasource'];
  return typeof key === 'string' ? state.dashboard.datasets[key] : undefined;
};

/** What core's scoping reads from the page: the layout, the charts and json_metadata's filter keys. */
export const selectFilterScopeInputs = createSelector(
  [
    (s: State) => s.dashboard.layout,
    (s: State) => s.dashboard.metadata,
    (s: State) => s.dashboard.charts,
    (s: State) => s.dashboard.nativeFilters,
  ],
  (layout, metadata, charts, nativeFilters): FilterScopeInputs => ({
    layout,
    chartIds: Object.keys(charts).map(Number),
    nativeFilters,
    ...(metadata.chart_configuration && { chartConfiguration: metadata.chart_configuration }),
    ...(metadata.global_chart_configuration && { globalChartConfiguration: metadata.global_chart_configuration }),
    ...(metadata.cross_filters_enabled !== undefined && { crossFiltersEnabled: metadata.cross_filters_enabled }),
  }),
);

/**
 * Which charts each data mask applies to (core's activeFilterScopes), recomputed only when the
 * masks or the dashboard change. Native filters and cross-filters only set masks.
 */
export const selectFilterScopes = createSelector(
  [(s: State) => s.dashboard.dataMask, selectFilterScopeInputs],
  (dataMask, inputs) => activeFilterScopes(dataMask, inputs),
);

/** The dashboard's extra_form_data for one chart: the masks in its scope, merged (core). */
export const extraFormDataOf = (state: State, chartId: number): ExtraFormData => {
  const masks = extraFormDataInScope(chartId, state.dashboard.dataMask, selectFilterScopes(state));
  // Legacy filter boxes reach their charts through filter_scopes (core), after the native filters.
  const filterBox = selectFilterBoxExtraFormData(state).get(chartId);
  return filterBox === undefined ? masks : mergeExtraFormData(masks, filterBox);
};
