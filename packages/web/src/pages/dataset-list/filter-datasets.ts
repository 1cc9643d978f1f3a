import type { Dataset } from '@tessera/core';

/** Case-insensitive match of every word of `search` against name, database, schema and description. */
export const filterDatasets = (datasets: readonly Dataset[], search: string): Dataset[] => {
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [...datasets];
  return datasets.filter((dataset) => {
    const fields = [dataset.table_name, dataset.database.database_name, dataset.schema, dataset.description];
    const haystack = fields.join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
};
