import { filterBoxMaskId, type DataMask, type FilterState } from '@tessera/core';
import { useCallback, useMemo } from 'react';
import { dashboardActions } from '../../state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector } from '../../state/store';
import { selectFilterBoxSelection } from './filter-box-state';

/**
 * A filter box chart's wiring on the dashboard: its selection shown from the store (defaults and
 * default_filters until the user picks), a pick stored as its mask under `FILTER_BOX-<chartId>`.
 * The charts it filters come from core's filter_scopes rules, not from cross-filter scoping.
 */
export const useFilterBoxMask = (chartId: number, isFilterBox: boolean) => {
  const dispatch = useDashboardDispatch();
  // Every chart slot calls this hook: for the others it selects a constant, and for a filter box
  // a string, so a store update that leaves its selection as it was re-renders no chart.
  const key = useDashboardSelector((s) =>
    isFilterBox ? JSON.stringify(selectFilterBoxSelection(s, chartId) ?? {}) : '{}',
  );
  // The same object while the selection is the same, so the box's props stay memoised.
  const filterState = useMemo<FilterState>(() => ({ value: JSON.parse(key) as unknown }), [key]);
  const onCrossFilter = useCallback(
    (mask: DataMask | null) =>
      dispatch(
        dashboardActions.updateDataMask({
          id: filterBoxMaskId(chartId),
          dataMask: { extraFormData: {}, filterState: { value: mask?.filterState?.value ?? {} }, ownState: {} },
        }),
      ),
    [chartId, dispatch],
  );
  return { filterState, onCrossFilter };
};
