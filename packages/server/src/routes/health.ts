import { HealthDetailSchema, HealthQuerySchema, HealthSchema, type Health } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { RouteModule } from './route-module.js';

export const VERSION = '0.1.0';

const check = async (fn: () => Promise<unknown>): Promise<{ ok: boolean; error?: string }> => {
  try {
    await fn();
    return { ok: true };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
};

export const healthRoutes: RouteModule = (app, ctx) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      {
        schema: {
          tags: ['Health'],
          querystring: HealthQuerySchema,
          // Load balancers read the bare answer; `?detail=1` adds the example data's state.
          response: { 200: HealthDetailSchema.or(HealthSchema), 503: HealthDetailSchema.or(HealthSchema) },
        },
      },
      async (req, reply) => {
        const metadata = await check(() => sql`select 1`.execute(ctx.meta.db));
        const cache = ctx.redis ? await check(() => (ctx.redis as NonNullable<typeof ctx.redis>).ping()) : { ok: true };
        const body: Health = {
          status: metadata.ok && cache.ok ? 'ok' : 'degraded',
          version: VERSION,
          metadata: { dialect: ctx.meta.dialect, ...metadata },
          cache: { backend: ctx.redis ? 'redis' : 'memory', ...cache },
        };
        // Examples that failed to load leave the node serving: the status (and the probe) stay 'ok'.
        const answer = req.query.detail ? { ...body, examples: ctx.examples } : body;
        return reply.code(body.status === 'ok' ? 200 : 503).send(answer);
      },
    );
};
