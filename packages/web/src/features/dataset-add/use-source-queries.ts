import { useQuery } from '@tanstack/react-query';
import { datasetAddApi, datasetAddKeys } from './dataset-add-api';
import type { SourceSelection } from './source-state';

/** The server state behind the pickers: databases, the database's schemas, the schema's tables and datasets. */
export const useSourceQueries = (selection: Pick<SourceSelection, 'databaseId' | 'schema'>) => {
  const { databaseId, schema } = selection;
  const databases = useQuery({
    queryKey: datasetAddKeys.databases,
    queryFn: ({ signal }) => datasetAddApi.databases(signal),
  });
  const schemas = useQuery({
    queryKey: datasetAddKeys.schemas(databaseId ?? 0),
    queryFn: ({ signal }) => datasetAddApi.schemas(databaseId ?? 0, signal),
    enabled: databaseId !== null,
  });
  const tables = useQuery({
    queryKey: datasetAddKeys.tables(databaseId ?? 0, schema ?? ''),
    queryFn: ({ signal }) => datasetAddApi.tables(databaseId ?? 0, schema ?? '', signal),
    enabled: databaseId !== null && schema !== null,
  });
  const existing = useQuery({
    queryKey: datasetAddKeys.existing(databaseId ?? 0, schema ?? ''),
    queryFn: ({ signal }) => datasetAddApi.existingDatasets(databaseId ?? 0, schema ?? '', signal),
    enabled: databaseId !== null && schema !== null,
  });
  return { databases, schemas, tables, existing };
};
