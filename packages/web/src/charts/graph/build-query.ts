import { buildQueryContext, columnsOf, uniqueColumns, type FormData, type QueryContextInput } from '@tessera/core';
import { readList } from '../form-data';

/**
 * Superset's graph query: the metric per source, target and their categories (its queryFields),
 * each column once (a category is often the source column itself).
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: uniqueColumns(
        columnsOf(['source', 'target', 'source_category', 'target_category'].flatMap((key) => readList(formData, key))),
      ),
    },
  ]);
