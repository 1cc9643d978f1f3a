import { buildQueryContext, type FormData, type QueryContextInput } from '@tessera/core';

/**
 * Superset's funnel has no query of its own: the base query, the metric per group-by value in
 * descending order of the metric, under the row limit.
 */
export const buildQuery = (formData: FormData): QueryContextInput => buildQueryContext(formData, (base) => [base]);
