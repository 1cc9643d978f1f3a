import { buildQueryContext, labelOfMetric, metricsOf, type FormData, type QueryContextInput } from '@tessera/core';
import { readBoolean } from '../form-data';
import { hierarchyColumns } from './hierarchy-columns';

/**
 * Superset's sunburst query: the primary and secondary metrics per hierarchy path, largest
 * primary first when `sort_by_metric`.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    // Superset reads secondary_metric as one more metric, each label once.
    const metrics = metricsOf([formData.metric, formData.secondary_metric]).filter(
      (m, i, all) => all.findIndex((other) => labelOfMetric(other) === labelOfMetric(m)) === i,
    );
    const [metric] = metrics;
    const sorted = readBoolean(formData, 'sort_by_metric', false) && metric !== undefined;
    return [
      {
        ...base,
        columns: hierarchyColumns(formData),
        metrics,
        ...(sorted && { orderby: [[metric, false]] }),
      },
    ];
  });
