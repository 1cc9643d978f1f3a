import { buildQueryContext, longTimeseriesColumns, type FormData, type QueryContextInput } from '@tessera/core';

/**
 * Superset's time-series table query (a legacy time series): the time column at its grain, the
 * groups, and the metrics; the columns of the table are computed over these rows.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [{ ...base, columns: longTimeseriesColumns(formData) }]);
