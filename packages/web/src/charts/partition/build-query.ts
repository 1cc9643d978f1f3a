import { buildQueryContext, labelOfMetric, metricsOf, type FormData, type QueryContextInput } from '@tessera/core';
import { readBoolean } from '../form-data';

/**
 * Superset's partition query (its legacy PartitionViz.query_obj, moved to the chart-data API):
 * the metrics per full group-by path, the sort metric added when it is not one of them, ordered
 * by it only when `order_desc` is on.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const [sortBy] = metricsOf([formData.timeseries_limit_metric]);
    const metrics = metricsOf(base.metrics);
    const listed = sortBy !== undefined && metrics.some((m) => labelOfMetric(m) === labelOfMetric(sortBy));
    const orderDesc = readBoolean(formData, 'order_desc', true);
    return [
      {
        ...base,
        metrics: sortBy === undefined || listed ? metrics : [...metrics, sortBy],
        is_timeseries: false,
        orderby: sortBy !== undefined && orderDesc ? [[sortBy, false]] : [],
      },
    ];
  });
