import { APP_VIEW, SqlLabHandoffSchema } from '@tessera/core';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerFormParsers } from '../http/form-parsers.js';
import { badRequest, unauthorized } from '../http/http-error.js';
import { openHandoffTab } from '../services/sqllab/sqllab-handoff.js';
import type { RouteModule } from './route-module.js';

/** Where Superset 4+ explore posts (`/sqllab/`), and the older app-prefixed paths. */
export const SQLLAB_HANDOFF_PATHS = ['/sqllab/', '/tessera/sqllab/', '/superset/sqllab/'] as const;

const FormBody = z.object({ form_data: z.string().optional(), csrf_token: z.string().optional() }).passthrough();

const handoffOf = (formData: string | undefined) => {
  if (formData === undefined) throw badRequest('form_data: required', 'form_data');
  let value: unknown;
  try {
    value = JSON.parse(formData);
  } catch {
    throw badRequest('form_data: not valid JSON', 'form_data');
  }
  const parsed = SqlLabHandoffSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = ['form_data', ...(issue?.path ?? []).map(String)].join('.');
  throw badRequest(`${field}: ${issue?.message ?? 'invalid'}`, field);
};

/**
 * The SQL Lab hand-off: a browser form post with `form_data` (`datasourceKey`, `sql`) and the
 * session's CSRF token as the `csrf_token` field. It opens a new tab on the server and sends the
 * browser to SQL Lab (303), which opens on that tab, the active one.
 */
export const sqlLabHandoffRoutes: RouteModule = (app, ctx) => {
  void app.register(async (scope) => {
    registerFormParsers(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    for (const url of SQLLAB_HANDOFF_PATHS) {
      r.post(
        url,
        {
          config: { permission: ['can_sqllab', APP_VIEW], csrfFormField: 'csrf_token' },
          schema: { tags: ['SQL Lab'], body: FormBody },
        },
        async (req, reply) => {
          const userId = req.auth.user?.id;
          if (userId === undefined) throw unauthorized();
          const tabId = await openHandoffTab(ctx.meta.db, req.caller, userId, handoffOf(req.body.form_data));
          return reply.redirect(`/sqllab/?tab=${tabId}`, 303);
        },
      );
    }
  });
};
