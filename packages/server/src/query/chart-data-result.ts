import type { ChartDataResult } from '@tessera/core';

/** The fields of Superset's per-query payload that an answer does not set itself. */
export const emptyResult = (): Omit<
  ChartDataResult,
  'query' | 'data' | 'colnames' | 'coltypes' | 'rowcount' | 'sql_rowcount'
> => ({
  cache_key: null,
  cached_dttm: null,
  cache_timeout: null,
  is_cached: false,
  language: 'sql',
  status: 'success',
  error: null,
  stacktrace: null,
  indexnames: [],
  label_map: {},
  applied_filters: [],
  rejected_filters: [],
  annotation_data: [],
  applied_template_filters: [],
  from_dttm: null,
  to_dttm: null,
  result_format: 'json',
});
