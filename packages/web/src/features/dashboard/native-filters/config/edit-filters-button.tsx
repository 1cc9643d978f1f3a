import { Button } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useT } from '../../../../i18n';
import { useDashboardSelector } from '../../state/store';

// The modal and its form are a chunk of their own: viewers never load them.
const EditFiltersModal = lazy(() => import('./filter-config-container').then((m) => ({ default: m.EditFiltersModal })));

/** The bar's '+ Add/Edit filters' (Superset's FilterConfigurationLink), for editors only. */
export function EditFiltersButton({ compact = false }: { compact?: boolean }): ReactNode {
  const t = useT();
  const canEdit = useDashboardSelector((s) => s.dashboard.permissions.edit);
  const [open, setOpen] = useState(false);
  if (!canEdit) return null;
  return (
    <>
      <Button
        variant="subtle"
        size={compact ? 'compact-xs' : 'compact-sm'}
        onClick={() => setOpen(true)}
        data-testid="edit-filters"
        style={compact ? undefined : { alignSelf: 'flex-start' }}
      >
        {t('+ Add/Edit filters')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EditFiltersModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
