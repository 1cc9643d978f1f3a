import { buildQueryContext, ensureColumns, metricsOf, type FormData, type QueryContextInput } from '@tessera/core';

/** Superset's country map query (CountryMapViz.query_obj): the metric per ISO 3166-2 code of the entity column. */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [
    { ...base, columns: ensureColumns(formData.entity), metrics: metricsOf([formData.metric]), orderby: undefined },
  ]);
