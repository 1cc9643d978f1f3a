import type { z } from 'zod';
import type { ExtraFormData } from '../filters/data-mask.js';
import {
  AdhocFilterSchema,
  buildQueryObject,
  CommonFormDataSchema,
  parseDatasourceKey,
} from '../query/build-query-object.js';
import type { QueryColumn, QueryContextInput, QueryMetric, QueryObjectSchema } from '../query/query-object.js';
import {
  DatasourceRefSchema,
  labelOfColumn,
  QueryColumnSchema,
  QueryFilterSchema,
  QueryMetricSchema,
  RESULT_FORMATS,
  RESULT_TYPES,
} from '../query/query-object.js';
import type { FormData } from './plugin.js';

export type QueryObjectInput = z.input<typeof QueryObjectSchema>;

/** A query object in the shape Superset's buildQueryObject sends it, keys it ignores included. */
export type SupersetQueryObject = QueryObjectInput & {
  applied_time_extras: Record<string, unknown>;
  custom_params: Record<string, unknown>;
  custom_form_data: Record<string, unknown>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = <T>(value: unknown, schema: z.ZodType<T>): T[] =>
  Array.isArray(value) ? value.filter((v): v is T => schema.safeParse(v).success) : [];

const isMetric = (value: unknown): value is QueryMetric => QueryMetricSchema.safeParse(value).success;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const relativeOf = (value: unknown): 'today' | 'now' | undefined =>
  value === 'today' || value === 'now' ? value : undefined;

/** Reads `extra_form_data`, keeping only well-formed parts. */
export const readExtraFormData = (value: unknown): ExtraFormData => {
  if (!isRecord(value)) return {};
  return {
    filters: listOf(value['filters'], QueryFilterSchema),
    adhoc_filters: listOf(value['adhoc_filters'], AdhocFilterSchema),
    time_range: textOf(value['time_range']),
    granularity_sqla: textOf(value['granularity_sqla']),
    time_grain_sqla: textOf(value['time_grain_sqla']),
    relative_start: relativeOf(value['relative_start']),
    relative_end: relativeOf(value['relative_end']),
  };
};

/**
 * Form data with the dashboard's extra form data applied, as Superset merges it: filters and
 * adhoc filters are appended (filters later, to the query), time range, time column and time
 * grain override.
 */
export const applyExtraFormData = (fd: FormData): FormData => {
  const extra = readExtraFormData(fd['extra_form_data']);
  const adhoc = Array.isArray(fd['adhoc_filters']) ? fd['adhoc_filters'] : [];
  return {
    ...fd,
    adhoc_filters: [...adhoc, ...(extra.adhoc_filters ?? [])],
    ...(extra.time_range !== undefined && { time_range: extra.time_range }),
    ...(extra.granularity_sqla !== undefined && { granularity_sqla: extra.granularity_sqla }),
    ...(extra.time_grain_sqla !== undefined && { time_grain_sqla: extra.time_grain_sqla }),
  };
};

const toInteger = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
};

export const metricsOf = (value: unknown): QueryMetric[] => listOf(value, QueryMetricSchema);
export const columnsOf = (value: unknown): QueryColumn[] => listOf(value, QueryColumnSchema);

/** Columns each once by label, first kept, as Superset's extractQueryFields removes duplicates. */
export const uniqueColumns = (columns: readonly QueryColumn[]): QueryColumn[] =>
  columns.filter((col, i) => columns.findIndex((c) => labelOfColumn(c) === labelOfColumn(col)) === i);

const metricOf = (value: unknown): QueryMetric | undefined => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return isMetric(first) ? first : undefined;
};

/**
 * The query's time_range. Superset's explore sends only control values, and only the legacy time
 * section (granularity_sqla) has a time_range control, so a chart's query carries one from that
 * section or from a dashboard (extra form data). Tessera keeps every saved key (explore defaults
 * time_range to 'No filter'); sending it would make the server's _apply_filters overwrite the
 * chart's own TEMPORAL_RANGE filters.
 */
const queryTimeRange = (fd: FormData, extra: ExtraFormData): string | undefined =>
  extra.time_range ?? (textOf(fd['granularity_sqla']) === undefined ? undefined : textOf(fd['time_range']));

/**
 * Superset's buildQueryObject: form data (extra form data applied) to the base query object
 * every chart starts from. Metrics and columns keep the form data's own objects.
 */
export const buildBaseQueryObject = (formData: FormData): SupersetQueryObject => {
  const fd = applyExtraFormData(formData);
  const extra = readExtraFormData(formData['extra_form_data']);
  // Only the filter-related keys: metrics and columns are kept as the form data has them.
  const common = buildQueryObject(
    CommonFormDataSchema.parse({
      datasource: fd.datasource,
      adhoc_filters: fd['adhoc_filters'],
      granularity_sqla: textOf(fd['granularity_sqla']),
      time_range: textOf(fd['time_range']),
      time_grain_sqla: textOf(fd['time_grain_sqla']),
    }),
  );
  const metrics = metricsOf(fd['metrics'] ?? (fd['metric'] === undefined ? [] : [fd['metric']]));
  const seriesLimitMetric = metricOf(fd['series_limit_metric']) ?? metricOf(fd['timeseries_limit_metric']);
  const orderDesc = typeof fd['order_desc'] === 'boolean' ? fd['order_desc'] : true;
  const orderTarget = seriesLimitMetric ?? metrics[0];
  const urlParams = isRecord(fd['url_params']) ? fd['url_params'] : {};
  return {
    filters: [...common.filters, ...(extra.filters ?? [])],
    extras: {
      ...(common.extras.time_grain_sqla && { time_grain_sqla: common.extras.time_grain_sqla }),
      ...(extra.relative_start && { relative_start: extra.relative_start }),
      ...(extra.relative_end && { relative_end: extra.relative_end }),
      having: common.extras.having ?? '',
      where: common.extras.where ?? '',
    },
    applied_time_extras: {},
    columns: columnsOf(fd['groupby'] ?? fd['columns']),
    metrics,
    orderby: orderTarget === undefined ? [] : [[orderTarget, !orderDesc]],
    annotation_layers: Array.isArray(fd['annotation_layers']) ? fd['annotation_layers'] : [],
    row_limit: toInteger(fd['row_limit']),
    series_limit: toInteger(fd['series_limit']) ?? toInteger(fd['limit']) ?? 0,
    series_limit_metric: seriesLimitMetric,
    order_desc: orderDesc,
    url_params: Object.fromEntries(Object.entries(urlParams).map(([k, v]) => [k, String(v)])),
    custom_params: isRecord(fd['custom_params']) ? fd['custom_params'] : {},
    custom_form_data: {},
    time_range: queryTimeRange(fd, extra),
    time_offsets: [],
    post_processing: [],
  };
};

/** Superset's wording when a chart's dataset is gone, not the schema's raw complaint about the id. */
export const MISSING_DATASET_MESSAGE = 'The dataset associated with this chart no longer exists';

const datasourceOf = (key: string): QueryContextInput['datasource'] => {
  const parsed = DatasourceRefSchema.safeParse(parseDatasourceKey(key));
  if (!parsed.success) throw new Error(MISSING_DATASET_MESSAGE);
  return parsed.data;
};

const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.find((c) => c === value) ?? fallback;

/**
 * Superset's buildQueryContext: the datasource and flags from form data, the queries the plugin
 * derives from the base query object, empty post-processing steps dropped, form data echoed.
 * The plugin also gets the form data with extra form data applied (a dashboard's time grain
 * reaches the x-axis column that way).
 */
export const buildQueryContext = (
  fd: FormData,
  buildQueries: (base: SupersetQueryObject, merged: FormData) => SupersetQueryObject[],
): QueryContextInput => ({
  datasource: datasourceOf(fd.datasource),
  force: fd['force'] === true,
  queries: buildQueries(buildBaseQueryObject(fd), applyExtraFormData(fd)).map((q) => ({
    ...q,
    post_processing: (q.post_processing ?? []).filter((step) => step !== null && step !== undefined),
  })),
  form_data: fd,
  result_format: oneOf(RESULT_FORMATS, fd['result_format'], 'json'),
  result_type: oneOf(RESULT_TYPES, fd['result_type'], 'full'),
});
