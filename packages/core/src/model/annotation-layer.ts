import { z } from 'zod';
import { OwnerSchema } from './dataset.js';
import { requiredText } from './field-text.js';

/** Superset's annotation layer and annotation REST payloads (`/api/v1/annotation_layer/...`). */

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const offsetMinutes = (zone: string | undefined): number => {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return zone.startsWith('-') ? -minutes : minutes;
};

/**
 * An ISO date or datetime as the metadata store keeps annotation times: naive UTC text
 * (`2024-01-31T08:00:00`), which sorts as text and which the chart-data API reads as UTC.
 * A zoned input is converted to UTC; null when the text is not a real date and time.
 */
export const normalizeAnnotationDttm = (text: string): string | null => {
  const m = DATETIME.exec(text.trim());
  if (!m) return null;
  const part = (i: number): number => Number(m[i] ?? 0);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const ms = m[7] ? Math.floor(Number(`0${m[7]}`) * 1000) : 0;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  // setUTCFullYear rolls 31 February into March: a date that moved was not a real one.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const utc = new Date(date.getTime() - offsetMinutes(m[8]) * 60_000);
  if (!Number.isFinite(utc.getTime())) return null;
  const iso = utc.toISOString();
  return utc.getUTCMilliseconds() === 0 ? iso.slice(0, 19) : iso.slice(0, 23);
};

const dttm = z
  .string()
  .max(64)
  .transform((text, ctx) => {
    const normalized = normalizeAnnotationDttm(text);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: 'Not a valid ISO datetime' });
      return z.NEVER;
    }
    return normalized;
  });

/** Superset's validate_json: any JSON text; an empty string means none. */
const isJsonText = (text: string): boolean => {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const optionalText = (max: number) => z.string().max(max).nullable().optional();

/** `POST /api/v1/annotation_layer/` (Superset's AnnotationLayerPostSchema, with the name required). */
export const AnnotationLayerCreateSchema = z.object({
  name: requiredText('Name', 250),
  descr: optionalText(65_536),
});
export type AnnotationLayerCreate = z.infer<typeof AnnotationLayerCreateSchema>;

/** `PUT /api/v1/annotation_layer/{pk}`: every field optional. */
export const AnnotationLayerUpdateSchema = AnnotationLayerCreateSchema.partial();
export type AnnotationLayerUpdate = z.infer<typeof AnnotationLayerUpdateSchema>;

/** `?q=!(1,2)` of the bulk deletes. */
export const AnnotationIdListSchema = z.array(z.number().int().positive()).min(1).max(1000);

const AuditUserSchema = OwnerSchema.nullable();

/** One row of `GET /api/v1/annotation_layer/`, also what show answers. */
export const AnnotationLayerItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  descr: z.string().nullable(),
  created_by: AuditUserSchema,
  changed_by: AuditUserSchema,
  created_on: z.string().nullable(),
  changed_on: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
});
export type AnnotationLayerItem = z.infer<typeof AnnotationLayerItemSchema>;

/** `POST /api/v1/annotation_layer/{pk}/annotation/` (Superset's AnnotationPostSchema). */
export const AnnotationCreateSchema = z.object({
  short_descr: z.string().trim().min(1, 'This is a required field').max(500),
  long_descr: optionalText(65_536),
  start_dttm: dttm,
  end_dttm: dttm,
  json_metadata: z.string().max(1_000_000).refine(isJsonText, 'Not valid JSON').nullable().optional(),
});
export type AnnotationCreate = z.infer<typeof AnnotationCreateSchema>;

/** `PUT /api/v1/annotation_layer/{pk}/annotation/{annotation_id}`: every field optional. */
export const AnnotationUpdateSchema = AnnotationCreateSchema.partial();
export type AnnotationUpdate = z.infer<typeof AnnotationUpdateSchema>;

/** One row of `GET /api/v1/annotation_layer/{pk}/annotation/`; times are naive UTC ISO text. */
export const AnnotationItemSchema = z.object({
  id: z.number().int(),
  layer_id: z.number().int(),
  short_descr: z.string().nullable(),
  long_descr: z.string().nullable(),
  start_dttm: z.string(),
  end_dttm: z.string(),
  json_metadata: z.string().nullable(),
  created_by: AuditUserSchema,
  changed_by: AuditUserSchema,
  changed_on: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
});
export type AnnotationItem = z.infer<typeof AnnotationItemSchema>;

/** Show adds the layer, as Superset's `layer.id` and `layer.name`. */
export const AnnotationDetailSchema = AnnotationItemSchema.extend({
  layer: z.object({ id: z.number().int(), name: z.string() }),
});
export type AnnotationDetail = z.infer<typeof AnnotationDetailSchema>;

/** What annotation create and update answer as `result`: the accepted payload and its layer, as Superset echoes it. */
export const AnnotationWriteResultSchema = z.object({
  layer: z.number().int(),
  short_descr: z.string().optional(),
  long_descr: z.string().nullable().optional(),
  start_dttm: z.string().optional(),
  end_dttm: z.string().optional(),
  json_metadata: z.string().nullable().optional(),
});
export type AnnotationWriteResult = z.infer<typeof AnnotationWriteResultSchema>;
