import { z } from 'zod';
import { ChartUserSchema } from './chart.js';
import { OwnerSchema } from './dataset.js';

/** Superset stores `json_metadata` and `position_json` as JSON text holding an object. */
const isJsonObjectText = (s: string): boolean => {
  try {
    const v: unknown = JSON.parse(s);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
};
const jsonObjectText = (max: number) =>
  z.string().max(max).refine(isJsonObjectText, 'Not a valid JSON object').nullable().optional();

const text = (max: number) => z.string().max(max).nullable().optional();
const ids = z.array(z.number().int().positive()).max(1000);

/** Numeric slugs would be ambiguous with ids in `/dashboard/{id_or_slug}`. */
export const DashboardSlugSchema = z
  .string()
  .trim()
  .max(255)
  .regex(/^[\w-]*$/, 'Slug may only contain letters, digits, _ and -')
  .refine((s) => !/^\d+$/.test(s), 'Slug must not be a number')
  .nullable()
  .optional();

/** `POST /api/v1/dashboard/` (Superset's DashboardPostSchema). */
export const DashboardCreateSchema = z.object({
  dashboard_title: z.string().trim().max(500).nullable().optional(),
  slug: DashboardSlugSchema,
  owners: ids.optional(),
  roles: ids.optional(),
  position_json: jsonObjectText(65_535),
  css: text(1_000_000),
  json_metadata: jsonObjectText(5_000_000),
  published: z.boolean().nullable().optional(),
  certified_by: text(1000),
  certification_details: text(65_536),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: text(2048),
});
export type DashboardCreate = z.infer<typeof DashboardCreateSchema>;

/** `PUT /api/v1/dashboard/{pk}` (Superset's DashboardPutSchema): every field optional. */
export const DashboardUpdateSchema = DashboardCreateSchema.partial();
export type DashboardUpdate = z.infer<typeof DashboardUpdateSchema>;

/** What create and update answer as `result`: the accepted payload with the resolved owners. */
export const DashboardWriteResultSchema = DashboardUpdateSchema.extend({
  owners: z.array(z.number().int()).optional(),
  roles: z.array(z.number().int()).optional(),
});

export const DashboardRoleSchema = z.object({ id: z.number().int(), name: z.string() });

/** One row of `GET /api/v1/dashboard/` (Superset's list_columns). */
export const DashboardListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  dashboard_title: z.string(),
  slug: z.string().nullable(),
  url: z.string(),
  published: z.boolean(),
  status: z.enum(['published', 'draft']),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  owners: z.array(OwnerSchema),
  roles: z.array(DashboardRoleSchema),
  changed_by: ChartUserSchema.nullable(),
  changed_by_name: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_on_utc: z.string().nullable(),
  created_by: ChartUserSchema.nullable(),
  created_on_delta_humanized: z.string(),
  thumbnail_url: z.null(),
  json_metadata: z.string().nullable(),
  position_json: z.string().nullable(),
  css: z.string().nullable(),
  is_managed_externally: z.boolean(),
});
export type DashboardListItem = z.infer<typeof DashboardListItemSchema>;

/** `GET /api/v1/dashboard/{id_or_slug}`: the list fields plus the chart names on it. */
export const DashboardDetailSchema = DashboardListItemSchema.extend({
  changed_on: z.string().nullable(),
  description: z.string().nullable(),
  external_url: z.string().nullable(),
  charts: z.array(z.string()),
});
export type DashboardDetail = z.infer<typeof DashboardDetailSchema>;

/** One entry of `GET /api/v1/dashboard/{pk}/charts` (Superset's ChartEntityResponseSchema plus datasource). */
export const DashboardChartSchema = z.object({
  id: z.number().int(),
  slice_name: z.string(),
  viz_type: z.string(),
  description: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  changed_on: z.string().nullable(),
  form_data: z.record(z.string(), z.unknown()),
  slice_url: z.string(),
  datasource_id: z.number().int().nullable(),
  datasource_type: z.string(),
  is_managed_externally: z.boolean(),
});
export type DashboardChart = z.infer<typeof DashboardChartSchema>;

/** `/{app}/favstar/{Dashboard|slice}/{id}/{select|unselect|count}/`. */
export const FavstarCountSchema = z.object({ count: z.number().int() });
