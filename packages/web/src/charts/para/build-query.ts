import {
  buildQueryContext,
  columnsOf,
  labelOfMetric,
  metricsOf,
  type FormData,
  type QueryContextInput,
} from '@tessera/core';
import { readBoolean, readList } from '../form-data';

/**
 * Superset's parallel coordinates query (the legacy `para` viz): the metrics (and the secondary
 * "colour" metric) per series. A sort metric is added to the metrics so its order shows, and
 * orders the rows when `order_desc`; otherwise the rows come unordered.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const chosen = metricsOf([...readList(formData, 'metrics'), ...readList(formData, 'secondary_metric')]);
    const metrics = chosen.filter((m, i) => chosen.findIndex((o) => labelOfMetric(o) === labelOfMetric(m)) === i);
    const [sortBy] = metricsOf(readList(formData, 'timeseries_limit_metric'));
    const withSort =
      sortBy === undefined || metrics.some((m) => labelOfMetric(m) === labelOfMetric(sortBy))
        ? metrics
        : [...metrics, sortBy];
    const descending = readBoolean(formData, 'order_desc', false);
    return [
      {
        ...base,
        columns: columnsOf(readList(formData, 'series')),
        metrics: withSort,
        orderby: sortBy !== undefined && descending ? [[sortBy, false]] : [],
      },
    ];
  });
