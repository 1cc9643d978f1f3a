import {
  CssTemplateIdListSchema,
  CssTemplateListItemSchema,
  CssTemplateUpdateSchema,
  CssTemplateWriteSchema,
  IdParamSchema,
  ListQuerySchema,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import { registerListMetaRoutes } from './list-meta.js';
import type { RouteModule } from './route-module.js';
import {
  createCssTemplate,
  deleteCssTemplates,
  getCssTemplate,
  listCssTemplates,
  updateCssTemplate,
} from '../services/css-template/css-template-service.js';
import { cssTemplateListResource } from '../services/css-template/css-template-list-resource.js';

const tags = ['CSS templates'];
const Item = z.object({ id: z.number(), result: CssTemplateListItemSchema });
const Written = z.object({ id: z.number(), result: CssTemplateUpdateSchema });
const Message = z.object({ message: z.string() });
const RELATED_COLUMNS = ['created_by', 'changed_by'] as const;

/**
 * Superset's CssTemplateRestApi: CRUD, bulk delete, `_info` and related users, behind can_read and
 * can_write on CssTemplate. The dashboard properties modal reads the list too.
 */
export const cssTemplateRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'CssTemplate'] } as const;
  const write = { permission: ['can_write', 'CssTemplate'] } as const;

  r.get(
    '/api/v1/css_template/',
    {
      config: read,
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: listResponse(CssTemplateListItemSchema) } },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listCssTemplates(db, q.value);
    },
  );

  registerListMetaRoutes(app, db, {
    base: '/api/v1/css_template',
    view: 'CssTemplate',
    tags,
    resource: cssTemplateListResource,
    relatedColumns: RELATED_COLUMNS,
  });

  r.get(
    '/api/v1/css_template/:pk',
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Item } } },
    async (req) => ({ id: req.params.pk, result: await getCssTemplate(db, req.params.pk) }),
  );

  r.post(
    '/api/v1/css_template/',
    { config: write, schema: { tags, body: CssTemplateWriteSchema, response: { 201: Written } } },
    async (req, reply) => reply.code(201).send(await createCssTemplate(db, req.caller, req.body)),
  );

  r.put(
    '/api/v1/css_template/:pk',
    {
      config: write,
      schema: { tags, params: IdParamSchema, body: CssTemplateUpdateSchema, response: { 200: Written } },
    },
    async (req) => updateCssTemplate(db, req.caller, req.params.pk, req.body),
  );

  r.delete(
    '/api/v1/css_template/:pk',
    { config: write, schema: { tags, params: IdParamSchema, response: { 200: Message } } },
    async (req) => {
      await deleteCssTemplates(db, [req.params.pk]);
      return { message: 'OK' };
    },
  );

  r.delete(
    '/api/v1/css_template/',
    { config: write, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: Message } } },
    async (req) => {
      const ids = parseRisonQuery(CssTemplateIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      const n = await deleteCssTemplates(db, ids.value);
      // Superset's message: "Deleted %(num)d css template(s)".
      return { message: `Deleted ${n} css template${n === 1 ? '' : 's'}` };
    },
  );
};
