import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../../../i18n';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useDashboardSelector, useDashboardStore } from '../state/store';

/**
 * Superset's unsaved-changes warning in edit mode: closing or reloading the tab asks the browser's
 * own question (beforeunload); leaving for another page of the app asks here. Mounted only in
 * edit mode; changing the dashboard's own URL (open tab, edit flag) is not leaving.
 */
export function EditLeaveGuard(): ReactNode {
  const t = useT();
  const store = useDashboardStore();
  const unsaved = useDashboardSelector((s) => s.dashboard.editMode && s.dashboard.hasUnsavedChanges);
  // Read from the store, not the render: a save navigates in the same tick it clears the flag.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const { editMode, hasUnsavedChanges } = store.getState().dashboard;
    return editMode && hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={t('Unsaved changes')}
      message={t('This dashboard has changes that are not saved. Leave the page and lose them?')}
      confirmLabel={t('Leave')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
