import { z } from 'zod';
import { DATASOURCE_TYPES } from './datasource.js';
import { OwnerSchema } from './dataset.js';
import { requiredText } from './field-text.js';

/** Superset stores a chart's form data (`params`) and `query_context` as JSON text. */
const isJsonObjectText = (s: string): boolean => {
  try {
    const v: unknown = JSON.parse(s);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
};
const jsonObjectText = (max: number) => z.string().max(max).refine(isJsonObjectText, 'Not a valid JSON object');

const text = (max: number) => z.string().max(max).nullable().optional();
const ids = z.array(z.number().int().positive()).max(1000);

/** `POST /api/v1/chart/` (Superset's ChartPostSchema). */
export const ChartCreateSchema = z.object({
  slice_name: requiredText('Chart name', 250),
  description: text(65_536),
  viz_type: z.string().trim().min(1).max(250).optional(),
  owners: ids.optional(),
  params: jsonObjectText(1_000_000).nullable().optional(),
  query_context: jsonObjectText(5_000_000).nullable().optional(),
  query_context_generation: z.boolean().nullable().optional(),
  cache_timeout: z.number().int().min(-1).nullable().optional(),
  datasource_id: z.number().int().positive(),
  datasource_type: z.enum(DATASOURCE_TYPES).default('table'),
  datasource_name: text(2000),
  dashboards: ids.optional(),
  certified_by: text(1000),
  certification_details: text(65_536),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: text(2048),
});
export type ChartCreate = z.infer<typeof ChartCreateSchema>;

/** `PUT /api/v1/chart/{pk}` (Superset's ChartPutSchema): every field optional. */
export const ChartUpdateSchema = ChartCreateSchema.partial().extend({
  datasource_type: z.enum(DATASOURCE_TYPES).optional(),
});
export type ChartUpdate = z.infer<typeof ChartUpdateSchema>;

/** What create and update answer as `result`: the accepted payload, as Superset echoes it. */
export const ChartWriteResultSchema = ChartUpdateSchema.extend({
  owners: z.array(z.number().int()).optional(),
  dashboards: z.array(z.number().int()).optional(),
});

/** `?q=!(1,2)` of bulk delete and favorite_status. */
export const ChartIdListSchema = z.array(z.number().int().positive()).min(1).max(1000);

export const ChartUserSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export const ChartDashboardRefSchema = z.object({ id: z.number().int(), dashboard_title: z.string() });

/** One row of `GET /api/v1/chart/` (Superset's list_columns). */
export const ChartListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slice_name: z.string(),
  description: z.string().nullable(),
  viz_type: z.string(),
  datasource_id: z.number().int().nullable(),
  datasource_type: z.string(),
  datasource_name_text: z.string().nullable(),
  datasource_url: z.string().nullable(),
  params: z.string(),
  cache_timeout: z.number().int().nullable(),
  owners: z.array(OwnerSchema),
  dashboards: z.array(ChartDashboardRefSchema),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  changed_on_delta_humanized: z.string(),
  changed_on_utc: z.string().nullable(),
  changed_on_dttm: z.number().nullable(),
  changed_by: ChartUserSchema.nullable(),
  changed_by_name: z.string(),
  created_on_delta_humanized: z.string(),
  created_by: ChartUserSchema.nullable(),
  last_saved_at: z.string().nullable(),
  last_saved_by: ChartUserSchema.nullable(),
  thumbnail_url: z.null(),
  url: z.string(),
  slice_url: z.string(),
  edit_url: z.string(),
});
export type ChartListItem = z.infer<typeof ChartListItemSchema>;

/** `GET /api/v1/chart/{pk}` (Superset's show_columns, plus the list's datasource and audit fields). */
export const ChartDetailSchema = ChartListItemSchema.extend({
  query_context: z.string().nullable(),
  external_url: z.string().nullable(),
  dashboards: z.array(ChartDashboardRefSchema.extend({ json_metadata: z.string().nullable() })),
});
export type ChartDetail = z.infer<typeof ChartDetailSchema>;

export const FavoriteStatusSchema = z.object({
  result: z.array(z.object({ id: z.number().int(), value: z.boolean() })),
});
export type FavoriteStatus = z.infer<typeof FavoriteStatusSchema>;

/** `GET /api/v1/{resource}/_info?q=(keys:!(permissions))`. */
export const InfoQuerySchema = z.object({ keys: z.array(z.string().max(64)).max(16).optional() });
export const InfoResponseSchema = z.object({
  permissions: z.array(z.string()).optional(),
  filters: z.record(z.string(), z.array(z.object({ name: z.string(), operator: z.string() }))).optional(),
});
export type InfoResponse = z.infer<typeof InfoResponseSchema>;

/** `GET /api/v1/{resource}/related/{col}` and `/distinct/{col}`: a text filter and paging. */
export const RelatedQuerySchema = z.object({
  filter: z.string().max(256).default(''),
  page: z.number().int().min(0).default(0),
  page_size: z.number().int().min(1).max(1000).default(25),
  include_ids: z.array(z.number().int()).max(1000).optional(),
});
export type RelatedQuery = z.infer<typeof RelatedQuerySchema>;

export const RelatedResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(
    z.object({
      value: z.union([z.number(), z.string()]),
      text: z.string(),
      extra: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});
export type RelatedResponse = z.infer<typeof RelatedResponseSchema>;
