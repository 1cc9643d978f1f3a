import { Button, Group, Stack } from '@mantine/core';
import { useT } from '../../../../i18n';
import { dashboardActions } from '../../state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector } from '../../state/store';
import {
  selectCrossFilterChips,
  selectFilters,
  selectHasPendingChanges,
  selectMissingRequired,
} from '../state/selectors';

/**
 * 'Apply filters' and 'Clear all' (Superset's ActionButtons): Apply is off while nothing changed or
 * a required filter has no value; Clear all empties every filter and applies at once unless a
 * filter is required (then the user picks a value and applies, as Superset's handleClearAll does).
 * Cross-filters are cleared with them, so Clear all is on while only a cross-filter is set.
 */
export function FilterBarActions({ compact }: { compact: boolean }) {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const filters = useDashboardSelector(selectFilters);
  const changed = useDashboardSelector(selectHasPendingChanges);
  const missing = useDashboardSelector(selectMissingRequired);
  const hasValue = useDashboardSelector((s) =>
    filters.some((f) => {
      const value = s.dashboard.pendingDataMask[f.id]?.filterState?.value;
      return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
    }),
  );
  const crossFilters = useDashboardSelector(selectCrossFilterChips);
  const clearAll = () => {
    for (const chip of crossFilters) dispatch(dashboardActions.clearDataMask(String(chip.chartId)));
    dispatch(dashboardActions.pendingDataMaskCleared());
    const required = filters.some(
      (f) => (f.controlValues as Record<string, unknown> | undefined)?.['enableEmptyFilter'],
    );
    if (!required) dispatch(dashboardActions.pendingDataMaskApplied());
  };
  // The vertical bar stacks the two at its full width (as Superset's vertical bar does): side by
  // side, half of its width cut longer labels such as 'Appliquer les filtres' to an ellipsis.
  const buttons = (
    <>
      <Button
        fullWidth={!compact}
        size="xs"
        data-testid="filter-bar-apply"
        disabled={!changed || missing.length > 0}
        onClick={() => dispatch(dashboardActions.pendingDataMaskApplied())}
      >
        {t('Apply filters')}
      </Button>
      <Button
        fullWidth={!compact}
        size="xs"
        variant="default"
        data-testid="filter-bar-clear"
        disabled={!hasValue && crossFilters.length === 0}
        onClick={clearAll}
      >
        {t('Clear all')}
      </Button>
    </>
  );
  return compact ? (
    <Group gap="xs" wrap="nowrap">
      {buttons}
    </Group>
  ) : (
    <Stack gap="xs">{buttons}</Stack>
  );
}
