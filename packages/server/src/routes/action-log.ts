import {
  ActionLogListSchema,
  ActionLogOneSchema,
  ActionLogQuerySchema,
  IdParamSchema,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import { ActionLogBuffer } from '../services/shared/action-log-buffer.js';
import { getAction, listActions, writeLogRow } from '../services/shared/action-log.js';
import type { RouteModule } from './route-module.js';

const tags = ['LogRestApi'];
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A row waits at most this long; a chart-data answer a second costs a batch, not a round trip each. */
const FLUSH_MS = 500;
const MAX_ROWS = 500;

/**
 * Superset's action log: every write a signed-in user makes through the API is recorded (after it
 * answered, successfully), and Admins read the log at `/api/v1/log/` (can_read on Log).
 */
export const actionLogRoutes: RouteModule = (app, ctx) => {
  const db = ctx.meta.db;
  const buffer = new ActionLogBuffer(db, {
    flushMs: FLUSH_MS,
    maxRows: MAX_ROWS,
    onError: (err) => app.log.warn({ err }, 'could not record writes in the action log'),
  });
  ctx.closers.push(() => buffer.flush());
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? '';
    const user = req.auth?.user;
    if (SAFE.has(req.method) || !user || !route.startsWith('/api/') || reply.statusCode >= 400) return;
    const pk = Number((req.params as Record<string, unknown> | undefined)?.pk);
    buffer.add(
      writeLogRow({
        userId: user.id,
        method: req.method,
        route,
        path: req.url.split('?')[0] ?? req.url,
        status: reply.statusCode,
        durationMs: reply.elapsedTime,
        referrer: req.headers.referer ?? null,
        requestId: req.id,
        pk: Number.isInteger(pk) ? pk : null,
      }),
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/log/',
    {
      config: { permission: ['can_read', 'Log'] },
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: ActionLogListSchema } },
    },
    async (req) => {
      const q = parseRisonQuery(ActionLogQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      await buffer.flush();
      return listActions(db, q.value);
    },
  );
  r.get(
    '/api/v1/log/:pk',
    {
      config: { permission: ['can_read', 'Log'] },
      schema: { tags, params: IdParamSchema, response: { 200: ActionLogOneSchema } },
    },
    async (req) => {
      await buffer.flush();
      const item = await getAction(db, req.params.pk);
      if (!item) throw notFound('Log');
      return { id: item.id, result: item };
    },
  );
};
