import { z } from 'zod';
import { uuidSchema } from './uuid.js';
import { DatasetColumnSchema, DatasetMetricSchema, DatasetSchema } from './dataset.js';
import { requiredText } from './field-text.js';

const isJson = (s: string): boolean => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

/** A JSON document carried as a string, as Superset stores `extra` and `template_params`. */
export const JsonStringSchema = z.string().max(65_536).refine(isJson, 'Not a valid JSON string');

const isJsonObject = (s: string): boolean => {
  try {
    const v: unknown = JSON.parse(s);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
};

/** A dataset's `extra`: a JSON object (certification, warning_markdown, ...) as a string. */
export const JsonObjectStringSchema = z.string().max(65_536).refine(isJsonObject, 'Not a valid JSON object');

/** Superset's accepted `python_date_format`: epoch units or a strftime date/time pattern. */
const PYTHON_DATE_FORMAT = /^(epoch_s|epoch_ms|(%Y([-/]%m([-/]%d)?)?)([\sT](%H(:%M(:%S(\.%f)?)?)?))?)$/;

const text = (max: number) => z.string().max(max).nullable().optional();
const flag = z.boolean().nullable().optional();
const ids = z.array(z.number().int().positive()).max(1000);

export const DatasetCreateSchema = z.object({
  database: z.number().int().positive(),
  catalog: text(256),
  schema: text(250),
  table_name: requiredText('Dataset name', 250),
  sql: text(1_000_000),
  owners: ids.optional(),
  is_managed_externally: flag,
  external_url: text(2048),
  normalize_columns: flag,
  always_filter_main_dttm: flag,
  template_params: JsonStringSchema.nullable().optional(),
});
export type DatasetCreate = z.infer<typeof DatasetCreateSchema>;

export const DatasetColumnPutSchema = z.object({
  id: z.number().int().positive().optional(),
  column_name: requiredText('Column name', 255),
  type: text(255),
  type_generic: z.number().int().min(0).max(3).nullable().optional(),
  verbose_name: text(1024),
  description: text(65_536),
  expression: text(65_536),
  extra: JsonStringSchema.nullable().optional(),
  filterable: flag,
  groupby: flag,
  is_active: flag,
  is_dttm: flag,
  python_date_format: z
    .string()
    .max(255)
    .refine((s) => s === '' || PYTHON_DATE_FORMAT.test(s), 'Invalid date/timestamp format')
    .nullable()
    .optional(),
  advanced_data_type: text(255),
  uuid: uuidSchema.optional(),
});
export type DatasetColumnPut = z.infer<typeof DatasetColumnPutSchema>;

/** Superset sends a metric's currency as `{symbol, symbolPosition}`; the store keeps it as JSON text. */
const CurrencySchema = z.union([
  z.string().max(1024),
  z.object({ symbol: z.string().max(16).optional(), symbolPosition: z.string().max(16).optional() }),
]);

export const DatasetMetricPutSchema = z.object({
  id: z.number().int().positive().optional(),
  metric_name: requiredText('Metric name', 255),
  expression: z.string().min(1, 'This is a required field').max(65_536),
  metric_type: text(32),
  verbose_name: text(1024),
  description: text(65_536),
  d3format: text(128),
  currency: CurrencySchema.nullable().optional(),
  warning_text: text(65_536),
  certified_by: text(1024),
  certification_details: text(65_536),
  extra: JsonStringSchema.nullable().optional(),
  uuid: uuidSchema.optional(),
});
export type DatasetMetricPut = z.infer<typeof DatasetMetricPutSchema>;

export const DatasetUpdateSchema = z.object({
  table_name: requiredText('Dataset name', 250).optional(),
  database_id: z.number().int().positive().optional(),
  catalog: text(256),
  schema: text(250),
  sql: text(1_000_000),
  description: text(65_536),
  main_dttm_col: text(255),
  cache_timeout: z.number().int().min(-1).nullable().optional(),
  offset: z
    .number()
    .int()
    .min(-24 * 60)
    .max(24 * 60)
    .nullable()
    .optional(),
  default_endpoint: text(2048),
  fetch_values_predicate: text(1000),
  template_params: JsonStringSchema.nullable().optional(),
  filter_select_enabled: flag,
  normalize_columns: flag,
  always_filter_main_dttm: flag,
  is_sqllab_view: flag,
  is_managed_externally: flag,
  external_url: text(2048),
  extra: JsonObjectStringSchema.nullable().optional(),
  certified_by: text(1024),
  certification_details: text(65_536),
  warning_markdown: text(65_536),
  owners: ids.optional(),
  columns: z.array(DatasetColumnPutSchema).max(10_000).optional(),
  metrics: z.array(DatasetMetricPutSchema).max(10_000).optional(),
});
export type DatasetUpdate = z.infer<typeof DatasetUpdateSchema>;

export const DatasetUpdateQuerySchema = z.object({
  override_columns: z.enum(['true', 'false']).optional(),
});

/** `DELETE /api/v1/dataset/?q=!(1,2)`: the rison list of ids to delete. */
export const DatasetIdListSchema = z.array(z.number().int().positive()).min(1).max(1000);

/** What `GET /api/v1/dataset/{pk}` answers: the list fields plus every editable one. */
export const DatasetDetailSchema = DatasetSchema.extend({
  datasource_type: z.literal('table'),
  template_params: z.string().nullable(),
  fetch_values_predicate: z.string().nullable(),
  default_endpoint: z.string().nullable(),
  external_url: z.string().nullable(),
  filter_select_enabled: z.boolean(),
  normalize_columns: z.boolean(),
  always_filter_main_dttm: z.boolean(),
  offset: z.number(),
  columns: z.array(DatasetColumnSchema),
  metrics: z.array(DatasetMetricSchema),
});
export type DatasetDetail = z.infer<typeof DatasetDetailSchema>;

export const DatasetCertificationSchema = z.object({
  certified_by: z.string().nullable(),
  details: z.string().nullable(),
});

/** Rows a SQL preview answers at most: a first look while writing a virtual dataset, not a download. */
export const SQL_PREVIEW_MAX_ROWS = 1000;

/** `POST /api/v1/dataset/sql_preview/`: run a virtual dataset's SQL before saving it (the '+ Dataset' SQL path). */
export const DatasetSqlPreviewSchema = z.object({
  database: z.number().int().positive(),
  schema: text(250),
  sql: z.string().trim().min(1, 'This is a required field').max(1_000_000),
  row_limit: z.number().int().min(1).max(SQL_PREVIEW_MAX_ROWS).optional(),
});
export type DatasetSqlPreview = z.infer<typeof DatasetSqlPreviewSchema>;

export const DatasetSqlPreviewResultSchema = z.object({
  columns: z.array(z.object({ name: z.string(), type: z.string().nullable(), is_dttm: z.boolean() })),
  /** Rows keyed by column name; temporal values are epoch milliseconds. */
  data: z.array(z.record(z.string(), z.unknown())),
  row_limit: z.number().int(),
});
export type DatasetSqlPreviewResult = z.infer<typeof DatasetSqlPreviewResultSchema>;
