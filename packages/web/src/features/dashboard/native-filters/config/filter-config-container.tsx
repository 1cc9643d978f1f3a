import { notifications } from '@mantine/notifications';
import { parseDashboardMetadata } from '@tessera/core';
import { useCallback, type ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import { useT } from '../../../../i18n';
import { dashboardActions } from '../../state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from '../../state/store';
import { nativeFiltersApi } from '../native-filters-api';
import { DefaultValuePreview } from './default-value-preview';
import { FilterConfigModal, type FilterConfigModalProps } from './filter-config-modal';

const renderDefaultValue: FilterConfigModalProps['renderDefaultValue'] = (draft, onChange) => (
  <DefaultValuePreview draft={draft} onChange={onChange} />
);

/**
 * The configuration modal on the dashboard page: reads the page store, saves through
 * `PUT /api/v1/dashboard/{id}` and, once saved, puts the new configuration in the store so the
 * bar follows without a reload. A failed save shows the dashboard's error toast and keeps the modal.
 */
export function EditFiltersModal({ onClose }: { onClose: () => void }): ReactNode {
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
    const saved =
      parseDashboardMetadata({ native_filter_configuration: configuration }).native_filter_configuration ?? [];
    try {
      await nativeFiltersApi.saveMetadata(info.id, { ...metadata, native_filter_configuration: saved });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('Sorry, there was an error saving this dashboard: %s', errorMessage(error)),
      });
      throw error;
    }
    dispatch(dashboardActions.setNativeFilters(saved));
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
