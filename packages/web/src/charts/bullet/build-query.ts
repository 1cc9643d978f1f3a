import { buildQueryContext, metricsOf, type FormData, type QueryContextInput } from '@tessera/core';

/** Superset's bullet query (its legacy BulletViz.query_obj): the one metric, ungrouped. */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [{ ...base, columns: [], metrics: metricsOf([formData.metric]) }]);
