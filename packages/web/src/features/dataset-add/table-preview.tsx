import { Alert, Anchor, Center, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n';
import { datasetAddApi, datasetAddKeys, type ExistingDataset } from './dataset-add-api';
import { exploreDatasetUrl } from './source-state';

export interface TablePreviewProps {
  databaseId: number | null;
  schema: string | null;
  table: string | null;
  existing: ExistingDataset | null;
  onCreateFromSql: () => void;
}

/** Superset's empty DatasetPanel: where a dataset comes from, with the SQL path as a link. */
function ChooseSource({ onCreateFromSql }: Pick<TablePreviewProps, 'onCreateFromSql'>): ReactNode {
  const t = useT();
  return (
    <Center h="100%" p="xl">
      <Stack gap="xs" align="center" maw={420} ta="center" data-testid="dataset-add-empty">
        <Title order={4}>{t('Select dataset source')}</Title>
        <Text c="dimmed" size="sm">
          {t('Datasets can be created from database tables or SQL queries. Select a database table to the left or')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onCreateFromSql}>
            {t('create a dataset from a SQL query')}
          </Anchor>
          .
        </Text>
      </Stack>
    </Center>
  );
}

/** The chosen table's columns (name and type), or the notice that it already has a dataset. */
export function TablePreview(props: TablePreviewProps): ReactNode {
  const { databaseId, schema, table, existing, onCreateFromSql } = props;
  const t = useT();
  const metadata = useQuery({
    queryKey: datasetAddKeys.metadata(databaseId ?? 0, schema ?? '', table ?? ''),
    queryFn: ({ signal }) => datasetAddApi.tableMetadata(databaseId ?? 0, table ?? '', schema ?? '', signal),
    enabled: databaseId !== null && schema !== null && table !== null,
  });
  if (databaseId === null || schema === null || table === null)
    return <ChooseSource onCreateFromSql={onCreateFromSql} />;
  return (
    <Stack gap="sm" h="100%" data-testid="dataset-add-preview">
      <Title order={4}>{table}</Title>
      {existing !== null && (
        <Alert
          color="yellow"
          variant="light"
          title={t('This table already has a dataset')}
          data-testid="dataset-exists"
        >
          {t('This table already has a dataset associated with it. You can only associate one dataset with a table.')}{' '}
          <Anchor component={Link} to={exploreDatasetUrl(existing.id)} size="sm">
            {t('View Dataset')}
          </Anchor>
        </Alert>
      )}
      {metadata.isPending && <Loader size="sm" aria-label={t('Loading')} />}
      {metadata.error !== null && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(metadata.error)}
        </Alert>
      )}
      {metadata.data !== undefined && (
        <>
          <Text size="sm" c="dimmed">
            {t('Table columns')} ({metadata.data.columns.length})
          </Text>
          <ScrollArea style={{ flex: 1 }} type="auto">
            <Table striped highlightOnHover stickyHeader aria-label={t('Table columns')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Column Name')}</Table.Th>
                  <Table.Th>{t('Datatype')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {metadata.data.columns.map((column) => (
                  <Table.Tr key={column.name}>
                    <Table.Td>{column.name}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" c="dimmed">
                        {column.longType}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </Stack>
  );
}
