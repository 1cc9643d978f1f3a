import { Button, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isApiRequestError } from '../../../api/client';
import { dashboardPath } from '../../../app/paths';
import { useT } from '../../../i18n';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from '../state/store';
import { saveDashboardLayout } from './edit-api';
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

/** 'Edit dashboard' in view mode, for users with the edit permission (spec 01 §6). */
export function EditDashboardButton() {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const canEdit = useDashboardSelector((s) => s.dashboard.permissions.edit);
  const [, setParams] = useSearchParams();
  if (!canEdit) return null;
  return (
    <Button
      size="xs"
      onClick={() => {
        dispatch(editActions.editModeEntered());
        setParams(
          (params) => {
            params.set('edit', 'true');
            return params;
          },
          { replace: true },
        );
      }}
      data-testid="dashboard-edit"
    >
      {t('Edit dashboard')}
    </Button>
  );
}

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
  const client = useQueryClient();
  const navigate = useNavigate();
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
  const save = useMutation({
    mutationFn: () => {
      const { info, layout } = store.getState().dashboard;
      return saveDashboardLayout(info.id, layout);
    },
    onSuccess: () => {
      const { info } = store.getState().dashboard;
      dispatch(editActions.saved());
      void client.invalidateQueries({ queryKey: ['dashboard'] });
      notifications.show({ color: 'green', message: t('This dashboard was saved successfully.') });
      // Spec 01 §2: after a save the address is /{app}/dashboard/{slug or id}/.
      void navigate(dashboardPath(info), { replace: true });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message:
          isApiRequestError(error) && error.status === 403
            ? t('You do not have permission to edit this dashboard')
            : t('Sorry, there was an error saving this dashboard: %s', errorMessage(error)),
      }),
  });
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
        loading={save.isPending}
        disabled={!unsaved}
        onClick={() => save.mutate()}
        data-testid="dashboard-save"
      >
        {t('Save')}
      </Button>
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
