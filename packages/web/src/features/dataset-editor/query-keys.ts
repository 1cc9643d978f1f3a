import type { DatasetListQuery } from './swap-query';

/** TanStack Query keys of the dataset editor and the dataset pickers. */
export const datasetEditorKeys = {
  list: (query: DatasetListQuery) => ['dataset-editor', 'list', query] as const,
  detail: (id: number) => ['dataset-editor', 'detail', id] as const,
  owners: (filter: string) => ['dataset-editor', 'owners', filter] as const,
};
