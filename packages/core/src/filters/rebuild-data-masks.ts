import type { DataMaskStateWithId, DataMaskWithId } from './data-mask.js';
import { toExtraFormData, toFilterState } from './data-mask-schema.js';
import { isEmptyExtraFormData } from './extra-form-data.js';
import { FILTER_BOX_MASK_PREFIX } from './filter-box-masks.js';
import { getInitialDataMask, isNativeFilterId } from './filter-ids.js';
import { controlValue, nativeFilterDataMask } from './filter-values.js';
import { DIVIDER_TYPE, type ChartConfigurationEntry, type NativeFilterConfig } from './native-filter-config.js';

export interface RebuildDataMasksInputs {
  nativeFilters: readonly NativeFilterConfig[];
  chartConfiguration?: Readonly<Record<string, ChartConfigurationEntry>>;
  /** json_metadata.cross_filters_enabled (default true): off, no cross-filter mask is kept. */
  crossFiltersEnabled?: boolean;
  /** The masks held before this hydration (Superset's draft state). */
  current?: Readonly<DataMaskStateWithId>;
  /** Masks to restore: a filter state key, a permalink or a filter set (Superset's hydrate dataMask). */
  initial?: Readonly<DataMaskStateWithId>;
}

export interface RebuiltDataMasks {
  dataMasks: DataMaskStateWithId;
  /**
   * Filters set to 'Select first filter value by default' that hold no value yet: the web selects
   * their first option once it loads (selectFirstItemDataMask); until then their charts wait.
   */
  selectFirst: string[];
}

/**
 * A filter's default value as its mask: Superset stores it pre-computed in defaultDataMask; an
 * export holding only filterState.value gets its extraFormData from the filter type's rule.
 */
export const defaultDataMaskOf = (filter: NativeFilterConfig): DataMaskWithId => {
  const stored = filter.defaultDataMask;
  const filterState = toFilterState(stored?.filterState);
  let extraFormData = toExtraFormData(stored?.extraFormData);
  const value = filterState.value;
  if (isEmptyExtraFormData(extraFormData) && value !== undefined && value !== null)
    extraFormData = nativeFilterDataMask(filter, value).extraFormData;
  return getInitialDataMask(filter.id, { extraFormData, filterState, ownState: stored?.ownState ?? {} });
};

const hasValue = (mask: DataMaskWithId): boolean => {
  const value = mask.filterState.value;
  return value !== undefined && value !== null && (!Array.isArray(value) || value.length > 0);
};

/**
 * Superset's dataMask reducer on HYDRATE_DASHBOARD: an empty mask per chart of
 * chart_configuration (cross-filters on), each native filter's initial mask, its default value
 * and then the restored one over it (fillNativeFilters), restored legacy filter box selections,
 * and the charts' own masks held before. Keys of native filters no longer configured are dropped.
 */
export const rebuildDataMasks = ({
  nativeFilters,
  chartConfiguration = {},
  crossFiltersEnabled = true,
  current = {},
  initial = {},
}: RebuildDataMasksInputs): RebuiltDataMasks => {
  const dataMasks: DataMaskStateWithId = {};
  if (crossFiltersEnabled) {
    for (const id of Object.keys(chartConfiguration)) dataMasks[id] = getInitialDataMask(id);
    for (const [id, mask] of Object.entries(initial)) {
      if (!isNativeFilterId(id) && /^\d+$/.test(id)) dataMasks[id] = { ...mask, id };
    }
  }
  // A legacy filter box's selection travels with the rest (native_filters_key, permalinks), as
  // Superset's filter boxes kept theirs in the dashboard's URL state.
  for (const [id, mask] of Object.entries(initial)) {
    if (id.startsWith(FILTER_BOX_MASK_PREFIX)) dataMasks[id] = { ...mask, id };
  }
  const selectFirst: string[] = [];
  for (const filter of nativeFilters) {
    if (filter.type === DIVIDER_TYPE) continue;
    const restored = initial[filter.id];
    const mask = restored === undefined ? defaultDataMaskOf(filter) : { ...defaultDataMaskOf(filter), ...restored };
    dataMasks[filter.id] = { ...mask, id: filter.id };
    if (controlValue(filter, 'defaultToFirstItem') && !hasValue(mask)) selectFirst.push(filter.id);
  }
  for (const [id, mask] of Object.entries(current)) {
    if (isNativeFilterId(id)) continue;
    if (crossFiltersEnabled || !/^\d+$/.test(id)) dataMasks[id] = mask;
  }
  return { dataMasks, selectFirst };
};

/** The mask of a 'select first by default' filter once its options loaded: the first option selected. */
export const selectFirstItemDataMask = (filter: NativeFilterConfig, options: readonly unknown[]): DataMaskWithId =>
  getInitialDataMask(filter.id, nativeFilterDataMask(filter, options.length > 0 ? [options[0]] : null));
