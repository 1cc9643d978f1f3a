import { Button } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';
import { editActions } from './state/edit-slice';
import { loadEditMode } from './use-edit-mode';

/** 'Edit dashboard' in view mode, for users with the edit permission (spec 01 §6). */
export function EditDashboardButton() {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const canEdit = useDashboardSelector((s) => s.dashboard.permissions.edit);
  const [, setParams] = useSearchParams();
  const [loading, setLoading] = useState(false);
  if (!canEdit) return null;
  const enter = () => {
    dispatch(editActions.editModeEntered());
    setParams(
      (params) => {
        params.set('edit', 'true');
        return params;
      },
      { replace: true },
    );
  };
  return (
    <Button
      size="xs"
      loading={loading}
      // Edit mode's chunk first, so the page never falls back to a loader while it switches.
      onMouseEnter={() => void loadEditMode().catch(() => undefined)}
      onClick={() => {
        setLoading(true);
        void loadEditMode()
          .then(enter, () => undefined)
          .finally(() => setLoading(false));
      }}
      data-testid="dashboard-edit"
    >
      {t('Edit dashboard')}
    </Button>
  );
}
