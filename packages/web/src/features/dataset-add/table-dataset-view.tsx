import { Alert, Button, Divider, Group, Paper, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { listQueryKey } from '../lists/list-view';
import { useT } from '../../i18n';
import { DatabaseSchemaSelects } from './database-schema-selects';
import { datasetAddApi } from './dataset-add-api';
import {
  datasetOnTable,
  exploreDatasetUrl,
  paramsWithSelection,
  physicalDatasetPayload,
  selectionFromParams,
  withDatabase,
  withSchema,
  withTable,
  type SourceSelection,
} from './source-state';
import { TableList } from './table-list';
import { TablePreview } from './table-preview';
import { useSourceQueries } from './use-source-queries';

export interface TableDatasetViewProps {
  onCreateFromSql: () => void;
  onCancel: () => void;
}

/** Superset's AddDataset from a table: database → schema → table on the left, the columns on the right. */
export function TableDatasetView({ onCreateFromSql, onCancel }: TableDatasetViewProps): ReactNode {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The choice lives in the URL, not in component state: a remount of this view (the page's
  // permission check while the user loads) or a reload then keeps it.
  const [params, setParams] = useSearchParams();
  const selection = selectionFromParams(params);
  const setSelection = useCallback(
    (update: (selection: SourceSelection) => SourceSelection) =>
      setParams((current) => paramsWithSelection(current, update(selectionFromParams(current))), { replace: true }),
    [setParams],
  );
  const queries = useSourceQueries(selection);
  const existing = datasetOnTable(queries.existing.data ?? [], selection.table);
  const payload = physicalDatasetPayload(selection);
  const create = useMutation({
    mutationFn: datasetAddApi.create,
    onSuccess: (dataset) => {
      void client.invalidateQueries({ queryKey: queryKeys.datasets });
      void client.invalidateQueries({ queryKey: listQueryKey('dataset') });
      void navigate(exploreDatasetUrl(dataset.id));
    },
  });
  const onSchema = useCallback((schema: string | null) => setSelection((s) => withSchema(s, schema)), [setSelection]);
  return (
    <Stack gap="md" style={{ flex: 1, minHeight: 0 }}>
      <Group align="stretch" gap="md" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <Paper withBorder p="md" w={320} style={{ display: 'flex', flexDirection: 'column', gap: 12, flexShrink: 0 }}>
          <DatabaseSchemaSelects
            databaseId={selection.databaseId}
            schema={selection.schema}
            queries={queries}
            onDatabase={(databaseId) => setSelection((s) => withDatabase(s, databaseId))}
            onSchema={onSchema}
          />
          <Divider />
          <TableList
            key={`${selection.databaseId}:${selection.schema}`}
            tables={queries.tables.data}
            loading={queries.tables.isFetching}
            error={queries.tables.error}
            existing={queries.existing.data ?? []}
            selected={selection.table}
            onSelect={(table) => setSelection((s) => withTable(s, table))}
          />
        </Paper>
        <Paper withBorder p="md" style={{ flex: 1, minWidth: 0 }}>
          <TablePreview
            databaseId={selection.databaseId}
            schema={selection.schema}
            table={selection.table}
            existing={existing}
            onCreateFromSql={onCreateFromSql}
          />
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
          disabled={payload === null || existing !== null}
          loading={create.isPending}
          onClick={() => payload !== null && create.mutate(payload)}
          data-testid="dataset-add-create"
        >
          {t('Create dataset and create chart')}
        </Button>
      </Group>
    </Stack>
  );
}
