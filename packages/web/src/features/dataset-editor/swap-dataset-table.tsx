import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { Dataset } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { OwnersAvatarGroup } from './owners-avatar-group';
import type { SwapSort, SwapSortColumn } from './swap-query';

export interface SwapDatasetTableProps {
  rows: readonly Dataset[];
  sort: SwapSort;
  currentDatasetId: number | null;
  onSort: (column: SwapSortColumn) => void;
  onChoose: (dataset: Dataset) => void;
}

interface SortHeaderProps {
  column: SwapSortColumn;
  label: string;
  sort: SwapSort;
  onSort: (column: SwapSortColumn) => void;
}

function SortHeader({ column, label, sort, onSort }: SortHeaderProps): ReactNode {
  const active = sort.column === column;
  const arrow = !active ? '' : sort.direction === 'asc' ? '▲' : '▼';
  return (
    <Table.Th aria-sort={!active ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending'}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Text span size="xs" c="dimmed" aria-hidden>
            {arrow}
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The swap list: a click on a row (or Enter on it) picks that dataset; the current one is not offered. */
export function SwapDatasetTable({ rows, sort, currentDatasetId, onSort, onChoose }: SwapDatasetTableProps): ReactNode {
  const t = useT();
  const header = (column: SwapSortColumn, label: string) => (
    <SortHeader column={column} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <Table highlightOnHover stickyHeader verticalSpacing={6} data-testid="swap-dataset-table">
      <Table.Thead>
        <Table.Tr>
          {header('table_name', t('Name'))}
          {header('kind', t('Type'))}
          {header('schema', t('Schema'))}
          {header('database.database_name', t('Connection'))}
          <Table.Th>{t('Owners')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={5}>
              <Text size="sm" c="dimmed" ta="center" py="md">
                {t('No datasets match your search.')}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {rows.map((row) => {
          const current = row.id === currentDatasetId;
          const choose = () => {
            if (!current) onChoose(row);
          };
          return (
            <Table.Tr
              key={row.id}
              data-testid="swap-dataset-row"
              tabIndex={current ? -1 : 0}
              aria-disabled={current || undefined}
              onClick={choose}
              onKeyDown={(event) => {
                if (event.key === 'Enter') choose();
              }}
              style={{ cursor: current ? 'default' : 'pointer', opacity: current ? 0.5 : 1 }}
            >
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.table_name}
                </Text>
              </Table.Td>
              <Table.Td>{row.kind === 'virtual' ? t('Virtual') : t('Physical')}</Table.Td>
              <Table.Td>{row.schema ?? ''}</Table.Td>
              <Table.Td>{row.database.database_name}</Table.Td>
              <Table.Td>
                <OwnersAvatarGroup owners={row.owners} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
