import { buildQueryContext, metricsOf, type FormData, type QueryContextInput } from '@tessera/core';

/**
 * Superset's radar query: the metrics per group-by value, ordered by `series_limit_metric`
 * descending, else by the first metric descending whatever `order_desc` says.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const [sortBy] = metricsOf([formData.series_limit_metric]);
    const [first] = metricsOf(base.metrics);
    const target = sortBy ?? first;
    return [{ ...base, orderby: target === undefined ? (base.orderby ?? []) : [[target, false]] }];
  });
