import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatasetDetail } from '@tessera/core';
import { useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useT } from '../../i18n';
import { datasetEditorApi } from './dataset-editor-api';
import { datasetEditorKeys } from './query-keys';
import {
  buildOverwriteUpdate,
  buildVirtualDatasetCreate,
  canSubmitSaveAs,
  overwriteCandidates,
  overwriteListQuery,
  type SaveAsMode,
  type SaveAsSource,
} from './save-as-payload';

export interface SaveAsDatasetModalProps {
  opened: boolean;
  sql: string;
  databaseId: number;
  schema: string | null;
  templateParams?: SaveAsSource['templateParams'];
  onClose: () => void;
  /** Gets the created or overwritten dataset, columns read from the query. */
  onSaved: (dataset: DatasetDetail) => void;
}

interface Choice {
  value: string;
  label: string;
}

type SaveRequest = { mode: 'new'; name: string } | { mode: 'overwrite'; id: number };

/** Save a query (SQL) datasource as a new virtual dataset, or overwrite one after a confirm. */
export function SaveAsDatasetModal(props: SaveAsDatasetModalProps): ReactNode {
  // Mounting on open resets the name, the choice and any error.
  return props.opened ? <SaveAsDatasetDialog {...props} /> : null;
}

function SaveAsDatasetDialog(props: SaveAsDatasetModalProps): ReactNode {
  const { sql, databaseId, schema, templateParams, onClose, onSaved } = props;
  const t = useT();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<SaveAsMode>('new');
  const [name, setName] = useState(() => t('Untitled Dataset'));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const listQuery = useMemo(() => overwriteListQuery(debounced), [debounced]);
  const list = useQuery({
    queryKey: datasetEditorKeys.list(listQuery),
    queryFn: ({ signal }) => datasetEditorApi.list(listQuery, signal),
    enabled: mode === 'overwrite',
  });
  const options = useMemo(() => {
    const found = overwriteCandidates(list.data?.result ?? []).map((d) => ({
      value: String(d.id),
      label: d.table_name,
    }));
    return chosen === null || found.some((o) => o.value === chosen.value) ? found : [chosen, ...found];
  }, [list.data, chosen]);

  const save = useMutation({
    mutationFn: async (request: SaveRequest): Promise<DatasetDetail> => {
      const source: SaveAsSource = { sql, databaseId, schema, templateParams };
      if (request.mode === 'new') return datasetEditorApi.create(buildVirtualDatasetCreate(source, request.name));
      await datasetEditorApi.update(request.id, buildOverwriteUpdate(source));
      // The new query may have other columns than the old one.
      await datasetEditorApi.refresh(request.id);
      return datasetEditorApi.detail(request.id);
    },
    onSuccess: (dataset) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.datasets });
      notifications.show({ color: 'green', message: t('The dataset has been saved') });
      onSaved(dataset);
      onClose();
    },
    onError: () => setConfirming(false),
  });

  const chosenId = chosen === null ? null : Number(chosen.value);
  const ready = canSubmitSaveAs(mode, name, chosenId) && !save.isPending;
  const submit = () => {
    if (mode === 'new') save.mutate({ mode: 'new', name });
    else if (!confirming) setConfirming(true);
    else if (chosenId !== null) save.mutate({ mode: 'overwrite', id: chosenId });
  };

  return (
    <Modal opened onClose={onClose} title={t('Save or Overwrite Dataset')} size="lg" centered>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" title={t('Error')} data-testid="save-as-error">
            {errorMessage(save.error) || t('An error has occurred')}
          </Alert>
        )}
        {confirming ? (
          <Alert color="orange" title={t('Warning!')}>
            {t('Are you sure you want to overwrite this dataset?')}
          </Alert>
        ) : (
          <Radio.Group value={mode} onChange={(value) => setMode(value === 'overwrite' ? 'overwrite' : 'new')}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('Save this query as a virtual dataset to continue exploring')}
              </Text>
              <Radio value="new" label={t('Save as new')} />
              <TextInput
                aria-label={t('Dataset name')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                disabled={mode !== 'new'}
                error={mode === 'new' && name.trim() === '' ? t('cannot be empty') : undefined}
                ml="xl"
              />
              <Radio value="overwrite" label={t('Overwrite existing')} />
              <Select
                aria-label={t('Dataset to overwrite')}
                placeholder={t('Select or type dataset name')}
                data={options}
                value={chosen?.value ?? null}
                onChange={(value, option) =>
                  setChosen(value === null ? null : { value, label: option?.label ?? value })
                }
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                nothingFoundMessage={list.isFetching ? t('Loading') : t('No datasets match your search.')}
                disabled={mode !== 'overwrite'}
                ml="xl"
              />
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          {confirming && (
            <Button variant="default" onClick={() => setConfirming(false)} disabled={save.isPending}>
              {t('Back')}
            </Button>
          )}
          <Button onClick={submit} disabled={!ready} loading={save.isPending}>
            {mode === 'new' ? t('Save') : t('Overwrite')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
