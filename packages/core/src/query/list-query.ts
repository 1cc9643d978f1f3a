import { z } from 'zod';
import { capPageSize } from './pagination.js';
import { DEFAULT_PAGE_SIZE, decodeRison, encodeRison, type RisonValue } from './rison.js';

export const ListFilterSchema = z.object({
  col: z.string().min(1),
  opr: z.string().min(1),
  value: z.unknown(),
});
export type ListFilter = z.infer<typeof ListFilterSchema>;

/** The rison `q` of every list endpoint, as Superset's client sends it. */
export const ListQuerySchema = z.object({
  filters: z.array(ListFilterSchema).default([]),
  order_column: z.string().optional(),
  order_direction: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().min(0).default(0),
  // An oversized page is capped, not refused (Flask-AppBuilder's `_sanitize_page_args`).
  page_size: z
    .number()
    .int()
    .min(-1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => capPageSize(size)),
  keys: z.array(z.string()).optional(),
  columns: z.array(z.string()).optional(),
  select_columns: z.array(z.string()).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** Decodes and validates `q`; an absent `q` means all defaults. */
export const parseRisonQuery = <T extends z.ZodType>(schema: T, q: string | undefined): ParseResult<z.infer<T>> => {
  let decoded: unknown = {};
  if (q !== undefined && q !== '') {
    try {
      decoded = decodeRison(q);
    } catch (err) {
      return {
        ok: false,
        field: 'q',
        message: `Not a valid rison value: ${err instanceof Error ? err.message : String(err)}`,
      };
    }
  }
  const parsed = schema.safeParse(decoded);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path.length ? `q.${issue.path.join('.')}` : 'q';
  return { ok: false, field: path, message: `${path}: ${issue?.message ?? 'invalid'}` };
};

export const encodeRisonQuery = (value: RisonValue): string => encodeRison(value);
