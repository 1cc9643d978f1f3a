import {
  AnnotationCreateSchema,
  AnnotationDetailSchema,
  AnnotationIdListSchema,
  AnnotationItemSchema,
  AnnotationUpdateSchema,
  AnnotationWriteResultSchema,
  IdParamSchema,
  ListQuerySchema,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import {
  createAnnotation,
  deleteAnnotations,
  getAnnotation,
  listAnnotations,
  updateAnnotation,
} from '../services/annotation/annotation-service.js';

const tags = ['Annotations'];
const AnnotationParams = IdParamSchema.extend({ annotation_id: z.coerce.number().int().positive() });
const Item = z.object({ id: z.number(), result: AnnotationDetailSchema });
const Written = z.object({ id: z.number(), result: AnnotationWriteResultSchema });
const Message = z.object({ message: z.string() });

/** Superset's AnnotationRestApi, nested under its layer: list, show, create, update, delete and bulk delete. */
export const annotationRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'Annotation'] } as const;
  const write = { permission: ['can_write', 'Annotation'] } as const;
  const base = '/api/v1/annotation_layer/:pk/annotation';

  r.get(
    `${base}/`,
    {
      config: read,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: RisonQuerystringSchema,
        response: { 200: listResponse(AnnotationItemSchema) },
      },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listAnnotations(db, req.params.pk, q.value);
    },
  );

  r.get(
    `${base}/:annotation_id`,
    { config: read, schema: { tags, params: AnnotationParams, response: { 200: Item } } },
    async (req) => ({
      id: req.params.annotation_id,
      result: await getAnnotation(db, req.params.pk, req.params.annotation_id),
    }),
  );

  r.post(
    `${base}/`,
    {
      config: write,
      schema: { tags, params: IdParamSchema, body: AnnotationCreateSchema, response: { 201: Written } },
    },
    async (req, reply) => reply.code(201).send(await createAnnotation(db, req.caller, req.params.pk, req.body)),
  );

  r.put(
    `${base}/:annotation_id`,
    {
      config: write,
      schema: { tags, params: AnnotationParams, body: AnnotationUpdateSchema, response: { 200: Written } },
    },
    async (req) => updateAnnotation(db, req.caller, req.params.pk, req.params.annotation_id, req.body),
  );

  r.delete(
    `${base}/:annotation_id`,
    { config: write, schema: { tags, params: AnnotationParams, response: { 200: Message } } },
    async (req) => {
      await deleteAnnotations(db, req.params.pk, [req.params.annotation_id]);
      return { message: 'OK' };
    },
  );

  r.delete(
    `${base}/`,
    {
      config: write,
      schema: { tags, params: IdParamSchema, querystring: RisonQuerystringSchema, response: { 200: Message } },
    },
    async (req) => {
      const ids = parseRisonQuery(AnnotationIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      const n = await deleteAnnotations(db, req.params.pk, ids.value);
      return { message: `Deleted ${n} annotation${n === 1 ? '' : 's'}` };
    },
  );
};
