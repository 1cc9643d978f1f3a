import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../api/client';
import { useT } from '../../../i18n';
import { sqlLabApi } from '../sqllab-api';
import type { EditorTab } from '../state/editor-tab';

export interface SaveQueryModalProps {
  tab: EditorTab;
  onClose: () => void;
  onSaved: (savedQueryId: number, label: string) => void;
}

/** Superset's 'Save query': a new saved query, or an update of the one the tab was opened from. */
export function SaveQueryModal({ tab, onClose, onSaved }: SaveQueryModalProps): ReactNode {
  const t = useT();
  const [label, setLabel] = useState(tab.label);
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async (asNew: boolean) => {
    if (tab.dbId === null) return;
    setBusy(true);
    const body = { db_id: tab.dbId, label: label.trim(), description, schema: tab.schema, sql: tab.sql };
    try {
      const id =
        !asNew && tab.savedQueryId !== null
          ? (await sqlLabApi.updateSavedQuery(tab.savedQueryId, body), tab.savedQueryId)
          : await sqlLabApi.saveQuery(body);
      notifications.show({ color: 'green', message: t('Your query was saved') });
      onSaved(id, body.label);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('Save query')}>
      <Stack>
        <TextInput label={t('Name')} value={label} onChange={(e) => setLabel(e.currentTarget.value)} data-autofocus />
        <Textarea
          label={t('Description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          {tab.savedQueryId !== null && (
            <Button variant="default" loading={busy} disabled={label.trim() === ''} onClick={() => void save(true)}>
              {t('Save as new')}
            </Button>
          )}
          <Button
            loading={busy}
            disabled={label.trim() === ''}
            onClick={() => void save(false)}
            data-testid="sqllab-save-query-submit"
          >
            {tab.savedQueryId === null ? t('Save') : t('Update')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
