import { Select, Stack } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n';
import { defaultSchema } from './source-state';
import type { useSourceQueries } from './use-source-queries';

export interface DatabaseSchemaSelectsProps {
  databaseId: number | null;
  schema: string | null;
  queries: Pick<ReturnType<typeof useSourceQueries>, 'databases' | 'schemas'>;
  onDatabase: (databaseId: number | null) => void;
  onSchema: (schema: string | null) => void;
}

/** The searchable database and schema pickers shared by the table and the SQL paths. */
export function DatabaseSchemaSelects(props: DatabaseSchemaSelectsProps): ReactNode {
  const { databaseId, schema, queries, onDatabase, onSchema } = props;
  const t = useT();
  const schemaList = queries.schemas.data;
  // A database with one obvious schema starts on it, so picking a table is one step less.
  useEffect(() => {
    if (databaseId !== null && schema === null && schemaList !== undefined) {
      const start = defaultSchema(schemaList);
      if (start !== null) onSchema(start);
    }
  }, [databaseId, schema, schemaList, onSchema]);
  const databaseList = queries.databases.data?.result;
  // Options keep their identity across renders: Mantine's Select resets the typed search (and can
  // close the dropdown under the pointer) whenever `data` changes while nothing is selected.
  const databases = useMemo(
    () =>
      (databaseList ?? [])
        .map((database) => ({ value: String(database.id), label: database.database_name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [databaseList],
  );
  const schemas = useMemo(() => schemaList ?? [], [schemaList]);
  return (
    <Stack gap="sm">
      <Select
        label={t('Database')}
        placeholder={t('Select database or type to search databases')}
        data={databases}
        value={databaseId === null ? null : String(databaseId)}
        onChange={(value) => onDatabase(value === null ? null : Number(value))}
        searchable
        nothingFoundMessage={t('No databases match your search')}
        error={queries.databases.error ? errorMessage(queries.databases.error) : undefined}
        data-testid="dataset-add-database"
      />
      <Select
        label={t('Schema')}
        placeholder={t('Select schema or type to search schemas')}
        data={schemas}
        value={schema}
        onChange={onSchema}
        searchable
        disabled={databaseId === null}
        nothingFoundMessage={t('No schemas match your search')}
        error={queries.schemas.error ? errorMessage(queries.schemas.error) : undefined}
        data-testid="dataset-add-schema"
      />
    </Stack>
  );
}
