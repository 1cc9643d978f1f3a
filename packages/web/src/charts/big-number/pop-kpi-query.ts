import { buildQueryContext, type FormData, type QueryContextInput } from '@tessera/core';
import { readString } from '../form-data';

/**
 * The offset the comparison period lies at (Superset's ComparisonTimeRangeType): a year, month or
 * week back, the time filter's own length back ('inherit'), or back to a chosen start date.
 */
export const comparisonOffsetOf = (fd: FormData): string => {
  switch (fd['time_comparison']) {
    case 'y':
      return '1 year ago';
    case 'm':
      return '1 month ago';
    case 'w':
      return '1 week ago';
    case 'c':
      return readString(fd, 'start_date_offset') || 'inherit';
    default:
      return 'inherit';
  }
};

/**
 * Big Number with Time Period Comparison: the metric over the filters, one row, with the same
 * metric over the comparison period joined on as `<metric>__<offset>` (the time_offsets query).
 */
export const buildPopKpiQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [{ ...base, time_offsets: [comparisonOffsetOf(formData)] }]);
