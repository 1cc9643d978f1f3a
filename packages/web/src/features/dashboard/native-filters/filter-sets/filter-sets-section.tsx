import { Stack, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useT } from '../../../../i18n';
import { useDashboardSelector } from '../../state/store';

const DashboardFilterSets = lazy(() =>
  import('./dashboard-filter-sets').then((m) => ({ default: m.DashboardFilterSets })),
);

/** The vertical bar's 'Filter sets' section: closed at first, its list loaded when opened. */
export function FilterSetsSection(): ReactNode {
  const t = useT();
  const hasFilters = useDashboardSelector((s) => s.dashboard.nativeFilters.some((f) => f.type !== 'DIVIDER'));
  const [open, setOpen] = useState(false);
  if (!hasFilters) return null;
  return (
    <Stack gap="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} pt="xs">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid="filter-sets-toggle">
        <Text size="sm" fw={600}>
          {open ? '▾ ' : '▸ '}
          {t('Filter sets')}
        </Text>
      </UnstyledButton>
      {open && (
        <Suspense fallback={null}>
          <DashboardFilterSets />
        </Suspense>
      )}
    </Stack>
  );
}
