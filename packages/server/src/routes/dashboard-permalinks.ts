import {
  DashboardPermalinkCreatedSchema,
  DashboardPermalinkStateSchema,
  DashboardPermalinkValueSchema,
  ExploreFormDataKeySchema,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteModule } from './route-module.js';
import { createDashboardPermalink, getDashboardPermalink } from '../services/dashboard/dashboard-permalink-service.js';

const tags = ['Dashboard permanent link'];
const IdOrSlugParams = z.object({ pk: z.string().trim().min(1).max(255) });

/**
 * Superset's DashboardPermalinkRestApi. Reading the dashboard is what both need: a link records
 * what its creator saw, and opening it checks again that the reader may see that dashboard.
 */
export const dashboardPermalinkRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'Dashboard'] } as const;

  r.post(
    '/api/v1/dashboard/:pk/permalink',
    {
      config: read,
      schema: {
        tags,
        params: IdOrSlugParams,
        body: DashboardPermalinkStateSchema,
        response: { 201: DashboardPermalinkCreatedSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await createDashboardPermalink(db, req.caller, req.params.pk, req.body)),
  );

  r.get(
    '/api/v1/dashboard/permalink/:key',
    {
      config: read,
      schema: { tags, params: ExploreFormDataKeySchema, response: { 200: DashboardPermalinkValueSchema } },
    },
    async (req) => getDashboardPermalink(db, req.caller, req.params.key),
  );
};
