import { ExamplesStatusSchema } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/request-auth.js';
import { forbidden } from '../http/http-error.js';
import type { RouteModule } from './route-module.js';

/**
 * The example data's load state for the home page notice. Admins only: the reason names paths on
 * the server, and only an admin can act on it.
 */
export const examplesRoutes: RouteModule = (app, ctx) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/examples/status/',
      { schema: { tags: ['Examples'], response: { 200: z.object({ result: ExamplesStatusSchema }) } } },
      async (req) => {
        requireUser(req);
        if (!req.caller.isAdmin) throw forbidden('Only admins see the example data status');
        return { result: ctx.examples };
      },
    );
};
