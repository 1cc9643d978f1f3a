import { z } from 'zod';

export const TYPE_GENERIC = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;
export type TypeGeneric = (typeof TYPE_GENERIC)[keyof typeof TYPE_GENERIC];

export const DatasetColumnSchema = z.object({
  id: z.number().int().optional(),
  column_name: z.string().min(1).max(255),
  verbose_name: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  expression: z.string().nullable().default(null),
  type: z.string().nullable().default(null),
  type_generic: z.number().int().min(0).max(3).nullable().default(null),
  is_dttm: z.boolean().default(false),
  is_active: z.boolean().default(true),
  filterable: z.boolean().default(true),
  groupby: z.boolean().default(true),
  python_date_format: z.string().nullable().default(null),
  extra: z.string().nullable().default(null),
  advanced_data_type: z.string().nullable().default(null),
  uuid: z.string().optional(),
});
export type DatasetColumn = z.infer<typeof DatasetColumnSchema>;

export const DatasetMetricSchema = z.object({
  id: z.number().int().optional(),
  metric_name: z.string().min(1).max(255),
  verbose_name: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  expression: z.string().min(1),
  metric_type: z.string().nullable().default(null),
  d3format: z.string().nullable().default(null),
  currency: z.string().nullable().default(null),
  warning_text: z.string().nullable().default(null),
  certified_by: z.string().nullable().default(null),
  certification_details: z.string().nullable().default(null),
  extra: z.string().nullable().default(null),
  uuid: z.string().optional(),
});
export type DatasetMetric = z.infer<typeof DatasetMetricSchema>;

export const OwnerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type Owner = z.infer<typeof OwnerSchema>;

export const DatasetSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  table_name: z.string(),
  schema: z.string().nullable(),
  catalog: z.string().nullable(),
  sql: z.string().nullable(),
  kind: z.enum(['physical', 'virtual']),
  description: z.string().nullable(),
  main_dttm_col: z.string().nullable(),
  cache_timeout: z.number().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  warning_markdown: z.string().nullable(),
  extra: z.string().nullable(),
  is_managed_externally: z.boolean(),
  database: z.object({ id: z.number().int(), database_name: z.string(), backend: z.string() }),
  owners: z.array(OwnerSchema),
  changed_on: z.string().nullable(),
  created_on: z.string().nullable(),
  row_count: z.number().nullable(),
  columns: z.array(DatasetColumnSchema).optional(),
  metrics: z.array(DatasetMetricSchema).optional(),
});
export type Dataset = z.infer<typeof DatasetSchema>;

/** One row of `GET /api/v1/dataset/`: the dataset plus Superset's list_columns (audit and explore links). */
export const DatasetListItemSchema = DatasetSchema.extend({
  datasource_type: z.literal('table'),
  default_endpoint: z.string().nullable(),
  explore_url: z.string(),
  changed_by: OwnerSchema.nullable(),
  changed_by_name: z.string(),
  changed_on_utc: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
});
export type DatasetListItem = z.infer<typeof DatasetListItemSchema>;
