import { buildQueryContext, pivotQueryColumns, type FormData, type QueryContextInput } from '@tessera/core';

/**
 * Superset's pivot table query: the row and column groupings together as columns (core
 * pivotQueryColumns), with the metrics, series limit and order of the base query; the pivot
 * happens over these rows (core buildPivot), so the browser and any other renderer agree.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [{ ...base, columns: pivotQueryColumns(formData) }]);
