import {
  IdParamSchema,
  ListQuerySchema,
  RlsCreateSchema,
  RlsIdListSchema,
  RlsItemSchema,
  RlsPreviewQuerySchema,
  RlsPreviewSchema,
  RlsUpdateSchema,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import { relatedRoles, relatedTables } from '../services/shared/list/related-named.js';
import { rlsListResource } from '../services/rls/rls-list-resource.js';
import { createRls, deleteRls, getRls, listRls, previewRls, updateRls } from '../services/rls/rls-service.js';
import { registerListMetaRoutes } from './list-meta.js';
import type { RouteModule } from './route-module.js';

const tags = ['Row Level Security'];
const base = '/api/v1/rowlevelsecurity';
const Item = z.object({ id: z.number(), result: RlsItemSchema });
const Created = z.object({ id: z.number(), result: RlsCreateSchema });
const Updated = z.object({ id: z.number(), result: RlsUpdateSchema });
const Message = z.object({ message: z.string() });

/**
 * Superset's RLSRestApi (`/api/v1/rowlevelsecurity/`): list, show, create, update, delete, bulk
 * delete, `_info`, related roles and tables; can_read / can_write on RowLevelSecurity (Admin only).
 * `preview/` is ours: the WHERE clause one role gets on one dataset.
 */
export const rowLevelSecurityRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'RowLevelSecurity'] } as const;
  const write = { permission: ['can_write', 'RowLevelSecurity'] } as const;

  r.get(
    `${base}/`,
    {
      config: read,
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: listResponse(RlsItemSchema) } },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listRls(db, q.value);
    },
  );

  registerListMetaRoutes(app, db, {
    base,
    view: 'RowLevelSecurity',
    tags,
    resource: rlsListResource,
    relatedColumns: ['roles', 'tables'],
    related: (column, q) => (column === 'roles' ? relatedRoles(db, q) : relatedTables(db, q)),
  });

  r.get(
    `${base}/preview/`,
    { config: read, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: RlsPreviewSchema } } },
    async (req) => {
      const q = parseRisonQuery(RlsPreviewQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return previewRls(db, q.value);
    },
  );

  r.get(
    `${base}/:pk`,
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Item } } },
    async (req) => ({ id: req.params.pk, result: await getRls(db, req.params.pk) }),
  );

  r.post(
    `${base}/`,
    { config: write, schema: { tags, body: RlsCreateSchema, response: { 201: Created } } },
    async (req, reply) => reply.code(201).send(await createRls(db, req.caller, req.body)),
  );

  r.put(
    `${base}/:pk`,
    { config: write, schema: { tags, params: IdParamSchema, body: RlsUpdateSchema, response: { 200: Updated } } },
    async (req) => updateRls(db, req.caller, req.params.pk, req.body),
  );

  r.delete(
    `${base}/:pk`,
    { config: write, schema: { tags, params: IdParamSchema, response: { 200: Message } } },
    async (req) => {
      await deleteRls(db, [req.params.pk]);
      return { message: 'OK' };
    },
  );

  r.delete(
    `${base}/`,
    { config: write, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: Message } } },
    async (req) => {
      const ids = parseRisonQuery(RlsIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      const n = await deleteRls(db, ids.value);
      return { message: `Deleted ${n} rules` };
    },
  );
};
