import { z } from 'zod';
import { ChartUserSchema } from './chart.js';
import { requiredText } from './field-text.js';

const text = (max: number) => z.string().max(max).nullable().optional();

/** `POST /api/v1/saved_query/` (Superset's SavedQueryRestApi add_columns). */
export const SavedQueryCreateSchema = z.object({
  db_id: z.number().int().positive(),
  label: requiredText('Name', 256),
  description: text(65_536),
  catalog: text(256),
  schema: text(256),
  sql: z.string().max(1_000_000),
  template_parameters: text(65_536),
  extra_json: text(65_536),
});
export type SavedQueryCreate = z.infer<typeof SavedQueryCreateSchema>;

/** `PUT /api/v1/saved_query/{pk}`: every field optional. */
export const SavedQueryUpdateSchema = SavedQueryCreateSchema.partial();
export type SavedQueryUpdate = z.infer<typeof SavedQueryUpdateSchema>;

export const SavedQueryDatabaseSchema = z.object({ id: z.number().int(), database_name: z.string() });

/** One saved query as list and show answer it (Superset's list_columns / show_columns). */
export const SavedQuerySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  template_parameters: z.string().nullable(),
  extra_json: z.string().nullable(),
  database: SavedQueryDatabaseSchema,
  db_id: z.number().int(),
  user_id: z.number().int().nullable(),
  created_by: ChartUserSchema.nullable(),
  changed_by: ChartUserSchema.nullable(),
  created_on: z.string().nullable(),
  changed_on: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
});
export type SavedQuery = z.infer<typeof SavedQuerySchema>;
