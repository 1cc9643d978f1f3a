import {
  buildQueryContext,
  ensureColumns,
  labelOfMetric,
  metricsOf,
  type FormData,
  type QueryContextInput,
  type QueryMetric,
} from '@tessera/core';
import { readBoolean, readOptionalNumber } from '../form-data';

/** x, y and size are the query's metrics (Superset's query field aliases), each once. */
const bubbleMetrics = (fd: FormData): QueryMetric[] => {
  const seen = new Set<string>();
  return metricsOf([fd['x'], fd['y'], fd['size']]).filter((m) => {
    const label = labelOfMetric(m);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
};

/**
 * Superset's bubble query: x, y and size per entity (and series). The rows are ordered by the
 * 'Sort query by' metric when set, by x otherwise, so a row limit keeps the largest.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const metrics = bubbleMetrics(formData);
    const [sortBy = metrics[0]] = metricsOf([formData['orderby']]);
    const descending = readBoolean(formData, 'order_desc', true);
    return [
      {
        ...base,
        columns: [...ensureColumns(formData['entity']), ...ensureColumns(formData['series'])],
        metrics,
        orderby: sortBy === undefined ? [] : [[sortBy, !descending]],
        // Superset reads the legacy `limit` (which its migration renames to row_limit); both are honoured.
        row_limit: readOptionalNumber(formData['limit']) ?? base.row_limit,
      },
    ];
  });
