import type { ChartDataResult, ChartProps } from '@tessera/core';

/** A chart-data result as the server answers it, for plugin tests. */
export const chartResult = (
  data: Record<string, unknown>[],
  coltypes: Record<string, number> = {},
  extra: Partial<ChartDataResult> = {},
): ChartDataResult => {
  const colnames = Object.keys(coltypes).length > 0 ? Object.keys(coltypes) : Object.keys(data[0] ?? {});
  return {
    cache_key: null,
    cached_dttm: null,
    cache_timeout: null,
    is_cached: false,
    query: '',
    language: 'sql',
    status: 'success',
    error: null,
    stacktrace: null,
    rowcount: data.length,
    sql_rowcount: data.length,
    colnames,
    indexnames: data.map((_, i) => i),
    coltypes: colnames.map((c) => coltypes[c] ?? 1),
    data,
    label_map: {},
    applied_filters: [],
    rejected_filters: [],
    annotation_data: [],
    applied_template_filters: [],
    from_dttm: null,
    to_dttm: null,
    result_format: 'json',
    ...extra,
  };
};

export const chartProps = (
  formData: Record<string, unknown> & { viz_type: string },
  queriesData: ChartDataResult[],
): ChartProps => ({
  formData: { datasource: '1__table', ...formData },
  queriesData,
  width: 800,
  height: 400,
  theme: 'light',
});
