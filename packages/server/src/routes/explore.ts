import {
  EXPLORE_VIEWS,
  ExploreFormDataKeySchema,
  ExploreFormDataTabSchema,
  ExploreFormDataWriteSchema,
  ExplorePermalinkCreatedSchema,
  ExplorePermalinkStateSchema,
  ExplorePermalinkValueSchema,
  ExploreQuerySchema,
  ExploreResponseSchema,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteModule } from './route-module.js';
import {
  createFormData,
  deleteFormData,
  getFormData,
  updateFormData,
} from '../services/explore/explore-form-data-service.js';
import { createExplorePermalink, getExplorePermalink } from '../services/explore/explore-permalink-service.js';
import { getExplore } from '../services/explore/explore-service.js';
import { logChartView } from '../services/shared/activity-log.js';

const tags = ['Explore'];
const Key = z.object({ key: z.string() });
const FormDataAnswer = z.object({ form_data: z.string() });
const Message = z.object({ message: z.string() });

/** Superset's ExploreRestApi, ExplorePermalinkRestApi and ExploreFormDataRestApi. */
export const exploreRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const permalinkRead = { permission: ['can_read', EXPLORE_VIEWS.permalink] } as const;
  const permalinkWrite = { permission: ['can_write', EXPLORE_VIEWS.permalink] } as const;
  const formRead = { permission: ['can_read', EXPLORE_VIEWS.formData] } as const;
  const formWrite = { permission: ['can_write', EXPLORE_VIEWS.formData] } as const;

  r.get(
    '/api/v1/explore/',
    {
      config: { permission: ['can_read', EXPLORE_VIEWS.explore] },
      schema: { tags, querystring: ExploreQuerySchema, response: { 200: ExploreResponseSchema } },
    },
    async (req) => {
      const result = await getExplore(db, req.caller, req.query);
      await logChartView(db, req.auth.user?.id ?? null, result.slice?.slice_id ?? null);
      return { result };
    },
  );

  r.post(
    '/api/v1/explore/permalink',
    {
      config: permalinkWrite,
      schema: { tags, body: ExplorePermalinkStateSchema, response: { 201: ExplorePermalinkCreatedSchema } },
    },
    async (req, reply) => reply.code(201).send(await createExplorePermalink(db, req.caller, req.body)),
  );

  r.get(
    '/api/v1/explore/permalink/:key',
    {
      config: permalinkRead,
      schema: { tags, params: ExploreFormDataKeySchema, response: { 200: ExplorePermalinkValueSchema } },
    },
    async (req) => getExplorePermalink(db, req.caller, req.params.key),
  );

  r.post(
    '/api/v1/explore/form_data',
    {
      config: formWrite,
      schema: {
        tags,
        querystring: ExploreFormDataTabSchema,
        body: ExploreFormDataWriteSchema,
        response: { 201: Key },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ key: await createFormData(db, req.caller, req.body, req.query.tab_id) }),
  );

  r.get(
    '/api/v1/explore/form_data/:key',
    {
      config: formRead,
      schema: { tags, params: ExploreFormDataKeySchema, response: { 200: FormDataAnswer } },
    },
    async (req) => ({ form_data: await getFormData(db, req.caller, req.params.key) }),
  );

  r.put(
    '/api/v1/explore/form_data/:key',
    {
      config: formWrite,
      schema: {
        tags,
        params: ExploreFormDataKeySchema,
        querystring: ExploreFormDataTabSchema,
        body: ExploreFormDataWriteSchema,
        response: { 200: Key },
      },
    },
    async (req) => ({
      key: await updateFormData(db, req.caller, req.params.key, req.body, req.query.tab_id),
    }),
  );

  r.delete(
    '/api/v1/explore/form_data/:key',
    {
      config: formWrite,
      schema: { tags, params: ExploreFormDataKeySchema, response: { 200: Message } },
    },
    async (req) => {
      await deleteFormData(db, req.caller, req.params.key);
      return { message: 'Deleted successfully' };
    },
  );
};
