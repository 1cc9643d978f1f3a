import { ActionIcon, Box, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../../i18n';
import { useDashboardSelector } from '../../state/store';
import { preloadFilterPlugins } from '../plugins/registry';
import { selectCrossFilterChips } from '../state/selectors';
import { EditFiltersButton } from '../config/edit-filters-button';
import { FilterSetsSection } from '../filter-sets/filter-sets-section';
import { CrossFilterChips } from './cross-filter-chips';
import { FilterBarActions } from './filter-bar-actions';
import { FilterBarDivider, FilterBarItem } from './filter-bar-item';
import { FilterBarSettings } from './filter-bar-settings';

/** Spec 01: the vertical bar's width when open, and the strip left when collapsed. */
const BAR_WIDTH = 260;
const COLLAPSED_WIDTH = 32;

function FilterList({ compact }: { compact: boolean }) {
  const t = useT();
  const filters = useDashboardSelector((s) => s.dashboard.nativeFilters);
  if (filters.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('No filters are currently added to this dashboard.')}
      </Text>
    );
  }
  return filters.map((filter) =>
    filter.type === 'DIVIDER' ? (
      <FilterBarDivider key={filter.id} filter={filter} compact={compact} />
    ) : (
      <FilterBarItem key={filter.id} filter={filter} compact={compact} />
    ),
  );
}

/** Whether the page shows a bar: it has filters or cross-filters, or the user may add filters. */
export const useShowsFilterBar = (): boolean => {
  const hasFilters = useDashboardSelector((s) => s.dashboard.nativeFilters.length > 0);
  const hasCrossFilters = useDashboardSelector((s) => selectCrossFilterChips(s).length > 0);
  const canEdit = useDashboardSelector((s) => s.dashboard.permissions.edit);
  // An embedding host may hide the bar (the SDK's filters.visible, `show_filters=false`).
  const hidden = useDashboardSelector((s) => s.dashboard.urlParams.showFilters === false);
  return !hidden && (hasFilters || hasCrossFilters || canEdit);
};

/**
 * The native filter bar (Superset's FilterBar): vertical on the left, collapsible (the default),
 * or horizontal above the charts (json_metadata.filter_bar_orientation). Selections are held
 * until 'Apply filters'; cross-filters show as chips with a clear button.
 */
export function FilterBar() {
  const t = useT();
  const orientation = useDashboardSelector((s) => s.dashboard.metadata.filter_bar_orientation ?? 'VERTICAL');
  const filterTypes = useDashboardSelector((s) => s.dashboard.nativeFilters.map((f) => f.filterType).join(','));
  // The SDK's filters.expanded (`expand_filters`) chooses how the bar starts; open otherwise.
  const expandFilters = useDashboardSelector((s) => s.dashboard.urlParams.expandFilters);
  const [open, setOpen] = useState(expandFilters ?? true);
  useEffect(() => {
    void preloadFilterPlugins(filterTypes.split(','));
  }, [filterTypes]);

  if (orientation === 'HORIZONTAL') {
    return (
      <Group
        data-testid="filter-bar"
        data-orientation="horizontal"
        gap="md"
        align="flex-end"
        wrap="wrap"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <FilterList compact />
        <CrossFilterChips compact />
        <Group gap="xs" ml="auto" wrap="nowrap">
          <EditFiltersButton compact />
          <FilterBarActions compact />
          <FilterBarSettings />
        </Group>
      </Group>
    );
  }
  // Collapsed, the filters stay mounted (hidden): a 'select first value' filter still loads and applies.
  const strip = (
    <Box w={COLLAPSED_WIDTH} data-testid="filter-bar" data-orientation="vertical" data-collapsed="true" pt="xs">
      <ActionIcon variant="subtle" aria-label={t('Expand filter bar')} onClick={() => setOpen(true)}>
        »
      </ActionIcon>
    </Box>
  );
  return (
    <>
      {!open && strip}
      <Stack
        w={BAR_WIDTH}
        gap="sm"
        p="sm"
        data-testid={open ? 'filter-bar' : undefined}
        data-orientation="vertical"
        style={{
          display: open ? undefined : 'none',
          flex: 'none',
          borderRight: '1px solid var(--mantine-color-default-border)',
          position: 'sticky',
          top: 0,
          alignSelf: 'flex-start',
          maxHeight: '100vh',
        }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Title order={5}>{t('Filters')}</Title>
          <Group gap={2} wrap="nowrap">
            <FilterBarSettings />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('Collapse filter bar')}
              onClick={() => setOpen(false)}
            >
              «
            </ActionIcon>
          </Group>
        </Group>
        <EditFiltersButton />
        <ScrollArea.Autosize mah="calc(100vh - 140px)" type="auto" offsetScrollbars>
          <Stack gap="md">
            <CrossFilterChips compact={false} />
            <FilterList compact={false} />
            <FilterSetsSection />
          </Stack>
        </ScrollArea.Autosize>
        <FilterBarActions compact={false} />
      </Stack>
    </>
  );
}
