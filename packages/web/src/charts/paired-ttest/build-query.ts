import { buildQueryContext, longTimeseriesColumns, type FormData, type QueryContextInput } from '@tessera/core';

/**
 * Superset's paired t-test query (a legacy time series): the time column at its grain and the
 * groups, with the metrics; each group's series is then tested against the control's.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [{ ...base, columns: longTimeseriesColumns(formData) }]);
