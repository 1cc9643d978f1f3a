import {
  buildQueryContext,
  ensureColumns,
  labelOfMetric,
  metricsOf,
  type FormData,
  type QueryContextInput,
} from '@tessera/core';
import { readBoolean } from '../form-data';

/**
 * Superset's world map query (WorldMapViz.query_obj, now its buildQuery): the entity column with
 * the colour metric and, when it differs, the bubble-size metric; largest metric first when
 * `sort_by_metric`.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const [metric] = metricsOf([formData.metric]);
    const [secondary] = metricsOf([formData.secondary_metric]);
    const metrics = [
      ...(metric === undefined ? [] : [metric]),
      ...(secondary !== undefined && (metric === undefined || labelOfMetric(secondary) !== labelOfMetric(metric))
        ? [secondary]
        : []),
    ];
    const sorted = readBoolean(formData, 'sort_by_metric', false) && metric !== undefined;
    return [
      {
        ...base,
        columns: ensureColumns(formData.entity),
        metrics,
        // Superset's world map orders by its metric or not at all (no inherited ordering).
        orderby: sorted ? [[metric, false]] : undefined,
      },
    ];
  });
