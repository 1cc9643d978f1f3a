import { ASYNC_EVENT_WS_PATH } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/request-auth.js';
import type { RouteModule } from './route-module.js';
import type { AsyncRuntime } from '../query/async-chart-data.js';
import { followChannel } from '../query/async-events.js';

const tags = ['Async queries'];
const lastIdQuery = z.object({ last_id: z.string().max(64).optional() });

/** Polling (`?last_id=`) and a websocket carry the same events, scoped to the caller's channel. */
export const asyncEventRoutes =
  (runtime: AsyncRuntime): RouteModule =>
  (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/v1/async_event/', { schema: { tags, querystring: lastIdQuery } }, async (req) => {
      const user = requireUser(req);
      return { result: await runtime.events.since(runtime.channelFor(user.id), req.query.last_id ?? null) };
    });
    // `?last_id=` replays what a reconnecting page missed (superset-websocket's behaviour).
    r.get(ASYNC_EVENT_WS_PATH, { websocket: true, schema: { hide: true, querystring: lastIdQuery } }, (socket, req) => {
      if (!req.auth.user) {
        socket.close(4401, 'Not authenticated');
        return;
      }
      const channel = runtime.channelFor(req.auth.user.id);
      const unsubscribe = followChannel(runtime.events, channel, req.query.last_id ?? null, (event) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      });
      socket.on('close', unsubscribe);
    });
  };
