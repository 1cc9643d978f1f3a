import { Alert, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { LegacyDatasource } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n';
import { datasetEditorApi } from './dataset-editor-api';
import { datasetEditorKeys } from './query-keys';
import { DatasetEditorForm } from './dataset-editor-form';

export interface EditDatasetModalProps {
  opened: boolean;
  datasetId: number;
  onClose: () => void;
  /** Gets the saved dataset as explore's datasource (`GET /datasource/get/table/{id}/`). */
  onSaved: (datasource: LegacyDatasource) => void;
}

/** Spec 02 §2: the editor modal is 900 tall. */
export const EDIT_MODAL_HEIGHT = 900;

const styles = {
  content: { height: EDIT_MODAL_HEIGHT, maxHeight: '92dvh', display: 'flex', flexDirection: 'column' as const },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' as const },
};

/** 'Edit Dataset {name}': who may open it is the caller's call (see canEditDataset). */
export function EditDatasetModal(props: EditDatasetModalProps): ReactNode {
  // Mounting on open loads the dataset afresh and drops edits that were never saved.
  return props.opened ? <EditDatasetDialog {...props} /> : null;
}

function EditDatasetDialog({ datasetId, onClose, onSaved }: EditDatasetModalProps): ReactNode {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  const detail = useQuery({
    queryKey: datasetEditorKeys.detail(datasetId),
    queryFn: ({ signal }) => datasetEditorApi.detail(datasetId, signal),
    gcTime: 0,
  });
  const name = detail.data?.table_name;
  return (
    <Modal
      opened
      onClose={onClose}
      title={name === undefined ? t('Edit Dataset') : t('Edit Dataset %s', name)}
      size={1000}
      styles={styles}
      closeOnClickOutside={!dirty}
      centered
    >
      {detail.isPending && <Loader size="sm" aria-label={t('Loading')} />}
      {detail.isError && (
        <Alert color="red" title={t('Error')}>
          {errorMessage(detail.error) || t('An error has occurred')}
        </Alert>
      )}
      {detail.data !== undefined && (
        <DatasetEditorForm dataset={detail.data} onCancel={onClose} onSaved={onSaved} onDirty={() => setDirty(true)} />
      )}
    </Modal>
  );
}
