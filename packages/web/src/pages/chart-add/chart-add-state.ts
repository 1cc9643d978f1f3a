import { encodeRisonUri } from '@tessera/core';

/** Datasets offered per search, by name (Superset's chart-add select pages its search the same way). */
export const DATASET_PAGE_SIZE = 50;

/** The dataset list call behind the searchable dataset picker: names containing the text, by name. */
export const datasetSearchPath = (search: string): string => {
  const text = search.trim();
  return `/api/v1/dataset/?q=${encodeRisonUri({
    columns: ['id', 'table_name', 'schema', 'database.database_name'],
    ...(text !== '' && { filters: [{ col: 'table_name', opr: 'ct', value: text }] }),
    order_column: 'table_name',
    order_direction: 'asc',
    page_size: DATASET_PAGE_SIZE,
  })}`;
};

/** Superset's 'Create new chart': explore on the dataset with the chosen type; null until both are chosen. */
export const newChartUrl = (datasetId: number | null, vizType: string | null): string | null =>
  datasetId === null || vizType === null
    ? null
    : `/explore/?${new URLSearchParams({
        viz_type: vizType,
        datasource_type: 'table',
        datasource_id: String(datasetId),
      }).toString()}`;

export interface DatasetChoice {
  value: string;
  label: string;
  description: string;
}

/** A dataset as a picker option: its name, with the database and schema it lives in. */
export const datasetChoice = (dataset: {
  id: number;
  table_name: string;
  schema?: string | null;
  database?: { database_name: string } | null;
}): DatasetChoice => ({
  value: String(dataset.id),
  label: dataset.table_name,
  description: [dataset.database?.database_name, dataset.schema].filter(Boolean).join(' · '),
});
