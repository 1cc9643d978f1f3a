import { HealthSchema, type Health } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { RouteModule } from '../http/route-module.js';

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
      { schema: { tags: ['Health'], response: { 200: HealthSchema, 503: HealthSchema } } },
      async (_req, reply) => {
        const metadata = await check(() => sql`select 1`.execute(ctx.meta.db));
        const cache = ctx.redis ? await check(() => (ctx.redis as NonNullable<typeof ctx.redis>).ping()) : { ok: true };
        const body: Health = {
          status: metadata.ok && cache.ok ? 'ok' : 'degraded',
          version: VERSION,
          metadata: { dialect: ctx.meta.dialect, ...metadata },
          cache: { backend: ctx.redis ? 'redis' : 'memory', ...cache },
        };
        return reply.code(body.status === 'ok' ? 200 : 503).send(body);
      },
    );
};
