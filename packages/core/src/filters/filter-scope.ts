import { chartComponentsOf, chartIdsInLayout } from '../layout/layout-queries.js';
import { DASHBOARD_ROOT_ID, type DashboardLayout } from '../layout/layout-schema.js';
import type { ExtraFormData } from './data-mask.js';
import { mergeExtraFormData } from './extra-form-data.js';
import {
  GLOBAL_SCOPE_POINTER,
  type ChartConfigurationEntry,
  type GlobalChartConfiguration,
  type NativeFilterConfig,
  type NativeFilterScope,
} from './native-filter-config.js';

/**
 * Superset's getChartIdsInFilterScope: the charts, of `chartIds`, not excluded and placed (by at
 * least one of their CHART components) under a component of the scope's rootPath.
 */
export const chartIdsInFilterScope = (
  scope: NativeFilterScope,
  chartIds: readonly number[],
  layout: DashboardLayout,
): number[] => {
  const excluded = new Set(scope.excluded);
  const roots = new Set(scope.rootPath);
  return chartIds.filter(
    (id) => !excluded.has(id) && chartComponentsOf(layout, id).some((item) => item.parents.some((p) => roots.has(p))),
  );
};

/** The data masks of a dashboard by id: native filter ids and, for cross-filters, the emitting chart's id. */
export type DataMasksById = Readonly<Record<string, { extraFormData?: ExtraFormData } | null | undefined>>;

/** What scoping reads from the dashboard (its layout and json_metadata). */
export interface FilterScopeInputs {
  layout: DashboardLayout;
  /** The dashboard's charts; the charts the layout places when left out. */
  chartIds?: readonly number[];
  nativeFilters?: readonly NativeFilterConfig[];
  chartConfiguration?: Readonly<Record<string, ChartConfigurationEntry>>;
  globalChartConfiguration?: GlobalChartConfiguration;
  /** json_metadata.cross_filters_enabled: false ignores cross-filter masks (Superset's isCrossFiltersEnabled). */
  crossFiltersEnabled?: boolean;
}

const isRootScope = (scope: NativeFilterScope): boolean =>
  scope.rootPath.length === 1 && scope.rootPath[0] === DASHBOARD_ROOT_ID;

/**
 * A native filter's charts: a dashboard-wide scope is every chart less the excluded ones (so
 * charts added after the filter was saved are covered, as Superset does today); another scope
 * uses the chartsInScope Superset saved with the filter, else walks the layout; a filter with
 * no scope at all covers every chart (Superset's allSliceIds fallback).
 */
const nativeFilterCharts = (filter: NativeFilterConfig, all: readonly number[], layout: DashboardLayout): number[] => {
  const { scope, chartsInScope } = filter;
  if (scope !== undefined && isRootScope(scope)) return all.filter((id) => !scope.excluded.includes(id));
  if (chartsInScope !== undefined) return [...chartsInScope];
  return scope === undefined ? [...all] : chartIdsInFilterScope(scope, all, layout);
};

/**
 * A chart's cross-filter charts as Superset's getCrossFiltersConfiguration recomputes them at
 * hydration: a 'global' scope (the default for a chart without configuration) is the global
 * configuration's charts less the emitting chart; an own scope is walked on the layout.
 */
const crossFilterCharts = (chartId: number, inputs: FilterScopeInputs, all: readonly number[]): number[] => {
  const scope = inputs.chartConfiguration?.[String(chartId)]?.crossFilters.scope ?? GLOBAL_SCOPE_POINTER;
  if (scope !== GLOBAL_SCOPE_POINTER) return chartIdsInFilterScope(scope, all, inputs.layout);
  const globalScope = inputs.globalChartConfiguration?.scope;
  const global = globalScope === undefined ? [...all] : chartIdsInFilterScope(globalScope, all, inputs.layout);
  return global.filter((id) => id !== chartId);
};

/**
 * Superset's getAllActiveFilters: for each data mask, the charts it applies to. A mask is a
 * native filter's when its id is one, a cross-filter when its id is a chart id; any other mask
 * (a removed filter) applies nowhere, as current Superset does instead of to every chart.
 */
export const activeFilterScopes = (dataMasks: DataMasksById, inputs: FilterScopeInputs): Map<string, number[]> => {
  const all = inputs.chartIds ?? chartIdsInLayout(inputs.layout);
  const filters = new Map((inputs.nativeFilters ?? []).map((f) => [f.id, f]));
  const scopes = new Map<string, number[]>();
  for (const id of Object.keys(dataMasks)) {
    const filter = filters.get(id);
    if (filter !== undefined) scopes.set(id, nativeFilterCharts(filter, all, inputs.layout));
    else if (/^\d+$/.test(id) && inputs.crossFiltersEnabled !== false)
      scopes.set(id, crossFilterCharts(Number(id), inputs, all));
  }
  return scopes;
};

/**
 * Superset's getExtraFormData over the filters whose scope holds the chart: their masks'
 * extraFormData merged in the masks' key order — integer-like (chart id) keys first, as Object.values
 * orders Superset's dataMask — with mergeExtraFormData (filters append, time keys override).
 */
export const extraFormDataInScope = (
  chartId: number,
  dataMasks: DataMasksById,
  scopes: ReadonlyMap<string, readonly number[]>,
): ExtraFormData => {
  let merged: ExtraFormData = {};
  for (const [id, mask] of Object.entries(dataMasks)) {
    if (scopes.get(id)?.includes(chartId) !== true) continue;
    merged = mergeExtraFormData(merged, mask?.extraFormData ?? {});
  }
  return merged;
};

/** The dashboard's extra_form_data for one chart: the native filters and cross-filters in its scope, merged. */
export const extraFormDataForChart = (
  chartId: number,
  dataMasks: DataMasksById,
  inputs: FilterScopeInputs,
): ExtraFormData => extraFormDataInScope(chartId, dataMasks, activeFilterScopes(dataMasks, inputs));

/** The rest of the dashboard getExtraFormDataForChart may read. */
export interface ExtraFormDataOptions {
  chartIds?: readonly number[];
  globalChartConfiguration?: GlobalChartConfiguration;
  crossFiltersEnabled?: boolean;
}

/**
 * Superset's getFormDataWithExtraFilters / getExtraFormData for one chart: the extraFormData of
 * every native filter whose scope holds the chart and of every cross-filter whose
 * chart_configuration scope holds it (never the emitting chart's own), merged in mask order.
 */
export const getExtraFormDataForChart = (
  chartId: number,
  dataMasks: DataMasksById,
  filters: readonly NativeFilterConfig[],
  chartConfiguration: Readonly<Record<string, ChartConfigurationEntry>> | undefined,
  layout: DashboardLayout,
  options: ExtraFormDataOptions = {},
): ExtraFormData =>
  extraFormDataForChart(chartId, dataMasks, {
    layout,
    nativeFilters: filters,
    chartConfiguration,
    ...options,
  });
