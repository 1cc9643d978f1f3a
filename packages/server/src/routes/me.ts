import { guestMeRoles, MeRolesSchema, MeSchema } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/request-auth.js';
import type { RouteModule } from './route-module.js';
import { getMe, getMeRoles } from '../services/security/me-service.js';

export const meRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/me/',
    { schema: { tags: ['Current user'], response: { 200: z.object({ result: MeSchema }) } } },
    async (req) => ({
      result: await getMe(ctx.meta.db, requireUser(req).id),
    }),
  );
  r.get(
    '/api/v1/me/roles/',
    { schema: { tags: ['Current user'], response: { 200: z.object({ result: MeRolesSchema }) } } },
    async (req) => ({
      result: req.caller.embed
        ? guestMeRoles(req.caller.embed)
        : await getMeRoles(ctx.meta.db, req.caller, requireUser(req).id),
    }),
  );
};
