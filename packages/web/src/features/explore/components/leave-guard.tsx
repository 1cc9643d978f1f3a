import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../../../i18n';
import { isExplorePath } from '../../../routing/paths';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { selectIsModified } from '../state/selectors';
import { useExploreSelector } from '../state/store';

/**
 * Superset's unsaved-changes prompt in explore: closing or reloading the tab with a modified chart
 * asks the browser's own question (beforeunload); leaving for another page of the app asks here.
 * Moving between this page's own history entries (Back/Forward between edits), or from a permalink to
 * the explore URL an edit pushes, is not leaving.
 */
export function LeaveGuard(): ReactNode {
  const t = useT();
  const modified = useExploreSelector(selectIsModified);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      modified &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(isExplorePath(currentLocation.pathname) && isExplorePath(nextLocation.pathname)),
  );
  useEffect(() => {
    if (!modified) return;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [modified]);
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={t('Unsaved changes')}
      message={t('This chart has changes that are not saved. Leave the page and lose them?')}
      confirmLabel={t('Leave')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
