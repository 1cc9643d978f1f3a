import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  metadata: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean(), error: z.string().optional() }),
  cache: z.object({ backend: z.enum(['memory', 'redis']), ok: z.boolean(), error: z.string().optional() }),
});
export type Health = z.infer<typeof HealthSchema>;

/**
 * The example data of this process: not loaded (TESSERA_LOAD_EXAMPLES off, or not attempted yet),
 * loading, loaded with its table count, or failed with the reason.
 */
export const ExamplesStatusSchema = z.object({
  status: z.enum(['not_loaded', 'loading', 'loaded', 'failed']),
  tables: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
export type ExamplesStatus = z.infer<typeof ExamplesStatusSchema>;

/** `GET /health?detail=1`: the probe's answer plus the state of the example data. */
export const HealthQuerySchema = z.object({
  detail: z
    .enum(['0', '1', 'true', 'false'], { message: "detail must be '1' or '0'" })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export const HealthDetailSchema = HealthSchema.extend({ examples: ExamplesStatusSchema });
export type HealthDetail = z.infer<typeof HealthDetailSchema>;

/**
 * The slugs of the example dashboards `load-examples` adds: the home page's 'Examples' section
 * lists those the viewer may read (a newcomer's home is never empty).
 */
export const EXAMPLE_DASHBOARD_SLUGS = ['flights-operations', 'seattle-weather', 'markets', 'chart-gallery'] as const;
