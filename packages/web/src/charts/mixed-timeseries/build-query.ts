import type { BuildQuery } from '@tessera/core';
import { buildTimeseriesQuery } from '../timeseries/build-query';
import { QUERY_B_SUFFIX, removeFormDataSuffix, retainFormDataSuffix } from './form-data-suffix';

/**
 * Superset's mixed chart: two time-series queries over one x-axis, query A from the plain
 * controls and query B from their `_b` twins, sent as one query context (A first, then B).
 */
export const buildMixedTimeseriesQuery: BuildQuery = (formData, options) => {
  const a = buildTimeseriesQuery(removeFormDataSuffix(formData, QUERY_B_SUFFIX), options);
  const b = buildTimeseriesQuery(retainFormDataSuffix(formData, QUERY_B_SUFFIX), options);
  return { ...a, queries: [...a.queries, ...b.queries], form_data: formData };
};
