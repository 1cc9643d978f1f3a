import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  metadata: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean(), error: z.string().optional() }),
  cache: z.object({ backend: z.enum(['memory', 'redis']), ok: z.boolean(), error: z.string().optional() }),
});
export type Health = z.infer<typeof HealthSchema>;
