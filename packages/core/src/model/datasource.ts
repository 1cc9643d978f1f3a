import { z } from 'zod';
import { QueryExtrasSchema, QueryFilterSchema } from '../query/query-object.js';
import { DatasetColumnPutSchema, DatasetMetricPutSchema, DatasetUpdateSchema } from './dataset-write.js';

export const DATASOURCE_TYPES = ['table', 'dataset'] as const;

export const LegacyColumnSchema = z.object({
  id: z.number().int(),
  uuid: z.string().nullable(),
  column_name: z.string(),
  verbose_name: z.string().nullable(),
  description: z.string().nullable(),
  expression: z.string().nullable(),
  type: z.string().nullable(),
  type_generic: z.number().nullable(),
  is_dttm: z.boolean(),
  is_active: z.boolean(),
  filterable: z.boolean(),
  groupby: z.boolean(),
  python_date_format: z.string().nullable(),
  advanced_data_type: z.string().nullable(),
  extra: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  warning_markdown: z.string().nullable(),
  is_certified: z.boolean(),
});

export const LegacyMetricSchema = z.object({
  id: z.number().int(),
  uuid: z.string().nullable(),
  metric_name: z.string(),
  verbose_name: z.string().nullable(),
  description: z.string().nullable(),
  expression: z.string(),
  metric_type: z.string().nullable(),
  d3format: z.string().nullable(),
  currency: z.unknown(),
  warning_text: z.string().nullable(),
  extra: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  warning_markdown: z.string().nullable(),
  is_certified: z.boolean(),
});

/** Superset's `datasource.data`: what explore and the legacy datasource editor read. */
export const LegacyDatasourceSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  type: z.literal('table'),
  datasource_name: z.string(),
  name: z.string(),
  table_name: z.string(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  kind: z.enum(['physical', 'virtual']),
  description: z.string().nullable(),
  main_dttm_col: z.string().nullable(),
  granularity_sqla: z.array(z.tuple([z.string(), z.string()])),
  time_grain_sqla: z.array(z.tuple([z.string(), z.string()])),
  cache_timeout: z.number().nullable(),
  offset: z.number(),
  default_endpoint: z.string().nullable(),
  fetch_values_predicate: z.string().nullable(),
  template_params: z.string().nullable(),
  filter_select: z.boolean(),
  filter_select_enabled: z.boolean(),
  normalize_columns: z.boolean(),
  always_filter_main_dttm: z.boolean(),
  is_sqllab_view: z.boolean(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
  extra: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  warning_markdown: z.string().nullable(),
  health_check_message: z.string().nullable(),
  edit_url: z.string(),
  select_star: z.string().nullable(),
  perm: z.string(),
  database: z.object({
    id: z.number().int(),
    name: z.string(),
    database_name: z.string(),
    backend: z.string(),
  }),
  owners: z.array(
    z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), username: z.string() }),
  ),
  columns: z.array(LegacyColumnSchema),
  metrics: z.array(LegacyMetricSchema),
  verbose_map: z.record(z.string(), z.string()),
  column_formats: z.record(z.string(), z.string()),
  currency_formats: z.record(z.string(), z.unknown()),
  order_by_choices: z.array(z.tuple([z.string(), z.string()])),
});
export type LegacyDatasource = z.infer<typeof LegacyDatasourceSchema>;

/** The editor sends owners as ids or as `{value, label}` / `{id}` options. */
const LegacyOwnerSchema = z.union([
  z.number().int().positive(),
  z.object({ value: z.number().int().positive() }).transform((o) => o.value),
  z.object({ id: z.number().int().positive() }).transform((o) => o.id),
]);

/** Columns and metrics are matched by name (Superset's `get_fk_many_from_list`); editor ids are ignored. */
const LegacyItemId = z.union([z.number(), z.string()]).nullish();

/** The `data` field of `POST /datasource/save/`: Superset's datasource JSON as the editor sends it. */
export const DatasourceSavePayloadSchema = DatasetUpdateSchema.omit({
  owners: true,
  columns: true,
  metrics: true,
  database_id: true,
}).extend({
  id: z.number().int().positive(),
  type: z.enum(DATASOURCE_TYPES).default('table'),
  database: z.object({ id: z.number().int().positive() }).partial().optional(),
  owners: z.array(LegacyOwnerSchema).max(1000).optional(),
  columns: z
    .array(DatasetColumnPutSchema.extend({ id: LegacyItemId }))
    .max(10_000)
    .optional(),
  metrics: z
    .array(DatasetMetricPutSchema.extend({ id: LegacyItemId }))
    .max(10_000)
    .optional(),
});
export type DatasourceSavePayload = z.infer<typeof DatasourceSavePayloadSchema>;

/** Superset's samples pagination: 1-based page, `per_page` capped by SAMPLES_ROW_LIMIT. */
export const SamplesQuerySchema = z.object({
  datasource_id: z.coerce.number().int().positive(),
  datasource_type: z.enum(DATASOURCE_TYPES),
  force: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).optional(),
});

export const SamplesPayloadSchema = z
  .object({
    filters: z.array(QueryFilterSchema).max(100).default([]),
    extras: QueryExtrasSchema.pick({ where: true }).optional(),
    granularity: z.string().max(255).nullish(),
    time_range: z.string().max(1000).nullish(),
  })
  .default({ filters: [] });
export type SamplesPayload = z.infer<typeof SamplesPayloadSchema>;

export interface SamplesResult {
  data: Record<string, unknown>[];
  colnames: string[];
  coltypes: number[];
  rowcount: number;
  total_count: number;
  page: number;
  per_page: number;
}

/** Superset's FILTER_SELECT_ROW_LIMIT: the most distinct values a filter asks for. */
export const FILTER_SELECT_ROW_LIMIT = 10_000;
export const COLUMN_VALUES_DEFAULT_LIMIT = 1000;

/** Rison `q` of the column values endpoint (a Tessera addition: Superset takes none). */
export const ColumnValuesQuerySchema = z.object({
  search: z.string().max(1000).optional(),
  limit: z.number().int().min(1).max(FILTER_SELECT_ROW_LIMIT).default(COLUMN_VALUES_DEFAULT_LIMIT),
});
export type ColumnValuesQuery = z.infer<typeof ColumnValuesQuerySchema>;
