import { ScrollArea, Table, Text } from '@mantine/core';
import type { DatasetSqlPreviewResult } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

const cell = (value: unknown, isDttm: boolean): string => {
  if (value === null || value === undefined) return 'NULL';
  if (isDttm && typeof value === 'number') return new Date(value).toISOString().replace('T', ' ').replace('.000Z', '');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The rows a SQL preview answered, in a scrolling grid with the column types in the header. */
export function SqlPreviewTable({ result }: { result: DatasetSqlPreviewResult }): ReactNode {
  const t = useT();
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="sql-preview-count">
        {t('%s rows (at most %s)', String(result.data.length), String(result.row_limit))}
      </Text>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Table striped stickyHeader aria-label={t('Results')} style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              {result.columns.map((column) => (
                <Table.Th key={column.name} title={column.type ?? undefined}>
                  {column.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.data.map((row, index) => (
              <Table.Tr key={index}>
                {result.columns.map((column) => (
                  <Table.Td key={column.name}>{cell(row[column.name], column.is_dttm)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
