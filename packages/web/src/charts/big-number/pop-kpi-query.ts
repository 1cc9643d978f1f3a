import { buildQueryContext, comparisonOffsetOf, type FormData, type QueryContextInput } from '@tessera/core';

/**
 * Big Number with Time Period Comparison: the metric over the filters, one row, with the same
 * metric over the comparison period joined on as `<metric>__<offset>` (the time_offsets query).
 */
export const buildPopKpiQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [{ ...base, time_offsets: [comparisonOffsetOf(formData)] }]);
