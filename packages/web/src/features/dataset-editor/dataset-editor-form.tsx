import { Alert, Badge, Button, Group, ScrollArea, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DatasetDetail, DatasetUpdate, LegacyDatasource } from '@tessera/core';
import { useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useT, useTn } from '../../i18n';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ColumnsTab } from './columns-tab';
import { datasetEditorApi } from './dataset-editor-api';
import { buildDatasetUpdate } from './editor-payload';
import * as edits from './editor-state';
import { issuesByTab, validateEditorState, type EditorIssue, type EditorTab } from './editor-validation';
import { MetricsTab } from './metrics-tab';
import { SettingsTab } from './settings-tab';
import { useSingleFlight } from '../../ui/use-single-flight';

export interface DatasetEditorFormProps {
  dataset: DatasetDetail;
  onCancel: () => void;
  onSaved: (datasource: LegacyDatasource) => void;
  /** Called on the first edit, so the modal stops closing on an outside click. */
  onDirty: () => void;
}

const forTab = (issues: readonly EditorIssue[], tab: EditorTab) => issues.filter((issue) => issue.tab === tab);

/** The editor's tabs, Save with its 'Confirm save' step, and the PUT. */
export function DatasetEditorForm({ dataset, onCancel, onSaved, onDirty }: DatasetEditorFormProps): ReactNode {
  const t = useT();
  const tn = useTn();
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => edits.toEditorState(dataset));
  const [tab, setTab] = useState<EditorTab>('settings');
  const [confirming, setConfirming] = useState(false);
  const issues = useMemo(() => validateEditorState(state, t), [state, t]);
  const counts = issuesByTab(issues);

  const edit = (change: (current: edits.EditorState) => edits.EditorState) => {
    setState(change);
    onDirty();
  };

  const save = useMutation({
    mutationFn: async (body: DatasetUpdate) => {
      await datasetEditorApi.update(dataset.id, body);
      return datasetEditorApi.datasource(dataset.id);
    },
    onSuccess: (datasource) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.datasets });
      notifications.show({ color: 'green', message: t('The dataset has been saved') });
      setConfirming(false);
      onSaved(datasource);
      onCancel();
    },
    // The error shows in the editor, where the user can fix what the server refused.
    onError: () => setConfirming(false),
  });

  const sendSave = useSingleFlight((body: DatasetUpdate) => save.mutateAsync(body));
  const saveDisabled = save.isPending || issues.length > 0 || state.is_managed_externally;
  const tabLabel = (value: EditorTab, label: string) => (
    <Tabs.Tab
      value={value}
      rightSection={
        counts[value] > 0 ? (
          <Badge
            size="xs"
            color="red"
            circle
            aria-label={tn('%s problem', '%s problems', counts[value], counts[value])}
          >
            {counts[value]}
          </Badge>
        ) : undefined
      }
    >
      {label}
    </Tabs.Tab>
  );
  const columnsTab = (calculated: boolean) => (
    <ColumnsTab
      columns={state.columns.filter((column) => column.calculated === calculated)}
      calculated={calculated}
      mainDttm={state.main_dttm_col}
      issues={forTab(issues, calculated ? 'calculated' : 'columns')}
      onChange={(key, patch) => edit((s) => edits.updateColumn(s, key, patch))}
      onMainDttm={(name) => edit((s) => edits.setMainDttm(s, name))}
      {...(calculated && {
        onAdd: () => edit((s) => edits.addCalculatedColumn(s, t('<new column>'))),
        onRemove: (key: string) => edit((s) => edits.removeColumn(s, key)),
      })}
    />
  );

  return (
    <Stack gap="sm" h="100%">
      {state.is_managed_externally && (
        <Alert color="yellow">{t("This dataset is managed externally, and can't be edited in Superset")}</Alert>
      )}
      {save.isError && (
        <Alert color="red" title={t('Error')} withCloseButton onClose={() => save.reset()} data-testid="save-error">
          {errorMessage(save.error) || t('An error has occurred')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as EditorTab | null) ?? 'settings')}
        keepMounted={false}
        flex={1}
        mih={0}
        display="flex"
        style={{ flexDirection: 'column' }}
      >
        <Tabs.List>
          {tabLabel('settings', t('Settings'))}
          {tabLabel('metrics', t('Metrics'))}
          {tabLabel('columns', t('Columns'))}
          {tabLabel('calculated', t('Calculated columns'))}
        </Tabs.List>
        <ScrollArea flex={1} type="auto" pt="sm" offsetScrollbars>
          <Tabs.Panel value="settings">
            <SettingsTab
              state={state}
              initialOwners={dataset.owners}
              onChange={(patch) => edit((s) => edits.updateSettings(s, patch))}
            />
          </Tabs.Panel>
          <Tabs.Panel value="metrics">
            <MetricsTab
              metrics={state.metrics}
              issues={forTab(issues, 'metrics')}
              onAdd={() => edit((s) => edits.addMetric(s, t('<new metric>')))}
              onChange={(key, patch) => edit((s) => edits.updateMetric(s, key, patch))}
              onRemove={(key) => edit((s) => edits.removeMetric(s, key))}
            />
          </Tabs.Panel>
          <Tabs.Panel value="columns">{columnsTab(false)}</Tabs.Panel>
          <Tabs.Panel value="calculated">{columnsTab(true)}</Tabs.Panel>
        </ScrollArea>
      </Tabs>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button disabled={saveDisabled} loading={save.isPending} onClick={() => setConfirming(true)}>
          {t('Save')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('Confirm save')}
        message={`${t(
          'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.',
        )} ${t('Are you sure you want to save and apply changes?')}`}
        confirmLabel={t('OK')}
        loading={save.isPending}
        onConfirm={() => sendSave(buildDatasetUpdate(state))}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
