import { buildQueryContext, metricsOf, type FormData, type QueryContextInput } from '@tessera/core';
import { readBoolean } from '../form-data';

/** Pie: the metric per groupby value, largest first unless `sort_by_metric` is off. */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const [metric] = metricsOf([formData.metric]);
    const sorted = readBoolean(formData, 'sort_by_metric', true) && metric !== undefined;
    return [{ ...base, orderby: sorted ? [[metric, false]] : [] }];
  });
