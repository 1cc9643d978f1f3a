import {
  AnnotationIdListSchema,
  AnnotationLayerCreateSchema,
  AnnotationLayerItemSchema,
  AnnotationLayerUpdateSchema,
  IdParamSchema,
  ListQuerySchema,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { registerListMetaRoutes } from './list-meta.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import {
  createAnnotationLayer,
  deleteAnnotationLayers,
  getAnnotationLayer,
  listAnnotationLayers,
  updateAnnotationLayer,
} from '../services/annotation/annotation-layer-service.js';
import { annotationLayerListResource } from '../services/annotation/annotation-list-resources.js';

const tags = ['Annotation Layers'];
const Item = z.object({ id: z.number(), result: AnnotationLayerItemSchema });
const Written = z.object({ id: z.number(), result: AnnotationLayerUpdateSchema });
const Message = z.object({ message: z.string() });
const RELATED_COLUMNS = ['created_by', 'changed_by'] as const;

/** Superset's AnnotationLayerRestApi: CRUD, bulk delete, `_info` and related users (annotations: annotations.ts). */
export const annotationLayerRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'Annotation'] } as const;
  const write = { permission: ['can_write', 'Annotation'] } as const;

  r.get(
    '/api/v1/annotation_layer/',
    {
      config: read,
      schema: {
        tags,
        querystring: RisonQuerystringSchema,
        response: { 200: listResponse(AnnotationLayerItemSchema) },
      },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listAnnotationLayers(db, q.value);
    },
  );

  registerListMetaRoutes(app, db, {
    base: '/api/v1/annotation_layer',
    view: 'Annotation',
    tags,
    resource: annotationLayerListResource,
    relatedColumns: RELATED_COLUMNS,
  });

  r.get(
    '/api/v1/annotation_layer/:pk',
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Item } } },
    async (req) => ({ id: req.params.pk, result: await getAnnotationLayer(db, req.params.pk) }),
  );

  r.post(
    '/api/v1/annotation_layer/',
    { config: write, schema: { tags, body: AnnotationLayerCreateSchema, response: { 201: Written } } },
    async (req, reply) => reply.code(201).send(await createAnnotationLayer(db, req.caller, req.body)),
  );

  r.put(
    '/api/v1/annotation_layer/:pk',
    {
      config: write,
      schema: { tags, params: IdParamSchema, body: AnnotationLayerUpdateSchema, response: { 200: Written } },
    },
    async (req) => updateAnnotationLayer(db, req.caller, req.params.pk, req.body),
  );

  r.delete(
    '/api/v1/annotation_layer/:pk',
    { config: write, schema: { tags, params: IdParamSchema, response: { 200: Message } } },
    async (req) => {
      await deleteAnnotationLayers(db, [req.params.pk]);
      return { message: 'OK' };
    },
  );

  r.delete(
    '/api/v1/annotation_layer/',
    { config: write, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: Message } } },
    async (req) => {
      const ids = parseRisonQuery(AnnotationIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      const n = await deleteAnnotationLayers(db, ids.value);
      return { message: `Deleted ${n} annotation layer${n === 1 ? '' : 's'}` };
    },
  );
};
