import { Loader, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import type { SqlLabDatabase } from '@tessera/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { SchemaMetadata } from '../state/use-schema-metadata';
import { TableEntry } from './table-entry';

export interface LeftPanelProps {
  databases: SqlLabDatabase[];
  dbId: number | null;
  schema: string | null;
  metadata: SchemaMetadata;
  onDatabase: (id: number | null) => void;
  onSchema: (schema: string | null) => void;
  onSelectStar: (sql: string) => void;
  onPreview: (sql: string) => void;
}

/** Tables drawn at once: a schema of 20,000 is searched, not scrolled. */
const SHOWN = 200;

/** SQL Lab's left bar: the database and schema of the tab, and the schema's tables. */
export function LeftPanel(props: LeftPanelProps): ReactNode {
  const t = useT();
  const { metadata, schema } = props;
  const [search, setSearch] = useState('');
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return metadata.tables.filter((table) => needle === '' || table.value.toLowerCase().includes(needle));
  }, [metadata.tables, search]);

  return (
    <Stack gap="xs" h="100%" data-testid="sqllab-left-panel">
      <Select
        label={t('Database')}
        data={props.databases.map((d) => ({ value: String(d.id), label: d.database_name }))}
        value={props.dbId === null ? null : String(props.dbId)}
        onChange={(v) => props.onDatabase(v === null ? null : Number(v))}
        allowDeselect={false}
        data-testid="sqllab-database"
      />
      <Select
        label={t('Schema')}
        placeholder={t('Select schema')}
        data={metadata.schemas}
        value={schema}
        onChange={props.onSchema}
        searchable
        data-testid="sqllab-schema"
      />
      <TextInput
        placeholder={t('Search tables')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        disabled={schema === null}
      />
      {metadata.tablesLoading && <Loader size="xs" />}
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={4} pr="xs">
          {matching.slice(0, SHOWN).map((table) => (
            <TableEntry
              key={table.value}
              name={table.value}
              load={() => metadata.tableMetadata(schema, table.value)}
              onSelectStar={props.onSelectStar}
              onPreview={props.onPreview}
            />
          ))}
          {matching.length > SHOWN && (
            <Text size="xs" c="dimmed">
              {t('%s more tables: refine the search', matching.length - SHOWN)}
            </Text>
          )}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
