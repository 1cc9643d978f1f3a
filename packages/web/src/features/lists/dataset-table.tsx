import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Dataset } from '@tessera/core';
import { useLocale, useT } from '../../i18n';
import { formatCount, formatDateTime } from '../../ui/format';

export type DatasetColumnKey = 'name' | 'database' | 'schema' | 'description' | 'rows' | 'modified';

export interface DatasetTableProps {
  datasets: readonly Dataset[];
  columns: readonly DatasetColumnKey[];
  /** Already translated; shown when there are no rows. */
  emptyText: string;
}

/** Explore on a dataset, as the dataset list and home page link to it. */
export const exploreUrlOf = (datasetId: number): string => `/explore/?datasource_type=table&dataset_id=${datasetId}`;

/** Datasets as a plain table; the caller picks the columns. */
export function DatasetTable({ datasets, columns, emptyText }: DatasetTableProps) {
  const t = useT();
  const { locale } = useLocale();
  const headers: Record<DatasetColumnKey, string> = {
    name: t('Name'),
    database: t('Database'),
    schema: t('Schema'),
    description: t('Description'),
    rows: t('Rows'),
    modified: t('Modified'),
  };
  const cell = (dataset: Dataset, column: DatasetColumnKey) => {
    switch (column) {
      case 'name':
        // As in Superset, a dataset's name opens explore on it.
        return (
          <Anchor component={Link} to={exploreUrlOf(dataset.id)} size="sm" fw={500}>
            {dataset.table_name}
          </Anchor>
        );
      case 'database':
        return dataset.database.database_name;
      case 'schema':
        return dataset.schema ?? '';
      case 'description':
        return (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {dataset.description ?? ''}
          </Text>
        );
      case 'rows':
        return formatCount(dataset.row_count, locale);
      case 'modified':
        return formatDateTime(dataset.changed_on, locale);
    }
  };

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="dataset-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} ta={column === 'rows' ? 'right' : undefined}>
                {headers[column]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {datasets.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text size="sm" c="dimmed" ta="center" py="md" data-testid="empty-state">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            datasets.map((dataset) => (
              <Table.Tr key={dataset.id} data-testid="dataset-row">
                {columns.map((column) => (
                  <Table.Td key={column} ta={column === 'rows' ? 'right' : undefined}>
                    {cell(dataset, column)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
