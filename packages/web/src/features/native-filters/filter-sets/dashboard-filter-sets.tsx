import type { DataMaskStateWithId } from '@tessera/core';
import type { ReactNode } from 'react';
import { dashboardActions } from '../../dashboard/state/dashboard-slice';
import type { DashboardDataMasks } from '../../dashboard/state/data-mask';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from '../../dashboard/state/store';
import { FilterSetsPanel } from './filter-sets-panel';

/**
 * The filter sets tab on the dashboard page: the applied selection from the store, a set applied
 * with dataMasksReplaced. Cross-filters (chart-id masks) stay as they are: a set holds native filters only.
 */
export function DashboardFilterSets(): ReactNode {
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const dashboardId = useDashboardSelector((s) => s.dashboard.info.id);
  const canWrite = useDashboardSelector((s) => s.dashboard.permissions.edit);
  const dataMask = useDashboardSelector((s) => s.dashboard.dataMask);
  const nativeFilters = useDashboardSelector((s) => s.dashboard.nativeFilters);
  const apply = (masks: DataMaskStateWithId) => {
    const current = store.getState().dashboard.dataMask;
    const crossFilters = Object.entries(current).filter(([id]) => masks[id] === undefined);
    const next: DashboardDataMasks = Object.fromEntries([
      ...crossFilters,
      ...Object.entries(masks).map(([id, mask]) => [id, { ...mask, id }] as const),
    ]);
    dispatch(dashboardActions.dataMasksReplaced(next));
  };
  return (
    <FilterSetsPanel
      dashboardId={dashboardId}
      canWrite={canWrite}
      dataMask={dataMask}
      nativeFilters={nativeFilters}
      onApply={apply}
    />
  );
}
