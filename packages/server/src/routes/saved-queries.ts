import {
  ChartIdListSchema,
  IdParamSchema,
  ListQuerySchema,
  SavedQueryCreateSchema,
  SavedQuerySchema,
  SavedQueryUpdateSchema,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { registerListMetaRoutes } from './list-meta.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import { savedQueryListResource } from '../services/saved-query/saved-query-list-resource.js';
import {
  createSavedQuery,
  deleteSavedQueries,
  getSavedQuery,
  listSavedQueries,
  updateSavedQuery,
} from '../services/saved-query/saved-query-service.js';
import { relatedDatabases } from '../services/database/related-databases.js';

const tags = ['Saved queries'];
const Item = z.object({ id: z.number(), result: SavedQuerySchema });
const Created = z.object({ id: z.number(), result: SavedQueryCreateSchema });
const Updated = z.object({ id: z.number(), result: SavedQueryUpdateSchema });
const Message = z.object({ message: z.string() });

/** Superset's SavedQueryRestApi: list, show, create, update, delete, bulk delete and the list helpers. */
export const savedQueryRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'SavedQuery'] } as const;
  const write = { permission: ['can_write', 'SavedQuery'] } as const;

  registerListMetaRoutes(app, db, {
    base: '/api/v1/saved_query',
    view: 'SavedQuery',
    tags,
    resource: savedQueryListResource,
    relatedColumns: ['database', 'created_by', 'changed_by'],
    related: (column, q, req) => (column === 'database' ? relatedDatabases(db, req.caller.perms, q) : null),
    distinctCtx: (req) => req.caller,
  });

  r.get(
    '/api/v1/saved_query/',
    {
      config: read,
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: listResponse(SavedQuerySchema) } },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listSavedQueries(db, req.caller, q.value);
    },
  );

  r.get(
    '/api/v1/saved_query/:pk',
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Item } } },
    async (req) => ({ id: req.params.pk, result: await getSavedQuery(db, req.caller, req.params.pk) }),
  );

  r.post(
    '/api/v1/saved_query/',
    { config: write, schema: { tags, body: SavedQueryCreateSchema, response: { 201: Created } } },
    async (req, reply) => reply.code(201).send(await createSavedQuery(db, req.caller, req.body)),
  );

  r.put(
    '/api/v1/saved_query/:pk',
    {
      config: write,
      schema: { tags, params: IdParamSchema, body: SavedQueryUpdateSchema, response: { 200: Updated } },
    },
    async (req) => updateSavedQuery(db, req.caller, req.params.pk, req.body),
  );

  r.delete(
    '/api/v1/saved_query/:pk',
    { config: write, schema: { tags, params: IdParamSchema, response: { 200: Message } } },
    async (req) => {
      await deleteSavedQueries(db, req.caller, [req.params.pk]);
      return { message: 'OK' };
    },
  );

  r.delete(
    '/api/v1/saved_query/',
    { config: write, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: Message } } },
    async (req) => {
      const ids = parseRisonQuery(ChartIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      const n = await deleteSavedQueries(db, req.caller, ids.value);
      return { message: `Deleted ${n} saved quer${n === 1 ? 'y' : 'ies'}` };
    },
  );
};
