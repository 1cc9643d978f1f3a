import { buildQueryContext, columnsOf, uniqueColumns, type FormData, type QueryContextInput } from '@tessera/core';
import { readList } from '../form-data';

/**
 * Superset's tree query: the metric per id, parent and name (its queryFields), each column once
 * (the name column is often the id column itself).
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [
    { ...base, columns: uniqueColumns(columnsOf(['id', 'parent', 'name'].flatMap((key) => readList(formData, key)))) },
  ]);
