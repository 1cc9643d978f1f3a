import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../../../i18n';
import { dashboardActions } from '../../state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector } from '../../state/store';
import { selectCrossFilterChips } from '../state/selectors';

/** The active cross-filters (Superset's CrossFiltersVertical / horizontal chips): the chart, its selection, a clear button. */
export function CrossFilterChips({ compact }: { compact: boolean }) {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const chips = useDashboardSelector(selectCrossFilterChips);
  if (chips.length === 0) return null;
  const list = chips.map((chip) => (
    <Group
      key={chip.chartId}
      gap={4}
      wrap="nowrap"
      px={6}
      py={2}
      data-testid={`cross-filter-chip-${chip.chartId}`}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, maxWidth: 260 }}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" fw={600} truncate>
          {chip.chartName}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {chip.label}
        </Text>
      </Stack>
      <CloseButton
        size="xs"
        aria-label={t('Clear cross-filter')}
        onClick={() => dispatch(dashboardActions.clearDataMask(String(chip.chartId)))}
      />
    </Group>
  ));
  return compact ? (
    <Group gap="xs" wrap="nowrap" data-testid="cross-filters">
      {list}
    </Group>
  ) : (
    <Stack gap={4} data-testid="cross-filters">
      <Text size="sm" fw={600}>
        {t('Cross-filters')}
      </Text>
      {list}
    </Stack>
  );
}
