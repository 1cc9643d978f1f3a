import {
  chartFormDataWithMasks,
  chartIdsInActiveTabs,
  type DashboardChart,
  type DashboardMetadata,
  type FormData,
} from '@tessera/core';
import type { DashboardRootState } from './store';
import { dashboardChrome, type DashboardChrome } from './url-params';

type State = DashboardRootState;

/** The chart's form data on this dashboard: saved form data + the dashboard's colours + its extra_form_data (core's merge). */
export const chartFormDataOnDashboard = (chart: DashboardChart, metadata: DashboardMetadata): FormData =>
  // Native filters and cross-filters (issue 12) supply the masks; none apply yet.
  chartFormDataWithMasks(
    chart.form_data as FormData,
    {},
    {
      chartId: chart.id,
      colorScheme: metadata.color_scheme ?? null,
      ...(metadata.label_colors !== undefined && { labelColors: metadata.label_colors }),
      ...(metadata.shared_label_colors !== undefined && { sharedLabelColors: metadata.shared_label_colors }),
    },
  );

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
