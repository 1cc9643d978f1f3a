import {
  ChartIdListSchema,
  FavoriteStatusSchema,
  FavstarCountSchema,
  IdParamSchema,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { registerListMetaRoutes } from './list-meta.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import { CHART_FAVORITES } from '../services/chart/chart-favorites.js';
import { DASHBOARD_FAVORITES } from '../services/dashboard/dashboard-favorites.js';
import { favoriteStatus, favstar, markFavorite } from '../services/shared/favorites.js';
import { dashboardListResource } from '../services/dashboard/dashboard-list-resource.js';
import { relatedRoles } from '../services/shared/list/related-named.js';

const tags = ['Dashboards'];
const Ok = z.object({ result: z.literal('OK') });
const FavstarParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  action: z.enum(['select', 'unselect', 'count']),
});

/** Superset's DashboardRestApi helpers: `_info`, related, distinct, favourites, the legacy favstar and page paths. */
export const dashboardMetaRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'Dashboard'] } as const;

  registerListMetaRoutes(app, db, {
    base: '/api/v1/dashboard',
    view: 'Dashboard',
    tags,
    resource: dashboardListResource,
    relatedColumns: ['owners', 'created_by', 'changed_by', 'roles'],
    related: (column, q) => (column === 'roles' ? relatedRoles(db, q) : null),
    distinctCtx: (req) => ({ caller: req.caller, readableDatasetIds: null }),
  });

  r.get(
    '/api/v1/dashboard/favorite_status/',
    { config: read, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: FavoriteStatusSchema } } },
    async (req) => {
      const ids = parseRisonQuery(ChartIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      return { result: await favoriteStatus(db, req.caller, DASHBOARD_FAVORITES, ids.value) };
    },
  );

  // Superset grants favourites with can_read: marking a dashboard is not editing it.
  for (const [method, on] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    r[method](
      '/api/v1/dashboard/:pk/favorites/',
      { config: read, schema: { tags, params: IdParamSchema, response: { 200: Ok } } },
      async (req) => {
        await markFavorite(db, req.caller, DASHBOARD_FAVORITES, req.params.pk, on);
        return { result: 'OK' as const };
      },
    );
  }

  // Superset's dashboard pages moved under /tessera; old links (emails, wikis, bookmarks) keep working.
  const queryOf = (url: string): string => {
    const i = url.indexOf('?');
    return i === -1 ? '' : url.slice(i);
  };
  const Page = z.object({ idOrSlug: z.string().min(1).max(255) });
  const Permalink = z.object({ key: z.string().min(1).max(64) });
  r.get('/superset/dashboard/:idOrSlug/', { schema: { hide: true, params: Page } }, async (req, reply) =>
    reply.redirect(`/tessera/dashboard/${encodeURIComponent(req.params.idOrSlug)}/${queryOf(req.url)}`, 302),
  );
  r.get('/superset/dashboard/p/:key/', { schema: { hide: true, params: Permalink } }, async (req, reply) =>
    reply.redirect(`/tessera/dashboard/p/${encodeURIComponent(req.params.key)}/${queryOf(req.url)}`, 302),
  );

  // The legacy star toggles of Superset's views, under both the Tessera and the Superset prefix.
  const classes = [
    ['Dashboard', 'dashboard', 'Dashboard'],
    ['slice', 'chart', 'Chart'],
    ['Slice', 'chart', 'Chart'],
  ] as const;
  for (const prefix of ['tessera', 'superset']) {
    for (const [className, kind, view] of classes) {
      r.get(
        `/${prefix}/favstar/${className}/:id/:action/`,
        {
          config: { permission: ['can_read', view] },
          schema: { tags, params: FavstarParams, response: { 200: FavstarCountSchema } },
        },
        async (req) => {
          const { id, action } = req.params;
          return favstar(db, req.caller, kind === 'dashboard' ? DASHBOARD_FAVORITES : CHART_FAVORITES, id, action);
        },
      );
    }
  }
};
