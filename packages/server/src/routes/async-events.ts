import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/request-auth.js';
import type { RouteModule } from './route-module.js';
import type { AsyncRuntime } from '../query/async-chart-data.js';

const tags = ['Async queries'];

/** Polling (`?last_id=`) and a websocket carry the same events, scoped to the caller's channel. */
export const asyncEventRoutes =
  (runtime: AsyncRuntime): RouteModule =>
  (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/v1/async_event/',
      { schema: { tags, querystring: z.object({ last_id: z.string().max(64).optional() }) } },
      async (req) => {
        const user = requireUser(req);
        return { result: await runtime.events.since(runtime.channelFor(user.id), req.query.last_id ?? null) };
      },
    );
    app.get('/api/v1/async_event/ws', { websocket: true, schema: { hide: true } }, (socket, req) => {
      if (!req.auth.user) {
        socket.close(4401, 'Not authenticated');
        return;
      }
      const unsubscribe = runtime.events.subscribe(runtime.channelFor(req.auth.user.id), (event) => {
        socket.send(JSON.stringify(event));
      });
      socket.on('close', unsubscribe);
    });
  };
