import {
  buildQueryContext,
  ensureColumns,
  histogramOperator,
  type FormData,
  type QueryContextInput,
} from '@tessera/core';

/**
 * Superset's histogram query: the raw values of the column (no metrics) with the dimensions;
 * the histogram post-processing counts them in equal-width bins per dimension value.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...ensureColumns(formData['groupby']), ...ensureColumns(formData['column'])],
      post_processing: [histogramOperator(formData)],
      metrics: undefined,
    },
  ]);
