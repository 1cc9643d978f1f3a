import {
  AnnotationIdListSchema,
  AnnotationLayerCreateSchema,
  AnnotationLayerItemSchema,
  AnnotationLayerUpdateSchema,
  IdParamSchema,
  InfoQuerySchema,
  InfoResponseSchema,
  ListQuerySchema,
  RelatedQuerySchema,
  RelatedResponseSchema,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../lib/http-error.js';
import {
  createAnnotationLayer,
  deleteAnnotationLayers,
  getAnnotationLayer,
  listAnnotationLayers,
  updateAnnotationLayer,
} from '../services/annotation-layer-service.js';
import { annotationLayerListResource } from '../services/annotation-list-resources.js';
import { permissionsOn } from '../services/chart-service.js';
import { callerOf } from '../services/dataset-owners.js';
import { relatedUsers } from '../services/list/related-users.js';
import { filtersInfo } from '../services/list/run-list.js';
import { annotationRoutes } from './annotations.js';
import { RisonQuerystringSchema } from './datasets.js';
import type { RouteModule } from './types.js';

const tags = ['Annotation Layers'];
const Item = z.object({ id: z.number(), result: AnnotationLayerItemSchema });
const Written = z.object({ id: z.number(), result: AnnotationLayerUpdateSchema });
const Message = z.object({ message: z.string() });
const RelatedParams = z.object({ column: z.enum(['created_by', 'changed_by']) });

/** Superset's AnnotationLayerRestApi: CRUD, bulk delete, `_info` and related users; then the nested annotations. */
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

  r.get(
    '/api/v1/annotation_layer/_info',
    { config: read, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: InfoResponseSchema } } },
    async (req) => {
      const q = parseRisonQuery(InfoQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      const keys = new Set(q.value.keys ?? ['permissions', 'filters']);
      return {
        ...(keys.has('permissions') && { permissions: permissionsOn(req.auth.pairs, 'Annotation') }),
        ...(keys.has('filters') && { filters: filtersInfo(annotationLayerListResource) }),
      };
    },
  );

  r.get(
    '/api/v1/annotation_layer/related/:column',
    {
      config: read,
      schema: {
        tags,
        params: RelatedParams,
        querystring: RisonQuerystringSchema,
        response: { 200: RelatedResponseSchema },
      },
    },
    async (req) => {
      const q = parseRisonQuery(RelatedQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return relatedUsers(db, q.value);
    },
  );

  r.get(
    '/api/v1/annotation_layer/:pk',
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Item } } },
    async (req) => ({ id: req.params.pk, result: await getAnnotationLayer(db, req.params.pk) }),
  );

  r.post(
    '/api/v1/annotation_layer/',
    { config: write, schema: { tags, body: AnnotationLayerCreateSchema, response: { 201: Written } } },
    async (req, reply) => reply.code(201).send(await createAnnotationLayer(db, callerOf(req.auth), req.body)),
  );

  r.put(
    '/api/v1/annotation_layer/:pk',
    {
      config: write,
      schema: { tags, params: IdParamSchema, body: AnnotationLayerUpdateSchema, response: { 200: Written } },
    },
    async (req) => updateAnnotationLayer(db, callerOf(req.auth), req.params.pk, req.body),
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

  annotationRoutes(app, ctx);
};
