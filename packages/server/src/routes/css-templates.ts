import { BUILTIN_CSS_TEMPLATES, CssTemplateSchema, listResponse } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteModule } from './route-module.js';

const tags = ['CSS templates'];

/**
 * Superset's CssTemplateRestApi list (`GET /api/v1/css_template/`), read-only over the templates
 * core ships; the dashboard properties modal offers them. Rison paging is not needed for a list
 * this short, so `q` is accepted and the whole list answered.
 */
export const cssTemplateRoutes: RouteModule = (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/css_template/',
    {
      config: { permission: ['can_read', 'CssTemplate'] },
      schema: { tags, response: { 200: listResponse(CssTemplateSchema) } },
    },
    async () => ({
      result: [...BUILTIN_CSS_TEMPLATES],
      count: BUILTIN_CSS_TEMPLATES.length,
      ids: BUILTIN_CSS_TEMPLATES.map((c) => c.id),
    }),
  );
};
