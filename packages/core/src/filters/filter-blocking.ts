import type { ExtraFormData, FilterState } from './data-mask.js';
import { activeFilterScopes, type FilterScopeInputs } from './filter-scope.js';
import { controlValue } from './filter-values.js';
import { DIVIDER_TYPE, type NativeFilterConfig } from './native-filter-config.js';

/** A mask as the dashboard keeps it: filter state included. */
export type FilterMasksById = Readonly<
  Record<string, { extraFormData?: ExtraFormData; filterState?: FilterState } | null | undefined>
>;

const hasValue = (state: FilterState | undefined): boolean => {
  const value = state?.value;
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
};

/**
 * Whether a filter holds its charts back: a required filter ('Filter value is required',
 * enableEmptyFilter) with no value, or one that selects its first value by default and has not
 * yet. Superset sends such charts the '1 = 0' filter; Tessera's charts wait with a message
 * instead of querying. An inverse selection with nothing chosen excludes nothing, so it never blocks.
 */
export const isFilterBlocking = (
  filter: NativeFilterConfig,
  mask: { filterState?: FilterState } | null | undefined,
): boolean => {
  if (filter.type === DIVIDER_TYPE || hasValue(mask?.filterState)) return false;
  if (filter.filterType === 'filter_select' && controlValue(filter, 'inverseSelection')) return false;
  return controlValue(filter, 'enableEmptyFilter') || controlValue(filter, 'defaultToFirstItem');
};

/**
 * The charts held back and, for each, the filters holding it: every blocking filter's charts in
 * scope. A chart absent from the map queries.
 */
export const blockedChartIds = (dataMasks: FilterMasksById, inputs: FilterScopeInputs): Map<number, string[]> => {
  const blocking = (inputs.nativeFilters ?? []).filter((f) => isFilterBlocking(f, dataMasks[f.id]));
  const scopes = activeFilterScopes(Object.fromEntries(blocking.map((f) => [f.id, {}])), inputs);
  const blocked = new Map<number, string[]>();
  for (const filter of blocking) {
    for (const chartId of scopes.get(filter.id) ?? [])
      blocked.set(chartId, [...(blocked.get(chartId) ?? []), filter.id]);
  }
  return blocked;
};
