import { z } from 'zod';
import { OwnerSchema } from '../model/dataset.js';
import { limitedText, requiredText } from '../model/field-text.js';

/** The fields of a template the dashboard properties modal reads from `GET /api/v1/css_template/`. */
export const CssTemplateSchema = z.object({
  id: z.number().int(),
  template_name: z.string(),
  css: z.string(),
});
export type CssTemplate = z.infer<typeof CssTemplateSchema>;

const AuditUserSchema = OwnerSchema.nullable();

/**
 * One row of `GET /api/v1/css_template/`, also what show answers: Superset's CssTemplateRestApi
 * list columns add who created and changed the template, and when.
 */
export const CssTemplateListItemSchema = CssTemplateSchema.extend({
  created_by: AuditUserSchema,
  changed_by: AuditUserSchema,
  created_on: z.string().nullable(),
  changed_on: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
});
export type CssTemplateListItem = z.infer<typeof CssTemplateListItemSchema>;

/** `POST /api/v1/css_template/` (Superset's add columns: a name of 1-250 characters and the CSS). */
export const CssTemplateWriteSchema = z.object({
  template_name: requiredText('Name', 250),
  css: limitedText('CSS', 65_536),
});
export type CssTemplateWrite = z.infer<typeof CssTemplateWriteSchema>;

/** `PUT /api/v1/css_template/{pk}`: Superset's edit columns, each optional. */
export const CssTemplateUpdateSchema = CssTemplateWriteSchema.partial();
export type CssTemplateUpdate = z.infer<typeof CssTemplateUpdateSchema>;

/** `?q=!(1,2)` of the bulk delete. */
export const CssTemplateIdListSchema = z.array(z.number().int().positive()).min(1).max(1000);
