import { z } from 'zod';

/**
 * A field that is dropped, not fatal, when the value there has another shape: Superset 4, 5 and 6
 * exports (position_json, json_metadata) vary, and one odd key must not make a dashboard unreadable.
 */
export const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** A chart id as exports carry it: a number, or (in hand-edited and older exports) its digits as text. */
export const ExportChartIdSchema = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform((v) => Number(v));

/** A list of chart ids; entries that are not chart ids are dropped. */
export const ExportChartIdListSchema = z.array(z.unknown()).transform((list) =>
  list.flatMap((v) => {
    const parsed = ExportChartIdSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  }),
);
