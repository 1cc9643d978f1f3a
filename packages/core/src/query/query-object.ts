import { z } from 'zod';

/** Superset's filter operators (spec 02 §7). */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'IS NULL',
  'IS NOT NULL',
  'IN',
  'NOT IN',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
/** Superset checks a filter's operator case-insensitively (OneOfCaseInsensitive). */
export const filterOperatorOf = (op: unknown): FilterOperator | null => {
  const upper = typeof op === 'string' ? op.toUpperCase() : null;
  return FILTER_OPERATORS.find((known) => known === upper) ?? null;
};

export const AGGREGATES = ['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/**
 * Superset's AdhocColumn as its explore stores it: `hasCustomLabel`, `optionName`,
 * `isColumnReference` and `datasourceWarning` beside the expression are ignored, unset fields null.
 */
export const AdhocColumnSchema = z.object({
  label: z.string().max(1000).nullish(),
  sqlExpression: z.string().min(1).max(10_000),
  expressionType: z.literal('SQL').nullish(),
  columnType: z.enum(['BASE_AXIS', 'SERIES']).nullish(),
  timeGrain: z.string().max(100).nullish(),
});
export type AdhocColumn = z.infer<typeof AdhocColumnSchema>;

export const QueryColumnSchema = z.union([z.string().min(1).max(1000), AdhocColumnSchema]);
export type QueryColumn = z.infer<typeof QueryColumnSchema>;

/**
 * Superset's explore stores every adhoc metric with all its keys, the unused ones null (a SQL
 * metric's `column` and `aggregate`, a simple one's `sqlExpression`, an unset `label`), and its
 * query object takes metrics as they come: nullable fields and extra keys are accepted here too.
 */
const SimpleMetricSchema = z.object({
  expressionType: z.literal('SIMPLE'),
  aggregate: z.enum(AGGREGATES),
  // Charts saved by Superset 1.x name the column `columnName`.
  column: z.preprocess(
    (c) =>
      typeof c === 'object' && c !== null && !('column_name' in c) && 'columnName' in c
        ? { ...c, column_name: (c as { columnName: unknown }).columnName }
        : c,
    z.object({ column_name: z.string().min(1).max(1000) }).passthrough(),
  ),
  label: z.string().max(1000).nullish(),
  hasCustomLabel: z.boolean().nullish(),
  optionName: z.string().nullish(),
});
const SqlMetricSchema = z.object({
  expressionType: z.literal('SQL'),
  sqlExpression: z.string().min(1).max(10_000),
  label: z.string().max(1000).nullish(),
  hasCustomLabel: z.boolean().nullish(),
  optionName: z.string().nullish(),
});
export const AdhocMetricSchema = z.discriminatedUnion('expressionType', [SimpleMetricSchema, SqlMetricSchema]);
export type AdhocMetric = z.infer<typeof AdhocMetricSchema>;

/** Superset's QueryObject reads a metric object that is not adhoc (`{label}`) as the saved metric it names. */
const LabelledMetricSchema = z
  .looseObject({ label: z.string().min(1).max(1000) })
  .refine((m) => !('expressionType' in m), { message: 'not a saved metric reference' })
  .transform((m) => m.label);

export const QueryMetricSchema = z.union([z.string().min(1).max(1000), AdhocMetricSchema, LabelledMetricSchema]);
export type QueryMetric = z.infer<typeof QueryMetricSchema>;

const ScalarSchema = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);
export const QueryFilterSchema = z.object({
  col: QueryColumnSchema,
  // Superset checks the operator case-insensitively (OneOfCaseInsensitive).
  op: z.preprocess((op) => (typeof op === 'string' ? op.toUpperCase() : op), z.enum(FILTER_OPERATORS)),
  val: z.union([ScalarSchema, z.array(ScalarSchema).max(100_000)]).optional(),
  grain: z.string().max(100).nullish(),
  isExtra: z.boolean().nullish(),
});
export type QueryFilter = z.infer<typeof QueryFilterSchema>;

export const QueryExtrasSchema = z
  .object({
    where: z.string().max(10_000).nullish(),
    having: z.string().max(10_000).nullish(),
    time_grain_sqla: z.string().max(100).nullish(),
    relative_start: z.enum(['today', 'now']).optional(),
    relative_end: z.enum(['today', 'now']).optional(),
  })
  .passthrough();
export type QueryExtras = z.infer<typeof QueryExtrasSchema>;

export const PostProcessingStepSchema = z.object({
  operation: z.string().min(1),
  options: z.record(z.string(), z.unknown()).optional(),
});
export type PostProcessingStep = z.infer<typeof PostProcessingStepSchema>;

/** A field Superset's schema accepts as null (allow_none): null reads as the default. */
const orDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  schema.nullish().transform((v): z.output<T> => v ?? fallback);
const listOf = <T extends z.ZodType>(item: T) => orDefault(z.array(item), []);

/**
 * A QueryObject as Superset's ChartDataQueryObjectSchema loads it: unknown keys are dropped
 * (applied_time_extras, custom_params, time_shift ...), every list, flag and `extras` may be null,
 * and the deprecated top-level `where`/`having` move into `extras` unless it has its own
 * (QueryObject's _move_deprecated_extra_fields); they are checked there like any adhoc SQL.
 */
export const QueryObjectSchema = z
  .object({
    columns: listOf(QueryColumnSchema),
    metrics: z.array(QueryMetricSchema).nullish(),
    filters: listOf(QueryFilterSchema),
    extras: orDefault(QueryExtrasSchema, {}),
    time_range: z.string().max(1000).nullish(),
    granularity: z.string().max(1000).nullish(),
    granularity_sqla: z.string().max(1000).nullish(),
    // Superset orders by metrics or by columns (the x-axis is an adhoc column).
    orderby: listOf(z.tuple([z.union([QueryMetricSchema, AdhocColumnSchema]), z.boolean()])),
    order_desc: orDefault(z.boolean(), true),
    row_limit: z.number().int().min(0).nullish(),
    row_offset: orDefault(z.number().int().min(0), 0),
    series_columns: z.array(QueryColumnSchema).nullish(),
    series_limit: orDefault(z.number().int().min(0), 0),
    series_limit_metric: QueryMetricSchema.nullish(),
    timeseries_limit: z.number().int().min(0).nullish(),
    timeseries_limit_metric: QueryMetricSchema.nullish(),
    groupby: z.array(QueryColumnSchema).nullish(),
    is_timeseries: z.boolean().nullish(),
    time_offsets: listOf(z.string().max(100)),
    post_processing: listOf(PostProcessingStepSchema.nullable()),
    is_rowcount: orDefault(z.boolean(), false),
    apply_fetch_values_predicate: z.boolean().nullish(),
    annotation_layers: listOf(z.unknown()),
    url_params: z.record(z.string(), z.string()).nullish(),
    where: z.string().max(10_000).nullish(),
    having: z.string().max(10_000).nullish(),
  })
  .transform(({ where, having, ...q }) => {
    if (!where && !having) return q;
    const extras = { ...q.extras };
    if (where && extras.where == null) extras.where = where;
    if (having && extras.having == null) extras.having = having;
    return { ...q, extras };
  });
export type QueryObject = z.infer<typeof QueryObjectSchema>;

export const RESULT_TYPES = [
  'full',
  'query',
  'results',
  'samples',
  'columns',
  'timegrains',
  'drill_detail',
  'post_processed',
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];
export const RESULT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

export const DatasourceRefSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
  type: z.enum(['table', 'dataset', 'query', 'saved_query', 'view']).default('table'),
});
export type DatasourceRef = z.infer<typeof DatasourceRefSchema>;

export const QueryContextSchema = z.object({
  datasource: DatasourceRefSchema,
  queries: z.array(QueryObjectSchema).min(1, 'At least one query is required').max(50),
  force: z.boolean().default(false),
  custom_cache_timeout: z.number().int().min(-1).nullish(),
  result_type: z.enum(RESULT_TYPES).default('full'),
  result_format: z.enum(RESULT_FORMATS).default('json'),
  form_data: z.record(z.string(), z.unknown()).nullish(),
});
export type QueryContext = z.infer<typeof QueryContextSchema>;
export type QueryContextInput = z.input<typeof QueryContextSchema>;

/** One entry of `{result: [...]}`. */
export interface ChartDataResult {
  cache_key: string | null;
  cached_dttm: string | null;
  cache_timeout: number | null;
  is_cached: boolean;
  query: string;
  language: 'sql';
  status: 'success' | 'failed';
  error: string | null;
  stacktrace: null;
  rowcount: number;
  sql_rowcount: number;
  colnames: string[];
  indexnames: number[];
  coltypes: number[];
  data: Record<string, unknown>[];
  label_map: Record<string, string[]>;
  applied_filters: { column: string }[];
  rejected_filters: { column: string; reason: 'not_in_datasource' | 'no_temporal_column' }[];
  /** Superset's object keyed by layer name; [] when the query has no annotation layers. */
  annotation_data: Record<string, unknown> | unknown[];
  applied_template_filters: string[];
  from_dttm: number | null;
  to_dttm: number | null;
  result_format: ResultFormat;
}

/** The label of an orderby target: a metric, or an adhoc column such as the x-axis. */
export const labelOfOrderTarget = (m: QueryMetric | AdhocColumn): string =>
  typeof m === 'string' || 'expressionType' in m ? labelOfMetric(m as QueryMetric) : labelOfColumn(m);

export const labelOfColumn = (c: QueryColumn): string => (typeof c === 'string' ? c : (c.label ?? c.sqlExpression));

/** Superset's default metric labels: `SUM(col)`, `COUNT_DISTINCT(col)`, or the SQL text. */
export const labelOfMetric = (m: QueryMetric): string => {
  if (typeof m === 'string') return m;
  if (m.label) return m.label;
  return m.expressionType === 'SIMPLE' ? `${m.aggregate}(${m.column.column_name})` : m.sqlExpression;
};
