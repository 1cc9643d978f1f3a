import { Box, Divider, Stack, Text, Tooltip } from '@mantine/core';
import type { DashboardDataset, DataMasksById, FilterDataMask, NativeFilterConfig } from '@tessera/core';
import { useCallback, useId, useMemo } from 'react';
import { useT } from '../../../../i18n';
import { useDashboardServices } from '../../components/dashboard-context';
import { dashboardActions } from '../../state/dashboard-slice';
import type { DashboardRootState } from '../../state/store';
import { useDashboardDispatch, useDashboardSelector } from '../../state/store';
import { FilterControl } from '../plugins/filter-control';
import type { FilterDataLoader } from '../plugins/types';

/** The dataset a filter targets, from the dashboard's datasets answer (by datasetId). */
const datasetOfFilter = (state: DashboardRootState, filter: NativeFilterConfig): DashboardDataset | undefined => {
  const id = filter.targets?.[0]?.datasetId;
  return id === undefined ? undefined : state.dashboard.datasets[`${id}__table`];
};

const EMPTY_MASKS: DataMasksById = {};

/** A divider of the bar (Superset's FilterDivider): a title and its description. */
export function FilterBarDivider({ filter, compact }: { filter: NativeFilterConfig; compact: boolean }) {
  const description = typeof filter.description === 'string' ? filter.description : '';
  return compact ? (
    <Tooltip label={description} disabled={description === ''}>
      <Text size="sm" fw={600} px={8} style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
        {filter.title ?? ''}
      </Text>
    </Tooltip>
  ) : (
    <Stack gap={2} data-testid={`filter-divider-${filter.id}`}>
      <Divider />
      <Text size="sm" fw={600}>
        {filter.title ?? ''}
      </Text>
      {description !== '' && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One filter in the bar: its name (with the required mark and description), its plugin showing
 * the pending selection, and the highlight of its charts while hovered or focused.
 */
export function FilterBarItem({ filter, compact }: { filter: NativeFilterConfig; compact: boolean }) {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const inputId = `filter-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { transport } = useDashboardServices();
  const filterState = useDashboardSelector((s) => s.dashboard.pendingDataMask[filter.id]?.filterState);
  const dataset = useDashboardSelector((s) => datasetOfFilter(s, filter));
  const pending = useDashboardSelector((s) => s.dashboard.pendingDataMask);
  const parents = filter.cascadeParentIds;
  // Cascading follows the parents' pending selection, as Superset's bar passes dataMaskSelected.
  const parentMasks = useMemo(
    () =>
      parents === undefined || parents.length === 0
        ? EMPTY_MASKS
        : Object.fromEntries(parents.map((id) => [id, pending[id]])),
    [parents, pending],
  );
  const loadData = useCallback<FilterDataLoader>((qc, signal) => transport.fetch({ qc, signal }), [transport]);
  const onChange = useCallback(
    (mask: FilterDataMask) => dispatch(dashboardActions.pendingDataMaskSet({ id: filter.id, dataMask: mask })),
    [dispatch, filter.id],
  );
  const onFirstValue = useCallback(
    (mask: FilterDataMask) => dispatch(dashboardActions.updateDataMask({ id: filter.id, dataMask: mask })),
    [dispatch, filter.id],
  );
  const highlight = (on: boolean) => dispatch(dashboardActions.filterHighlighted(on ? filter.id : null));
  const required = filter.controlValues?.['enableEmptyFilter'] === true;
  const description = typeof filter.description === 'string' ? filter.description.trim() : '';
  return (
    <Box
      data-testid={`filter-item-${filter.id}`}
      onMouseEnter={() => highlight(true)}
      onMouseLeave={() => highlight(false)}
      onFocus={() => highlight(true)}
      onBlur={() => highlight(false)}
      style={compact ? { flex: 'none' } : undefined}
    >
      <Tooltip label={description} disabled={description === ''} position="right" multiline maw={280}>
        <Text component="label" htmlFor={inputId} size="sm" fw={500} display="block" mb={4}>
          {filter.name ?? filter.id}
          {required && (
            <Text span c="red" aria-label={t('Required')}>
              {' *'}
            </Text>
          )}
        </Text>
      </Tooltip>
      <FilterControl
        filter={filter}
        filterState={filterState}
        dataset={dataset}
        parentMasks={parentMasks}
        loadData={loadData}
        onChange={onChange}
        onFirstValue={onFirstValue}
        inputId={inputId}
        compact={compact}
      />
    </Box>
  );
}
