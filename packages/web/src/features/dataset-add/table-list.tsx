import { Badge, Group, Loader, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { DatabaseTable } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n';
import type { ExistingDataset } from './dataset-add-api';
import { datasetOnTable, filterTables } from './source-state';

export interface TableListProps {
  tables: readonly DatabaseTable[] | undefined;
  loading: boolean;
  error: unknown;
  existing: readonly ExistingDataset[];
  selected: string | null;
  onSelect: (table: string) => void;
}

/** The schema's tables and views with a search box; tables with a dataset carry a badge. */
export function TableList({ tables, loading, error, existing, selected, onSelect }: TableListProps): ReactNode {
  const t = useT();
  const [search, setSearch] = useState('');
  const shown = filterTables(tables ?? [], search);
  return (
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
      <TextInput
        label={t('Tables')}
        placeholder={t('Search tables')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        disabled={tables === undefined}
      />
      {loading && <Loader size="sm" aria-label={t('Loading')} />}
      {error !== null && error !== undefined && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(error)}
        </Text>
      )}
      {tables !== undefined && shown.length === 0 && (
        <Text c="dimmed" size="sm">
          {search.trim() === '' ? t('This schema has no tables') : t('No tables match your search')}
        </Text>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto" aria-label={t('Tables')}>
        <Stack gap={0} role="listbox" aria-label={t('Tables')}>
          {shown.map((table) => (
            <NavLink
              key={table.value}
              role="option"
              aria-selected={table.value === selected}
              active={table.value === selected}
              onClick={() => onSelect(table.value)}
              py={4}
              label={
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Text size="sm" truncate title={table.value}>
                    {table.value}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {table.type === 'view' && (
                      <Badge size="xs" variant="light" color="gray">
                        {t('view')}
                      </Badge>
                    )}
                    {datasetOnTable(existing, table.value) !== null && (
                      <Badge size="xs" variant="light">
                        {t('dataset')}
                      </Badge>
                    )}
                  </Group>
                </Group>
              }
            />
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
