import {
  ChartIdListSchema,
  FavoriteStatusSchema,
  IdParamSchema,
  InfoQuerySchema,
  InfoResponseSchema,
  RelatedQuerySchema,
  RelatedResponseSchema,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../lib/http-error.js';
import { accessibleDatasets } from '../services/chart-access.js';
import { addFavorite, favoriteStatus, removeFavorite } from '../services/chart-favorites.js';
import { chartListResource } from '../services/chart-list-resource.js';
import { permissionsOn } from '../services/chart-service.js';
import { callerOf } from '../services/dataset-owners.js';
import { relatedUsers } from '../services/list/related-users.js';
import { filtersInfo, runDistinct } from '../services/list/run-list.js';
import { RisonQuerystringSchema } from './datasets.js';
import type { RouteModule } from './types.js';

const tags = ['Charts'];
const Ok = z.object({ result: z.literal('OK') });
const RelatedParams = z.object({ column: z.enum(['owners', 'created_by', 'changed_by', 'last_saved_by']) });
const DistinctParams = z.object({ column: z.string().min(1).max(64) });

/** Superset's ChartRestApi helpers: `_info`, related users, distinct values and favourites. */
export const chartMetaRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'Chart'] } as const;

  r.get(
    '/api/v1/chart/_info',
    { config: read, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: InfoResponseSchema } } },
    async (req) => {
      const q = parseRisonQuery(InfoQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      const keys = new Set(q.value.keys ?? ['permissions', 'filters']);
      return {
        ...(keys.has('permissions') && { permissions: permissionsOn(req.auth.pairs, 'Chart') }),
        ...(keys.has('filters') && { filters: filtersInfo(chartListResource) }),
      };
    },
  );

  r.get(
    '/api/v1/chart/related/:column',
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
    '/api/v1/chart/distinct/:column',
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
      const caller = callerOf(req.auth);
      const access = await accessibleDatasets(db, caller);
      return runDistinct(db, chartListResource, req.params.column, q.value, { userId: caller.userId, access });
    },
  );

  r.get(
    '/api/v1/chart/favorite_status/',
    {
      config: read,
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: FavoriteStatusSchema } },
    },
    async (req) => {
      const ids = parseRisonQuery(ChartIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      return { result: await favoriteStatus(db, callerOf(req.auth), ids.value) };
    },
  );

  // Superset grants favourites with can_read: marking a chart is not editing it.
  r.post(
    '/api/v1/chart/:pk/favorites/',
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Ok } } },
    async (req) => {
      await addFavorite(db, callerOf(req.auth), req.params.pk);
      return { result: 'OK' as const };
    },
  );

  r.delete(
    '/api/v1/chart/:pk/favorites/',
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Ok } } },
    async (req) => {
      await removeFavorite(db, callerOf(req.auth), req.params.pk);
      return { result: 'OK' as const };
    },
  );
};
