import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { DashboardCreateSchema, maxLengthOf } from '@tessera/core';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useDashboardSelector } from '../state/store';
import type { SaveAsRequest, SaveOutcome } from './save-flow';
import { useSaveDashboard } from './use-save-dashboard';

export interface SaveAsModalProps {
  onClose: () => void;
  /** What the copy holds when it is not the page's stored state (edit mode passes its edits). */
  content?: Pick<SaveAsRequest, 'positions' | 'metadata' | 'css'>;
  /** Called with the outcome (the new dashboard's id when saved); the hook has already opened it. */
  onDone?: (outcome: SaveOutcome) => void;
}

/** Superset's SaveModal 'Save as': a new name (the title plus ' [copy]') and whether to copy the charts too. */
export function SaveAsModal({ onClose, content, onDone }: SaveAsModalProps) {
  const t = useT();
  const title = useDashboardSelector((s) => s.dashboard.info.dashboard_title);
  const [name, setName] = useState(() => t('%s [copy]', title));
  const [duplicate, setDuplicate] = useState(false);
  const { saveAs, isSaving } = useSaveDashboard();
  const submit = async () => {
    const outcome = await saveAs({ ...content, dashboard_title: name.trim(), duplicate_slices: duplicate });
    onDone?.(outcome);
    if (outcome.status === 'saved') onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('Save as')} data-testid="save-as-modal">
      <Stack gap="sm">
        <TextInput
          label={t('New dashboard name')}
          required
          value={name}
          maxLength={maxLengthOf(DashboardCreateSchema.shape.dashboard_title)}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="save-as-name"
        />
        <Checkbox
          label={t('also copy (duplicate) charts')}
          checked={duplicate}
          onChange={(e) => setDuplicate(e.currentTarget.checked)}
          data-testid="save-as-duplicate"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button
            loading={isSaving}
            disabled={name.trim() === ''}
            onClick={() => void submit()}
            data-testid="save-as-submit"
          >
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
