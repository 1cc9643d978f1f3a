import { z } from 'zod';

const column = z.string();
const columnList = z.array(column);
const columnMap = z.record(z.string(), z.string());
const level = z.union([z.number().int(), z.string()]);

export const aggregateSpecSchema = z.object({
  operator: z.string(),
  column: z.string().nullish(),
  options: z.record(z.string(), z.unknown()).nullish(),
});

export const aggregateOptionsSchema = z.object({
  groupby: columnList,
  aggregates: z.record(z.string(), aggregateSpecSchema),
});

export const pivotOptionsSchema = z.object({
  index: columnList.min(1, { error: 'must have at least one column' }),
  columns: columnList.nullish(),
  aggregates: z
    .record(z.string(), aggregateSpecSchema)
    .refine((a) => Object.keys(a).length > 0, { error: 'must have at least one aggregate' }),
  metric_fill_value: z.number().nullish(),
  column_fill_value: z.string().nullable().default('<NULL>'),
  drop_missing_columns: z.boolean().nullish(),
  combine_value_with_metric: z.boolean().nullish(),
  marginal_distributions: z.boolean().nullish(),
  marginal_distribution_name: z.string().nullish(),
});

export const ROLLING_TYPES = [
  'count',
  'kurt',
  'max',
  'mean',
  'median',
  'min',
  'quantile',
  'skew',
  'std',
  'sum',
  'var',
] as const;

export const rollingOptionsSchema = z.object({
  rolling_type: z.enum(ROLLING_TYPES),
  columns: columnMap,
  window: z.number().int().min(1).max(10_000),
  min_periods: z.number().int().min(0).nullish(),
  center: z.boolean().nullish(),
  win_type: z
    .string()
    .nullish()
    .refine((v) => v === null || v === undefined, { error: 'is not supported (weighted windows)' }),
  rolling_type_options: z
    .strictObject({
      quantile: z.number().min(0).max(1).optional(),
      interpolation: z.literal('linear').optional(),
      ddof: z.number().int().min(0).optional(),
    })
    .nullish(),
});

export const cumOptionsSchema = z.object({
  operator: z.enum(['sum', 'prod', 'min', 'max']),
  columns: columnMap.nullish(),
});

export const diffOptionsSchema = z.object({
  columns: columnMap,
  periods: z.number().int().default(1),
  axis: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const compareOptionsSchema = z
  .object({
    source_columns: columnList,
    compare_columns: columnList,
    compare_type: z.enum(['difference', 'percentage', 'ratio']),
    drop_original_columns: z.boolean().nullish(),
    precision: z.number().int().min(0).max(15).nullish(),
  })
  .refine((o) => o.source_columns.length === o.compare_columns.length, {
    error: 'must have the same length as options.source_columns',
    path: ['compare_columns'],
  });

export const contributionOptionsSchema = z.object({
  orientation: z.enum(['row', 'column']).nullish(),
  columns: columnList.nullish(),
  rename_columns: columnList.nullish(),
  time_shifts: columnList.nullish(),
});

export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;

export const resampleOptionsSchema = z.object({
  rule: z.string().min(1),
  method: z.enum(RESAMPLE_METHODS),
  fill_value: z.number().nullish(),
});

export const sortOptionsSchema = z.object({
  is_sort_index: z.boolean().nullish(),
  by: z.union([column, columnList]).nullish(),
  ascending: z.union([z.boolean(), z.array(z.boolean())]).nullish(),
  /** The pre-2.0 form: {column: ascending}. */
  columns: z.record(z.string(), z.boolean()).nullish(),
});

export const selectOptionsSchema = z.object({
  columns: columnList.nullish(),
  exclude: columnList.nullish(),
  rename: columnMap.nullish(),
});

export const renameOptionsSchema = z.object({
  columns: z.record(z.string(), z.string().nullable()),
  level: level.nullish(),
  inplace: z.boolean().nullish(),
});

export const flattenOptionsSchema = z.object({
  reset_index: z.boolean().nullish(),
  drop_levels: z.array(level).nullish(),
});

export const boxplotOptionsSchema = z
  .object({
    groupby: columnList.nullish(),
    metrics: columnList.min(1, { error: 'must have at least one column' }),
    whisker_type: z.enum(['tukey', 'min/max', 'percentile']),
    percentiles: z.tuple([z.number().min(0).max(100), z.number().min(0).max(100)]).nullish(),
  })
  .refine((o) => o.whisker_type !== 'percentile' || (o.percentiles && o.percentiles[0] < o.percentiles[1]), {
    error: 'must be two numbers [low, high] with low < high when whisker_type is percentile',
    path: ['percentiles'],
  });

export const histogramOptionsSchema = z.object({
  column,
  groupby: columnList.nullish(),
  bins: z.number().int().min(1).max(1000).default(5),
  cumulative: z.boolean().nullish(),
  normalize: z.boolean().nullish(),
});

export const rankOptionsSchema = z.object({
  metric: column,
  group_by: z.union([column, columnList]).nullish(),
});

/** Option schemas by operation name, for validation and API documentation. */
export const postProcessingOptionSchemas = {
  aggregate: aggregateOptionsSchema,
  pivot: pivotOptionsSchema,
  rolling: rollingOptionsSchema,
  cum: cumOptionsSchema,
  diff: diffOptionsSchema,
  compare: compareOptionsSchema,
  contribution: contributionOptionsSchema,
  resample: resampleOptionsSchema,
  sort: sortOptionsSchema,
  select: selectOptionsSchema,
  rename: renameOptionsSchema,
  flatten: flattenOptionsSchema,
  boxplot: boxplotOptionsSchema,
  histogram: histogramOptionsSchema,
  rank: rankOptionsSchema,
} as const;

export type SupportedOperation = keyof typeof postProcessingOptionSchemas;
