import { z } from 'zod';
import { requiredText } from './field-text.js';

/** Superset-style error body: `{ message, errors? }`. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z
    .array(
      z.object({
        message: z.string(),
        error_type: z.string(),
        extra: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .optional(),
  /** The request's id (also in the `x-request-id` header and on every log line of the request). */
  request_id: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const IdParamSchema = z.object({ pk: z.coerce.number().int().positive() });
export type IdParam = z.infer<typeof IdParamSchema>;

/** Every list endpoint answers `{ result, count }`. */
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), count: z.number().int(), ids: z.array(z.number()).optional() });

/** Metadata timestamps travel as ISO strings. */
export const IsoDateSchema = z.string();

/** A user value that names a login or role: printable, no surrounding spaces. */
export const NameSchema = requiredText('Name', 64);
