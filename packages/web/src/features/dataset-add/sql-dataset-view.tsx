import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { listQueryKey } from '../lists/list-view';
import { useT } from '../../i18n';
import { DatabaseSchemaSelects } from './database-schema-selects';
import { datasetAddApi } from './dataset-add-api';
import {
  exploreDatasetUrl,
  virtualDatasetPayload,
  withDatabase,
  withSchema,
  type SourceSelection,
} from './source-state';
import { SqlPreviewTable } from './sql-preview-table';
import { useSourceQueries } from './use-source-queries';

export interface SqlDatasetViewProps {
  initialDatabaseId: number | null;
  onCancel: () => void;
}

/**
 * A virtual dataset from SQL: database and schema, a name, the query with Run to preview its
 * rows, then save and open explore (SQL Lab's 'Save dataset' will take this over).
 */
export function SqlDatasetView({ initialDatabaseId, onCancel }: SqlDatasetViewProps): ReactNode {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [selection, setSelection] = useState<SourceSelection>({
    databaseId: initialDatabaseId,
    schema: null,
    table: null,
  });
  const [name, setName] = useState('');
  const [sql, setSql] = useState('');
  const queries = useSourceQueries({ databaseId: selection.databaseId, schema: null });
  const preview = useMutation({ mutationFn: datasetAddApi.sqlPreview });
  const create = useMutation({
    mutationFn: datasetAddApi.create,
    onSuccess: (dataset) => {
      void client.invalidateQueries({ queryKey: queryKeys.datasets });
      void client.invalidateQueries({ queryKey: listQueryKey('dataset') });
      void navigate(exploreDatasetUrl(dataset.id));
    },
  });
  const payload = virtualDatasetPayload(selection, name, sql);
  const canRun = selection.databaseId !== null && sql.trim() !== '';
  const run = () => {
    if (selection.databaseId === null) return;
    preview.mutate({ database: selection.databaseId, schema: selection.schema, sql });
  };
  const onSchema = useCallback((schema: string | null) => setSelection((s) => withSchema(s, schema)), []);
  return (
    <Stack gap="md" style={{ flex: 1, minHeight: 0 }}>
      <Group align="stretch" gap="md" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <Paper withBorder p="md" w={320} style={{ flexShrink: 0 }}>
          <Stack gap="sm">
            <DatabaseSchemaSelects
              databaseId={selection.databaseId}
              schema={selection.schema}
              queries={queries}
              onDatabase={(databaseId) => setSelection((s) => withDatabase(s, databaseId))}
              onSchema={onSchema}
            />
            <TextInput
              label={t('Dataset name')}
              placeholder={t('Untitled Dataset')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={250}
              required
              data-testid="sql-dataset-name"
            />
          </Stack>
        </Paper>
        <Paper withBorder p="md" style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Textarea
            label={t('SQL')}
            placeholder="SELECT …"
            value={sql}
            onChange={(event) => setSql(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Superset's SQL editor runs the query on Ctrl/Cmd + Enter.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && canRun) run();
            }}
            rows={8}
            resize="vertical"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="sql-dataset-sql"
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('One SELECT statement; Ctrl+Enter runs it.')}
            </Text>
            <Button variant="default" onClick={run} disabled={!canRun} loading={preview.isPending}>
              {t('Run')}
            </Button>
          </Group>
          {preview.error !== null && (
            <Alert color="red" variant="light" role="alert" data-testid="sql-preview-error">
              {errorMessage(preview.error)}
            </Alert>
          )}
          {preview.data !== undefined ? (
            <SqlPreviewTable result={preview.data} />
          ) : (
            <Stack gap={4} align="center" justify="center" style={{ flex: 1 }}>
              <Title order={5} c="dimmed">
                {t('Run the query to preview its rows')}
              </Title>
            </Stack>
          )}
        </Paper>
      </Group>
      {create.error !== null && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(create.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button
          disabled={payload === null}
          loading={create.isPending}
          onClick={() => payload !== null && create.mutate(payload)}
          data-testid="sql-dataset-create"
        >
          {t('Create dataset and create chart')}
        </Button>
      </Group>
    </Stack>
  );
}
