import {
  boxplotOperator,
  buildQueryContext,
  ensureColumns,
  type FormData,
  type QueryContextInput,
} from '@tessera/core';

/**
 * Superset's box plot query: the metrics per 'distribute across' columns and dimensions; the
 * boxplot post-processing then summarises the rows of each dimension value (quartiles,
 * whiskers, outliers).
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...ensureColumns(formData['columns']), ...ensureColumns(formData['groupby'])],
      series_columns: ensureColumns(formData['groupby']),
      post_processing: [boxplotOperator(formData, base) ?? null],
    },
  ]);
