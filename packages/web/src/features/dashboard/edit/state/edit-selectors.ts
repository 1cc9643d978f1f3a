import { canRedo, canUndo, type LayoutScopedFilters } from '@tessera/core';
import type { DashboardRootState } from '../../state/store';

export const selectCanUndo = (s: DashboardRootState): boolean => canUndo(s.dashboard.edit.history);
export const selectCanRedo = (s: DashboardRootState): boolean => canRedo(s.dashboard.edit.history);

/** The json_metadata filters core checks a moved chart's filter scope against. */
export const scopedFiltersOf = (s: DashboardRootState): LayoutScopedFilters => {
  const metadata = s.dashboard.metadata;
  return {
    ...(metadata.native_filter_configuration && { nativeFilters: metadata.native_filter_configuration }),
    ...(metadata.chart_configuration && { chartConfiguration: metadata.chart_configuration }),
    ...(metadata.global_chart_configuration && { globalChartConfiguration: metadata.global_chart_configuration }),
  };
};
