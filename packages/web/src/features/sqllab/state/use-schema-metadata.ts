import type { DatabaseTable, TableMetadata } from '@tessera/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { CompletionIndex, incrementalMatcher, type CompletionEntry } from '../editor/completion-index';
import type { CompletionData } from '../editor/sql-completion';
import { sqlLabApi } from '../sqllab-api';

const keys = {
  schemas: (db: number) => ['sqllab', 'schemas', db] as const,
  tables: (db: number, schema: string) => ['sqllab', 'tables', db, schema] as const,
  table: (db: number, schema: string | null, table: string) => ['sqllab', 'table', db, schema, table] as const,
};
/** Metadata changes rarely while a user types; Superset's editor caches it for the session too. */
const STALE_MS = 5 * 60_000;

export interface SchemaMetadata {
  schemas: string[];
  tables: DatabaseTable[];
  tablesLoading: boolean;
  /** A table's columns and SELECT *, cached; its columns join the completions. */
  tableMetadata: (schema: string | null, table: string) => Promise<TableMetadata>;
  completion: () => CompletionData;
  setVocabulary: (words: CompletionEntry[]) => void;
}

const columnsOf = (meta: TableMetadata): CompletionEntry[] =>
  meta.columns.map((c) => ({ label: c.name, kind: 'column', detail: c.type }));

/**
 * The left panel's and the editor's view of a database: its schemas, the tables of the chosen
 * schema and the columns of the tables opened so far. The completion index is built once per
 * change of these (not per keystroke) and filtered by prefix as the user types.
 */
export const useSchemaMetadata = (dbId: number | null, schema: string | null): SchemaMetadata => {
  const client = useQueryClient();
  const [vocabulary, setVocabulary] = useState<CompletionEntry[]>([]);
  const [columns, setColumns] = useState<ReadonlyMap<string, CompletionEntry[]>>(new Map());
  const schemas = useQuery({
    queryKey: keys.schemas(dbId ?? 0),
    queryFn: ({ signal }) => sqlLabApi.schemas(dbId ?? 0, signal),
    enabled: dbId !== null,
    staleTime: STALE_MS,
  });
  const tables = useQuery({
    queryKey: keys.tables(dbId ?? 0, schema ?? ''),
    queryFn: ({ signal }) => sqlLabApi.tables(dbId ?? 0, schema ?? '', signal),
    enabled: dbId !== null && schema !== null,
    staleTime: STALE_MS,
  });

  const tableMetadata = useCallback(
    async (tableSchema: string | null, table: string): Promise<TableMetadata> => {
      const meta = await client.fetchQuery({
        queryKey: keys.table(dbId ?? 0, tableSchema, table),
        queryFn: ({ signal }) => sqlLabApi.tableMetadata(dbId ?? 0, tableSchema, table, signal),
        staleTime: STALE_MS,
      });
      setColumns((prev) => (prev.has(table) ? prev : new Map(prev).set(table, columnsOf(meta))));
      return meta;
    },
    [client, dbId],
  );

  const schemaList = useMemo(() => schemas.data ?? [], [schemas.data]);
  const tableList = useMemo(() => tables.data ?? [], [tables.data]);
  const match = useMemo(() => {
    const entries: CompletionEntry[] = [
      ...vocabulary,
      ...schemaList.map((s): CompletionEntry => ({ label: s, kind: 'schema' })),
      ...tableList.map((t): CompletionEntry => ({ label: t.value, kind: 'table', detail: schema ?? t.type })),
      ...[...columns.values()].flat(),
    ];
    return incrementalMatcher(new CompletionIndex(entries));
  }, [vocabulary, schemaList, tableList, columns, schema]);

  const members = useCallback(
    async (qualifier: string): Promise<CompletionEntry[]> => {
      if (dbId === null) return [];
      const lower = qualifier.toLowerCase();
      const asSchema = schemaList.find((s) => s.toLowerCase() === lower);
      if (asSchema !== undefined) {
        const inSchema = await client.fetchQuery({
          queryKey: keys.tables(dbId, asSchema),
          queryFn: ({ signal }) => sqlLabApi.tables(dbId, asSchema, signal),
          staleTime: STALE_MS,
        });
        return inSchema.map((t) => ({ label: t.value, kind: 'table', detail: asSchema }));
      }
      const table = tableList.find((t) => t.value.toLowerCase() === lower);
      if (table === undefined) return [];
      return columnsOf(await tableMetadata(schema, table.value));
    },
    [client, dbId, schema, schemaList, tableList, tableMetadata],
  );

  const completionRef = useRef<CompletionData>({ match, members });
  completionRef.current = { match, members };
  const completion = useCallback(() => completionRef.current, []);

  return {
    schemas: schemaList,
    tables: tableList,
    tablesLoading: tables.isFetching,
    tableMetadata,
    completion,
    setVocabulary,
  };
};
