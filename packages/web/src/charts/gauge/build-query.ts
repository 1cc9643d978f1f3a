import { buildQueryContext, columnsOf, metricsOf, type FormData, type QueryContextInput } from '@tessera/core';
import { readBoolean } from '../form-data';

/** Superset's gauge query: the metric per group-by value (one dial each), largest first when `sort_by_metric`. */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const [metric] = metricsOf([formData.metric]);
    const sorted = readBoolean(formData, 'sort_by_metric', false) && metric !== undefined;
    return [{ ...base, groupby: columnsOf(formData.groupby), ...(sorted && { orderby: [[metric, false]] }) }];
  });
