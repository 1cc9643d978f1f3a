import type { DataMaskStateWithId } from '@tessera/core';
import type { ReactNode } from 'react';
import { dashboardActions } from '../../state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector } from '../../state/store';
import { FilterSetsPanel } from './filter-sets-panel';

/**
 * The filter sets section on the dashboard page: the applied selection from the store; applying
 * a set applies each native filter's saved mask at once (a set holds native filters only).
 */
export function DashboardFilterSets(): ReactNode {
  const dispatch = useDashboardDispatch();
  const dashboardId = useDashboardSelector((s) => s.dashboard.info.id);
  const canWrite = useDashboardSelector((s) => s.dashboard.permissions.edit);
  const dataMask = useDashboardSelector((s) => s.dashboard.dataMask);
  const nativeFilters = useDashboardSelector((s) => s.dashboard.nativeFilters);
  // One update per filter: cross-filters and legacy filter-box masks stay as they are.
  const apply = (masks: DataMaskStateWithId) => {
    for (const [id, mask] of Object.entries(masks)) dispatch(dashboardActions.updateDataMask({ id, dataMask: mask }));
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
