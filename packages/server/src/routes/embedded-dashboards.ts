import {
  APP_VIEW,
  EmbeddedDashboardConfigSchema,
  EmbeddedDashboardSchema,
  GuestTokenRequestSchema,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteEmbeddedDashboard,
  getEmbeddedDashboard,
  upsertEmbeddedDashboard,
} from '../services/embedded/embedded-dashboard-service.js';
import { mintGuestToken, revokeGuestToken } from '../services/embedded/guest-token-service.js';
import type { RouteModule } from './route-module.js';

const tags = ['Embedded dashboards'];
const IdOrSlugParams = z.object({ pk: z.string().trim().min(1).max(255) });
const Item = z.object({ result: EmbeddedDashboardSchema });
const Message = z.object({ message: z.string() });
const JtiParams = z.object({ jti: z.string().trim().min(1).max(64) });

/**
 * Superset's EmbeddedDashboardRestApi under the dashboard (`/dashboard/{id_or_slug}/embedded`)
 * and SecurityRestApi's guest_token; revoking one token by id is Tessera's addition.
 */
export const embeddedDashboardRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'Dashboard'] } as const;
  const write = { permission: ['can_write', 'Dashboard'] } as const;
  const grant = { permission: ['can_grant_guest_token', APP_VIEW] } as const;

  r.get(
    '/api/v1/dashboard/:pk/embedded',
    { config: read, schema: { tags, params: IdOrSlugParams, response: { 200: Item } } },
    async (req) => ({ result: await getEmbeddedDashboard(db, req.caller, req.params.pk) }),
  );

  for (const method of ['post', 'put'] as const) {
    r[method](
      '/api/v1/dashboard/:pk/embedded',
      {
        config: write,
        schema: { tags, params: IdOrSlugParams, body: EmbeddedDashboardConfigSchema, response: { 200: Item } },
      },
      async (req) => ({ result: await upsertEmbeddedDashboard(db, req.caller, req.params.pk, req.body) }),
    );
  }

  r.delete(
    '/api/v1/dashboard/:pk/embedded',
    { config: write, schema: { tags, params: IdOrSlugParams, response: { 200: Message } } },
    async (req) => {
      await deleteEmbeddedDashboard(db, req.caller, req.params.pk);
      return { message: 'OK' };
    },
  );

  r.post(
    '/api/v1/security/guest_token/',
    {
      config: grant,
      schema: { tags, body: GuestTokenRequestSchema, response: { 200: z.object({ token: z.string() }) } },
    },
    async (req) => mintGuestToken(db, ctx.config.guestToken, req.body),
  );

  r.delete(
    '/api/v1/security/guest_token/:jti',
    { config: grant, schema: { tags, params: JtiParams, response: { 200: Message } } },
    async (req) => {
      await revokeGuestToken(db, ctx.config.guestToken, req.params.jti);
      return { message: 'OK' };
    },
  );
};
