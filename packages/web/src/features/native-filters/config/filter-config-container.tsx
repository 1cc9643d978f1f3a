import { notifications } from '@mantine/notifications';
import { parseDashboardMetadata } from '@tessera/core';
import { useCallback, type ReactNode } from 'react';
import { errorMessage } from '../../../api/client';
import { useT } from '../../../i18n';
import { dashboardActions } from '../../dashboard/state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from '../../dashboard/state/store';
import { filterConfigApi, jsonMetadataWithFilters } from './config-api';
import { FilterConfigModal, type FilterConfigModalProps } from './filter-config-modal';

export interface EditFiltersModalProps {
  onClose: () => void;
  renderDefaultValue: FilterConfigModalProps['renderDefaultValue'];
}

/**
 * The configuration modal on the dashboard page: reads the page store, saves through
 * `PUT /api/v1/dashboard/{id}` and, once saved, puts the new configuration in the store so the
 * bar follows without a reload. A failed save shows the dashboard's error toast and keeps the modal.
 */
export function EditFiltersModal({ onClose, renderDefaultValue }: EditFiltersModalProps): ReactNode {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const layout = useDashboardSelector((s) => s.dashboard.layout);
  const charts = useDashboardSelector((s) => s.dashboard.charts);
  const initial = useDashboardSelector((s) => s.dashboard.nativeFilters);
  const chartIds = Object.keys(charts).map(Number);
  const chartName = useCallback((id: number) => charts[id]?.slice_name ?? String(id), [charts]);

  const onSave = async (configuration: Record<string, unknown>[]) => {
    const { info, metadata } = store.getState().dashboard;
    try {
      await filterConfigApi.saveJsonMetadata(info.id, jsonMetadataWithFilters(metadata, configuration));
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('Sorry, there was an error saving this dashboard: %s', errorMessage(error)),
      });
      throw error;
    }
    const saved = parseDashboardMetadata({ native_filter_configuration: configuration }).native_filter_configuration;
    dispatch(dashboardActions.setNativeFilters(saved ?? []));
  };

  return (
    <FilterConfigModal
      initial={initial}
      layout={layout}
      chartIds={chartIds}
      chartName={chartName}
      onSave={onSave}
      onClose={onClose}
      renderDefaultValue={renderDefaultValue}
    />
  );
}
