import { Button, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from '../state/store';
import { useSaveDashboard } from '../save/use-save-dashboard';
import { selectCanRedo, selectCanUndo } from './state/edit-selectors';
import { editActions } from './state/edit-slice';

/** Drops `edit=true` from the address (Superset's discard and save leave edit mode through the URL). */
const useLeaveEditUrl = () => {
  const [, setParams] = useSearchParams();
  return () =>
    setParams(
      (params) => {
        params.delete('edit');
        return params;
      },
      { replace: true },
    );
};

/** Superset's undo-slots warning, shown each time a step uses the last slot. */
function UndoLimitToast() {
  const t = useT();
  const notices = useDashboardSelector((s) => s.dashboard.edit.undoLimitNotices);
  const length = useDashboardSelector((s) => s.dashboard.edit.history.past.length);
  const shown = useRef(notices);
  useEffect(() => {
    if (notices <= shown.current) return;
    shown.current = notices;
    notifications.show({
      color: 'yellow',
      message: t(
        'You have used all %s undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
        length,
      ),
    });
  }, [notices, length, t]);
  return null;
}

/** Edit mode's header buttons: undo, redo, discard (confirmed when something is unsaved) and save. */
export function EditActions() {
  const t = useT();
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const leaveEditUrl = useLeaveEditUrl();
  const canUndo = useDashboardSelector(selectCanUndo);
  const canRedo = useDashboardSelector(selectCanRedo);
  const unsaved = useDashboardSelector((s) => s.dashboard.hasUnsavedChanges);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const discard = () => {
    setConfirmDiscard(false);
    dispatch(editActions.discarded());
    leaveEditUrl();
  };
  // The save flows (confirm-diff, overwrite confirmation, toasts, the saved address) are ../save's.
  const { save, isSaving, overwriteDialog } = useSaveDashboard();
  const saveLayout = async () => {
    const { layout, metadata } = store.getState().dashboard;
    const outcome = await save({ mode: 'save', positions: layout, metadata });
    // Superset's save ends edit mode and clears the undo history.
    if (outcome.status === 'saved') dispatch(editActions.saved());
  };
  return (
    <Group gap="xs" wrap="nowrap" data-testid="dashboard-edit-actions">
      <UndoLimitToast />
      <Tooltip label={t('Undo the action')}>
        <Button
          size="xs"
          variant="default"
          disabled={!canUndo}
          onClick={() => dispatch(editActions.undo())}
          data-testid="dashboard-undo"
        >
          {t('Undo')}
        </Button>
      </Tooltip>
      <Tooltip label={t('Redo the action')}>
        <Button
          size="xs"
          variant="default"
          disabled={!canRedo}
          onClick={() => dispatch(editActions.redo())}
          data-testid="dashboard-redo"
        >
          {t('Redo')}
        </Button>
      </Tooltip>
      <Button
        size="xs"
        variant="default"
        onClick={() => (unsaved ? setConfirmDiscard(true) : discard())}
        data-testid="dashboard-discard"
      >
        {t('Discard')}
      </Button>
      <Button
        size="xs"
        loading={isSaving}
        disabled={!unsaved}
        onClick={() => void saveLayout()}
        data-testid="dashboard-save"
      >
        {t('Save')}
      </Button>
      {overwriteDialog}
      <ConfirmModal
        opened={confirmDiscard}
        title={t('Discard changes')}
        message={t('This dashboard has changes that are not saved. Discard them and leave edit mode?')}
        confirmLabel={t('Discard')}
        onConfirm={discard}
        onClose={() => setConfirmDiscard(false)}
      />
    </Group>
  );
}
