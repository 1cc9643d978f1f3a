import type { FastifyInstance } from 'fastify';

/** One registered route as the access matrix and the fuzz test see it. */
export interface RouteRow {
  method: string;
  url: string;
  permission: readonly [string, string] | null;
  public: boolean;
}

const tables = new WeakMap<FastifyInstance, RouteRow[]>();

/**
 * Records every route registered after this call, so tests can walk the whole API and fail when a
 * route is added without an access expectation. HEAD twins of GET routes are left out: Fastify adds
 * them itself and they answer exactly like their GET.
 */
export const recordRoutes = (app: FastifyInstance): void => {
  const rows: RouteRow[] = [];
  tables.set(app, rows);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { permission?: readonly [string, string]; public?: boolean };
    for (const method of methods) {
      if (method === 'HEAD') continue;
      rows.push({ method, url: route.url, permission: config.permission ?? null, public: config.public === true });
    }
  });
};

/** The routes recorded on `app` (empty when recordRoutes was not called before registering them). */
export const routeTable = (app: FastifyInstance): readonly RouteRow[] => tables.get(app) ?? [];
