import { createSelector } from '@reduxjs/toolkit';
import {
  dashboardFilterBoxExtraFormData,
  filterBoxSelection,
  loadedDefaultFilters,
  type DashboardChart,
  type FilterBoxChart,
  type FilterBoxSelection,
} from '@tessera/core';
import type { DashboardRootState } from '../../state/store';

type State = DashboardRootState;

/** A chart as the filter box rules read it: with its dataset's column types (typed single-value defaults). */
const filterBoxChartOf = (datasets: State['dashboard']['datasets'], chart: DashboardChart): FilterBoxChart => {
  const key = chart.form_data['datasource'];
  const dataset = typeof key === 'string' ? datasets[key] : undefined;
  return {
    id: chart.id,
    viz_type: chart.viz_type,
    form_data: chart.form_data,
    columnTypes: Object.fromEntries((dataset?.columns ?? []).map((c) => [c.column_name, c.type])),
  };
};

/** The selections the boxes load with: the URL's preselect_filters, else default_filters (core's rule). */
const defaultFiltersOf = (s: State): unknown =>
  loadedDefaultFilters(s.dashboard.metadata.default_filters, s.dashboard.urlParams.preselectFilters);

/** The legacy filter boxes' extraFormData per chart (core's filter_scopes rules), recomputed when masks or the dashboard change. */
export const selectFilterBoxExtraFormData = createSelector(
  [
    (s: State) => s.dashboard.dataMask,
    (s: State) => s.dashboard.charts,
    (s: State) => s.dashboard.metadata,
    (s: State) => s.dashboard.layout,
    (s: State) => s.dashboard.datasets,
    defaultFiltersOf,
  ],
  (dataMask, charts, metadata, layout, datasets, defaultFilters) =>
    dashboardFilterBoxExtraFormData(
      Object.values(charts).map((c) => filterBoxChartOf(datasets, c)),
      dataMask,
      { ...metadata, default_filters: defaultFilters },
      layout,
    ),
);

/** A filter box's current selection (its mask's, else its defaults and preselect_filters or default_filters). */
export const selectFilterBoxSelection = (state: State, chartId: number): FilterBoxSelection | undefined => {
  const chart = state.dashboard.charts[chartId];
  if (chart === undefined) return undefined;
  return filterBoxSelection(
    filterBoxChartOf(state.dashboard.datasets, chart),
    state.dashboard.dataMask,
    defaultFiltersOf(state),
  );
};
