import { createSelector } from '@reduxjs/toolkit';
import {
  activeFilterScopes,
  blockedChartIds,
  controlValue,
  isFilterBlocking,
  type DataMaskWithId,
  type NativeFilterConfig,
} from '@tessera/core';

import { selectFilterScopeInputs } from '../../state/selectors';
import type { DashboardRootState } from '../../state/store';

type State = DashboardRootState;

/** The filters of the configuration (dividers left out). */
export const selectFilters = createSelector([(s: State) => s.dashboard.nativeFilters], (list) =>
  list.filter((f) => f.type !== 'DIVIDER'),
);

/** Every native filter's charts, whether or not it has a value (core's scoping of an empty mask). */
export const selectChartsInFilterScopes = createSelector([selectFilters, selectFilterScopeInputs], (filters, inputs) =>
  activeFilterScopes(Object.fromEntries(filters.map((f) => [f.id, {}])), inputs),
);

/** The charts in the scope of the filter hovered or focused in the bar (Superset highlights them). */
export const selectHighlightedCharts = createSelector(
  [(s: State) => s.dashboard.highlightedFilter, selectChartsInFilterScopes],
  (id, scopes): ReadonlySet<number> => new Set(id === null ? [] : (scopes.get(id) ?? [])),
);

const sameMask = (a: DataMaskWithId | undefined, b: DataMaskWithId | undefined): boolean =>
  JSON.stringify(a?.extraFormData ?? {}) === JSON.stringify(b?.extraFormData ?? {}) &&
  JSON.stringify(a?.filterState?.value ?? null) === JSON.stringify(b?.filterState?.value ?? null);

/** 'Apply filters' has something to apply: a pending value differs from the applied one. */
export const selectHasPendingChanges = createSelector(
  [selectFilters, (s: State) => s.dashboard.pendingDataMask, (s: State) => s.dashboard.dataMask],
  (filters, pending, applied) => filters.some((f) => !sameMask(pending[f.id], applied[f.id])),
);

/** A cross-filter in the bar: the emitting chart and what it selected. */
export interface CrossFilterChip {
  chartId: number;
  chartName: string;
  label: string;
}

const chipLabel = (mask: DataMaskWithId): string => {
  const selected = mask.filterState?.selectedValues ?? [];
  if (selected.length > 0) return selected.map((v) => (Array.isArray(v) ? v.join(', ') : String(v))).join(', ');
  return (mask.extraFormData?.filters ?? []).map((f) => `${f.col}: ${JSON.stringify(f.val ?? null)}`).join('; ');
};

/** The active cross-filters (masks keyed by a chart id that filter something), for the bar's chips. */
export const selectCrossFilterChips = createSelector(
  [(s: State) => s.dashboard.dataMask, (s: State) => s.dashboard.charts],
  (masks, charts): CrossFilterChip[] =>
    Object.entries(masks)
      .filter(([id, mask]) => /^\d+$/.test(id) && (mask.extraFormData?.filters ?? []).length > 0)
      .map(([id, mask]) => ({
        chartId: Number(id),
        chartName: charts[Number(id)]?.slice_name ?? id,
        label: chipLabel(mask),
      })),
);

/** A filter's entry in the configuration, by id. */
export const selectFilterById = (state: State, id: string): NativeFilterConfig | undefined =>
  state.dashboard.nativeFilters.find((f) => f.id === id);

/**
 * The charts held back by a required filter without a value or a 'select first' filter still
 * loading (core's blockedChartIds), with the filters holding each: they wait instead of querying.
 */
export const selectBlockedCharts = createSelector(
  [(s: State) => s.dashboard.dataMask, selectFilterScopeInputs],
  (masks, inputs) => blockedChartIds(masks, inputs),
);

/** Required filters ('Filter value is required') whose pending value is empty: Apply waits for them. */
export const selectMissingRequired = createSelector(
  [selectFilters, (s: State) => s.dashboard.pendingDataMask],
  (filters, pending) =>
    filters.filter((f) => controlValue(f, 'enableEmptyFilter') && isFilterBlocking(f, pending[f.id])).map((f) => f.id),
);
