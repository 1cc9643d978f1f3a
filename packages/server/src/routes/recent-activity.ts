import { RecentActivityQuerySchema, RecentActivityResponseSchema, parseRisonQuery } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import { recentActivity } from '../services/shared/activity-log.js';

const tags = ['LogRestApi'];

/** Superset's LogRestApi.recent_activity: the caller's recently viewed charts and dashboards. */
export const recentActivityRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;

  r.get(
    '/api/v1/log/recent_activity/',
    {
      config: { permission: ['can_recent_activity', 'Log'] },
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: RecentActivityResponseSchema } },
    },
    async (req) => {
      const q = parseRisonQuery(RecentActivityQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return { result: await recentActivity(db, req.caller, q.value) };
    },
  );
};
