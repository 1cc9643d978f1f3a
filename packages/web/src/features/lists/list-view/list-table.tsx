import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { FavoriteStar } from './list-cells';
import { selectionState, type ListState } from './list-state';
import type { ListColumn, ListItem } from './list-types';
import type { Favorites } from './use-list-data';

export interface ListRowsProps<T extends ListItem> {
  items: readonly T[];
  itemName: (item: T) => string;
  bulkMode: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  favorites: Favorites | null;
  /** The row's actions, or null when the user may do nothing with it. */
  actions: (item: T) => ReactNode;
}

export interface ListTableProps<T extends ListItem> extends ListRowsProps<T> {
  columns: readonly ListColumn<T>[];
  state: ListState;
  onSort: (sortKey: string) => void;
  onToggleAll: () => void;
  hasActions: boolean;
}

const sortMark = (state: ListState, sortKey: string | undefined): string => {
  if (sortKey === undefined || state.orderColumn !== sortKey) return '';
  return state.orderDirection === 'asc' ? ' \u25B2' : ' \u25BC';
};

const ariaSort = (state: ListState, sortKey: string | undefined): 'ascending' | 'descending' | undefined => {
  if (sortKey === undefined || state.orderColumn !== sortKey) return undefined;
  return state.orderDirection === 'asc' ? 'ascending' : 'descending';
};

/** The list as a table with sortable headers. */
export function ListTable<T extends ListItem>(props: ListTableProps<T>): ReactNode {
  const { items, columns, state, onSort, bulkMode, selected, onToggle, onToggleAll, favorites, hasActions } = props;
  const t = useT();
  const shownIds = items.map((item) => item.id);
  const all = selectionState(selected, shownIds);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="list-table">
        <Table.Thead>
          <Table.Tr>
            {bulkMode && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('Select all')}
                  checked={all === 'all'}
                  indeterminate={all === 'some'}
                  onChange={onToggleAll}
                />
              </Table.Th>
            )}
            {favorites !== null && <Table.Th w={40} />}
            {columns.map((column) => (
              <Table.Th key={column.id} aria-sort={ariaSort(state, column.sortKey)}>
                {column.sortKey === undefined ? (
                  column.header
                ) : (
                  <UnstyledButton
                    fw={700}
                    fz="sm"
                    onClick={() => onSort(column.sortKey ?? column.id)}
                    data-testid={`sort-${column.id}`}
                  >
                    {`${column.header}${sortMark(state, column.sortKey)}`}
                  </UnstyledButton>
                )}
              </Table.Th>
            ))}
            {hasActions && <Table.Th>{t('Actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="list-row">
              {bulkMode && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('Select %s', props.itemName(item))}
                    checked={selected.has(item.id)}
                    onChange={() => onToggle(item.id)}
                  />
                </Table.Td>
              )}
              {favorites !== null && (
                <Table.Td>
                  <FavoriteStar
                    active={favorites.isFavorite(item.id)}
                    name={props.itemName(item)}
                    onToggle={() => favorites.toggle(item.id)}
                  />
                </Table.Td>
              )}
              {columns.map((column) => (
                <Table.Td key={column.id}>{column.render(item)}</Table.Td>
              ))}
              {hasActions && <Table.Td>{props.actions(item)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
