import { ChartIdListSchema, FavoriteStatusSchema, IdParamSchema, parseRisonQuery } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { registerListMetaRoutes } from './list-meta.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import { CHART_FAVORITES } from '../services/chart/chart-favorites.js';
import { favoriteStatus, markFavorite } from '../services/shared/favorites.js';
import { chartListResource } from '../services/chart/chart-list-resource.js';
import { accessibleDatasets } from '../services/shared/visibility.js';

const tags = ['Charts'];
const Ok = z.object({ result: z.literal('OK') });

/** Superset's ChartRestApi helpers: `_info`, related users, distinct values and favourites. */
export const chartMetaRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'Chart'] } as const;

  registerListMetaRoutes(app, db, {
    base: '/api/v1/chart',
    view: 'Chart',
    tags,
    resource: chartListResource,
    relatedColumns: ['owners', 'created_by', 'changed_by', 'last_saved_by'],
    distinctCtx: async (req) => ({ caller: req.caller, access: await accessibleDatasets(db, req.caller) }),
  });

  r.get(
    '/api/v1/chart/favorite_status/',
    {
      config: read,
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: FavoriteStatusSchema } },
    },
    async (req) => {
      const ids = parseRisonQuery(ChartIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      return { result: await favoriteStatus(db, req.caller, CHART_FAVORITES, ids.value) };
    },
  );

  // Superset grants favourites with can_read: marking a chart is not editing it.
  r.post(
    '/api/v1/chart/:pk/favorites/',
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Ok } } },
    async (req) => {
      await markFavorite(db, req.caller, CHART_FAVORITES, req.params.pk, true);
      return { result: 'OK' as const };
    },
  );

  r.delete(
    '/api/v1/chart/:pk/favorites/',
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Ok } } },
    async (req) => {
      await markFavorite(db, req.caller, CHART_FAVORITES, req.params.pk, false);
      return { result: 'OK' as const };
    },
  );
};
