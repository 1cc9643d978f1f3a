import type { DashboardLayout } from '../layout/layout-schema.js';
import { chartIdsInFilterScope } from './filter-scope.js';
import {
  GLOBAL_SCOPE_POINTER,
  type ChartConfigurationEntry,
  type GlobalChartConfiguration,
  type NativeFilterConfig,
  type NativeFilterScope,
} from './native-filter-config.js';

/** The json_metadata parts that scope filters by layout position. */
export interface LayoutScopedFilters {
  nativeFilters?: readonly NativeFilterConfig[];
  chartConfiguration?: Readonly<Record<string, ChartConfigurationEntry>>;
  globalChartConfiguration?: GlobalChartConfiguration;
}

/** Every filter scope keyed by who owns it: native filter ids, and `cross-filter:<chartId>` for a chart's cross-filters. */
const layoutScopes = (filters: LayoutScopedFilters): Array<[string, NativeFilterScope]> => {
  const scopes: Array<[string, NativeFilterScope]> = [];
  for (const filter of filters.nativeFilters ?? []) {
    if (filter.scope !== undefined) scopes.push([filter.id, filter.scope]);
  }
  const globalScope = filters.globalChartConfiguration?.scope;
  for (const [chartId, entry] of Object.entries(filters.chartConfiguration ?? {})) {
    const scope = entry.crossFilters.scope === GLOBAL_SCOPE_POINTER ? globalScope : entry.crossFilters.scope;
    if (scope !== undefined) scopes.push([`cross-filter:${chartId}`, scope]);
  }
  return scopes;
};

/**
 * The filters (native filter ids, `cross-filter:<chartId>`) whose scope covers the chart where the
 * layout places it, by walking the layout as Superset's getChartIdsInFilterScope does (saved
 * `chartsInScope` lists are what a move makes stale, so they are not read here).
 */
export const filtersScopingChart = (chartId: number, layout: DashboardLayout, filters: LayoutScopedFilters): string[] =>
  layoutScopes(filters)
    .filter(([, scope]) => chartIdsInFilterScope(scope, [chartId], layout).length > 0)
    .map(([id]) => id);

/**
 * Whether moving a chart from `before` to `after` changes the filters that apply to it — the
 * condition of Superset's 'This chart has been moved to a different filter scope.' warning
 * (isInDifferentFilterScopes, asked here of native filters and cross-filter scopes).
 */
export const movedChartChangesFilterScope = ({
  chartId,
  before,
  after,
  filters,
}: {
  chartId: number;
  before: DashboardLayout;
  after: DashboardLayout;
  filters: LayoutScopedFilters;
}): boolean => {
  const was = filtersScopingChart(chartId, before, filters);
  const now = filtersScopingChart(chartId, after, filters);
  return was.length !== now.length || was.some((id, i) => id !== now[i]);
};
