import type { ChartDataResult, ChartProps, FormData } from '@tessera/core';
import example from './chart-data-example.json';

/** The example bar chart's form data and its real response (Superset's Vehicle Sales example). */
export const exampleFormData: FormData = example.request.form_data;

export const makeResult = (parts: Partial<ChartDataResult>): ChartDataResult => ({
  cache_key: null,
  cached_dttm: null,
  cache_timeout: null,
  is_cached: false,
  query: '',
  language: 'sql',
  status: 'success',
  error: null,
  stacktrace: null,
  rowcount: parts.data?.length ?? 0,
  sql_rowcount: parts.data?.length ?? 0,
  colnames: [],
  indexnames: [],
  coltypes: [],
  data: [],
  label_map: {},
  applied_filters: [],
  rejected_filters: [],
  annotation_data: [],
  applied_template_filters: [],
  from_dttm: null,
  to_dttm: null,
  result_format: 'json',
  ...parts,
});

const [response] = example.response_200.result;

export const exampleResult = (): ChartDataResult =>
  makeResult({
    colnames: response?.colnames,
    coltypes: response?.coltypes,
    data: response?.data,
    label_map: response?.label_map,
  });

export const chartProps = (formData: Partial<FormData> = {}, result = exampleResult()): ChartProps => ({
  formData: { ...exampleFormData, ...formData },
  queriesData: [result],
  width: 800,
  height: 400,
  theme: 'light',
});

/** A small result: two monthly points for two series, one value missing. */
export const smallResult = (): ChartDataResult =>
  makeResult({
    colnames: ['order_date', 'A', 'B'],
    coltypes: [2, 0, 0],
    data: [
      { order_date: Date.UTC(2024, 0, 1), A: 1, B: 10 },
      { order_date: Date.UTC(2024, 1, 1), A: 3, B: null },
    ],
  });

/** A recorded chart-data answer (the API's JSON) as the results transformProps reads. */
export const recordedResults = (recorded: {
  result: { colnames: string[]; coltypes: number[]; data: Record<string, unknown>[]; label_map?: unknown }[];
}): ChartDataResult[] =>
  recorded.result.map((answer) =>
    makeResult({
      colnames: answer.colnames,
      coltypes: answer.coltypes,
      data: answer.data,
      label_map: (answer.label_map ?? {}) as Record<string, string[]>,
    }),
  );
