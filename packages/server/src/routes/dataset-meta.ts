import {
  InfoQuerySchema,
  InfoResponseSchema,
  RelatedQuerySchema,
  RelatedResponseSchema,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../lib/http-error.js';
import { permissionsOn } from '../services/chart-service.js';
import { datasetListCtx, datasetListResource } from '../services/dataset-list-resource.js';
import { relatedDatabases } from '../services/dataset-related.js';
import { relatedUsers } from '../services/list/related-users.js';
import { filtersInfo, runDistinct } from '../services/list/run-list.js';
import { RisonQuerystringSchema } from './datasets.js';
import type { RouteModule } from './types.js';

const tags = ['Datasets'];
const RelatedParams = z.object({ column: z.enum(['owners', 'created_by', 'changed_by', 'database']) });
const DistinctParams = z.object({ column: z.string().min(1).max(64) });

/** Superset's DatasetRestApi helpers for the list page: `_info`, related users and databases, distinct values. */
export const datasetMetaRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'Dataset'] } as const;

  r.get(
    '/api/v1/dataset/_info',
    { config: read, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: InfoResponseSchema } } },
    async (req) => {
      const q = parseRisonQuery(InfoQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      const keys = new Set(q.value.keys ?? ['permissions', 'filters']);
      return {
        ...(keys.has('permissions') && { permissions: permissionsOn(req.auth.pairs, 'Dataset') }),
        ...(keys.has('filters') && { filters: filtersInfo(datasetListResource) }),
      };
    },
  );

  r.get(
    '/api/v1/dataset/related/:column',
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
      if (req.params.column === 'database') return relatedDatabases(db, q.value, datasetListCtx(req.auth));
      return relatedUsers(db, q.value);
    },
  );

  r.get(
    '/api/v1/dataset/distinct/:column',
    {
      config: read,
      schema: {
        tags,
        params: DistinctParams,
        querystring: RisonQuerystringSchema,
        response: { 200: RelatedResponseSchema },
      },
    },
    async (req) => {
      const q = parseRisonQuery(RelatedQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return runDistinct(db, datasetListResource, req.params.column, q.value, datasetListCtx(req.auth));
    },
  );
};
