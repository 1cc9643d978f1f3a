import { buildQueryContext, columnsOf, metricsOf, type FormData, type QueryContextInput } from '@tessera/core';
import { readBoolean } from '../form-data';

/**
 * Superset's chord query (the legacy ChordViz.query_obj): the metric per source (the first
 * group-by) and target (the first column), ordered by the metric when `sort_by_metric`.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const [source] = columnsOf(formData.groupby);
    const [target] = columnsOf(formData.columns);
    const [metric] = metricsOf([formData.metric]);
    const sorted = readBoolean(formData, 'sort_by_metric', false) && metric !== undefined;
    return [
      {
        ...base,
        columns: [source, target].filter((col) => col !== undefined),
        metrics: metric === undefined ? [] : [metric],
        orderby: sorted ? [[metric, false]] : [],
      },
    ];
  });
