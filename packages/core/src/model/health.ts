import { z } from 'zod';

/**
 * `GET /health`: liveness. Always 200 while the process runs and checks nothing else, like
 * Superset's static health answer: a probe that restarts a process because its database is slow
 * would only make the outage worse.
 */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** One dependency of `/ready`: 'ok', 'off' (not configured here) or the error it answered with. */
export const ReadinessCheckSchema = z.string();

/**
 * `GET /ready`: readiness, cached for two seconds (Grafana's split of liveness from a cached database check).
 * `unavailable` (503) when the metadata store is down, since nothing can be served; `degraded` (200)
 * when only Redis or the job queue is down, since every use of Redis has a fallback and a 503 on every
 * replica at once would take the whole service out of rotation.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  version: z.string(),
  checked_at: z.string(),
  checks: z.object({
    metadata_store: ReadinessCheckSchema,
    redis: ReadinessCheckSchema,
    job_queue: ReadinessCheckSchema,
  }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

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
export const EXAMPLE_DASHBOARD_SLUGS = [
  'flights-operations',
  'seattle-weather',
  'markets',
  'chart-gallery',
  'maps-and-tables',
] as const;
