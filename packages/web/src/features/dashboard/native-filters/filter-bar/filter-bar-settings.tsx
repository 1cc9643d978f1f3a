import { ActionIcon, Menu } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../../i18n';
import { useDashboardSelector } from '../../state/store';
import { useSaveMetadata } from './use-save-metadata';

const CrossFilterScopeModal = lazy(() =>
  import('./cross-filter-scope-modal').then((m) => ({ default: m.CrossFilterScopeModal })),
);

/**
 * The bar's settings menu for editors (Superset's FilterBarSettings): the bar's orientation, the
 * cross-filter switch and the cross-filter scoping, each saved into json_metadata at once.
 */
export function FilterBarSettings() {
  const t = useT();
  const save = useSaveMetadata();
  const canEdit = useDashboardSelector((s) => s.dashboard.permissions.edit);
  const orientation = useDashboardSelector((s) => s.dashboard.metadata.filter_bar_orientation ?? 'VERTICAL');
  const crossFilters = useDashboardSelector((s) => s.dashboard.metadata.cross_filters_enabled !== false);
  const [scoping, setScoping] = useState(false);
  if (!canEdit) return null;
  const check = (on: boolean) => (on ? '✓ ' : '\u2003');
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('Filter bar settings')}
            data-testid="filter-bar-settings"
          >
            ⚙
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void save({ cross_filters_enabled: !crossFilters })}>
            {check(crossFilters)}
            {t('Enable cross-filtering')}
          </Menu.Item>
          <Menu.Item disabled={!crossFilters} onClick={() => setScoping(true)}>
            {t('Cross-filtering scoping')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('Orientation of filter bar')}</Menu.Label>
          <Menu.Item onClick={() => void save({ filter_bar_orientation: 'VERTICAL' })}>
            {check(orientation === 'VERTICAL')}
            {t('Vertical (Left)')}
          </Menu.Item>
          <Menu.Item onClick={() => void save({ filter_bar_orientation: 'HORIZONTAL' })}>
            {check(orientation === 'HORIZONTAL')}
            {t('Horizontal (Top)')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {scoping && (
        <Suspense fallback={null}>
          <CrossFilterScopeModal onClose={() => setScoping(false)} />
        </Suspense>
      )}
    </>
  );
}
