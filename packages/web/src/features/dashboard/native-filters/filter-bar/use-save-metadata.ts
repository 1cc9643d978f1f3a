import { notifications } from '../../../../ui/notifications';
import type { DashboardMetadata } from '@tessera/core';
import { useCallback } from 'react';
import { errorMessage } from '../../../../api/client';
import { useT } from '../../../../i18n';
import { dashboardActions } from '../../state/dashboard-slice';
import { useDashboardDispatch, useDashboardStore } from '../../state/store';
import { nativeFiltersApi } from '../native-filters-api';

/**
 * Saves json_metadata keys the bar edits (orientation, cross-filter switch and scopes) at once, as
 * Superset's bar does: the page shows the change, PUT /api/v1/dashboard/{id} stores the whole
 * json_metadata, and a failure puts the previous values back with the dashboard's error toast.
 */
export const useSaveMetadata = (): ((patch: Partial<DashboardMetadata>) => Promise<void>) => {
  const t = useT();
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  return useCallback(
    async (patch) => {
      const { metadata, info } = store.getState().dashboard;
      const previous = Object.fromEntries(
        Object.keys(patch).map((k) => [k, metadata[k]]),
      ) as Partial<DashboardMetadata>;
      dispatch(dashboardActions.metadataPatched(patch));
      try {
        await nativeFiltersApi.saveMetadata(info.id, store.getState().dashboard.metadata);
      } catch (error) {
        dispatch(dashboardActions.metadataPatched(previous));
        notifications.show({
          color: 'red',
          message: t('Sorry, there was an error saving this dashboard: %s', errorMessage(error)),
        });
      }
    },
    [store, dispatch, t],
  );
};
