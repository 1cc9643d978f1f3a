import { z } from 'zod';
import { uuidSchema } from './uuid.js';

/** Superset's v1 import/export bundle: a ZIP of YAML files keyed by uuid, see reference/superset-compat.md §4. */
export const EXPORT_VERSION = '1.0.0';

export const EXPORT_RESOURCES = ['dashboard', 'chart', 'dataset', 'database', 'saved_query'] as const;
export type ExportResource = (typeof EXPORT_RESOURCES)[number];

/** The `type` metadata.yaml names for each resource (Superset's model class names). */
export const EXPORT_METADATA_TYPES: Record<ExportResource, string> = {
  dashboard: 'Dashboard',
  chart: 'Slice',
  dataset: 'SqlaTable',
  database: 'Database',
  saved_query: 'SavedQuery',
};

/** The permission view of each resource, as Superset names its class permissions. */
export const EXPORT_VIEWS: Record<ExportResource, 'Dashboard' | 'Chart' | 'Dataset' | 'Database' | 'SavedQuery'> = {
  dashboard: 'Dashboard',
  chart: 'Chart',
  dataset: 'Dataset',
  database: 'Database',
  saved_query: 'SavedQuery',
};

/** `/api/v1/assets/export/` and `/import/`: one bundle of every kind, metadata.yaml `type: assets`. */
export const ASSETS_METADATA_TYPE = 'assets';
/** Superset's permission view of the assets routes (`can_export` / `can_import`). */
export const ASSETS_VIEW = 'ImportExportRestApi';

const uuid = uuidSchema;
const text = z.string().nullish();
const int = z.number().int().nullish();
const flag = z.boolean().nullish();
/** Superset writes JSON fields either parsed (a mapping) or as a string; both are accepted. */
const jsonish = z.union([z.record(z.string(), z.unknown()), z.string()]).nullish();

export const BundleMetadataSchema = z.looseObject({
  version: z.literal(EXPORT_VERSION),
  type: z.enum(['Dashboard', 'Slice', 'SqlaTable', 'Database', 'SavedQuery', ASSETS_METADATA_TYPE]),
  timestamp: z.string().optional(),
});
export type BundleMetadata = z.infer<typeof BundleMetadataSchema>;

export const DatabaseFileSchema = z.looseObject({
  database_name: z.string().min(1),
  sqlalchemy_uri: z.string().min(1),
  cache_timeout: int,
  expose_in_sqllab: flag,
  allow_run_async: flag,
  allow_ctas: flag,
  allow_cvas: flag,
  allow_dml: flag,
  allow_csv_upload: flag,
  allow_file_upload: flag,
  impersonate_user: flag,
  extra: jsonish,
  uuid,
  version: z.string().optional(),
  password: z.string().nullish(),
  ssh_tunnel: z.record(z.string(), z.unknown()).nullish(),
});
export type DatabaseFile = z.infer<typeof DatabaseFileSchema>;

export const ColumnFileSchema = z.looseObject({
  column_name: z.string().min(1),
  verbose_name: text,
  is_dttm: flag,
  is_active: flag,
  type: text,
  advanced_data_type: text,
  groupby: flag,
  filterable: flag,
  expression: text,
  description: text,
  python_date_format: text,
  extra: jsonish,
});
export type ColumnFile = z.infer<typeof ColumnFileSchema>;

export const MetricFileSchema = z.looseObject({
  metric_name: z.string().min(1),
  verbose_name: text,
  metric_type: text,
  expression: z.string(),
  description: text,
  d3format: text,
  currency: z.union([z.record(z.string(), z.unknown()), z.string()]).nullish(),
  extra: jsonish,
  warning_text: text,
});
export type MetricFile = z.infer<typeof MetricFileSchema>;

export const DatasetFileSchema = z.looseObject({
  table_name: z.string().min(1),
  main_dttm_col: text,
  description: text,
  default_endpoint: text,
  offset: int,
  cache_timeout: int,
  catalog: text,
  schema: text,
  sql: text,
  params: jsonish,
  template_params: jsonish,
  filter_select_enabled: flag,
  fetch_values_predicate: text,
  extra: jsonish,
  normalize_columns: flag,
  always_filter_main_dttm: flag,
  uuid,
  database_uuid: uuid,
  version: z.string().optional(),
  columns: z.array(ColumnFileSchema).default([]),
  metrics: z.array(MetricFileSchema).default([]),
});
export type DatasetFile = z.infer<typeof DatasetFileSchema>;

export const ChartFileSchema = z.looseObject({
  slice_name: z.string().min(1),
  description: text,
  certified_by: text,
  certification_details: text,
  viz_type: z.string().min(1),
  params: z.record(z.string(), z.unknown()).nullish(),
  query_context: z.string().nullish(),
  cache_timeout: int,
  uuid,
  version: z.string().optional(),
  dataset_uuid: uuid,
});
export type ChartFile = z.infer<typeof ChartFileSchema>;

export const DashboardFileSchema = z.looseObject({
  dashboard_title: z.string().min(1),
  description: text,
  css: text,
  slug: text,
  certified_by: text,
  certification_details: text,
  published: flag,
  uuid,
  position: z.record(z.string(), z.unknown()).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  version: z.string().optional(),
});
export type DashboardFile = z.infer<typeof DashboardFileSchema>;

export const SavedQueryFileSchema = z.looseObject({
  catalog: text,
  schema: text,
  label: z.string().min(1),
  description: text,
  sql: z.string(),
  uuid,
  version: z.string().optional(),
  database_uuid: uuid,
});
export type SavedQueryFile = z.infer<typeof SavedQueryFileSchema>;

/**
 * The import answer: Superset's `{message: 'OK'}`, plus `warnings` when the bundle was adjusted to
 * fit (e.g. a column listed twice in a dataset, merged with the first kept).
 */
export const ImportAnswerSchema = z.object({
  message: z.string(),
  warnings: z.array(z.string()).optional(),
});
export type ImportAnswer = z.infer<typeof ImportAnswerSchema>;

/** Superset's messages, which the web client keys its prompts on. */
export const IMPORT_MESSAGES = {
  password: 'Must provide a password for the database',
  exists: (type: string): string => `${type} already exists and \`overwrite=true\` was not passed`,
} as const;
