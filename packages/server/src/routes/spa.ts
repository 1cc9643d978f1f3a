import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { COMMON_CONF_ELEMENT_ID, DASHBOARD_BOOTSTRAP_ELEMENT_ID } from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveRequestAuth } from '../auth/request-auth.js';
import type { AppContext } from '../context.js';
import { jsonScriptElement } from '../http/html-json.js';
import { registerEmbeddedPage } from './embedded-page.js';
import { loadSpaHtml, type SpaHtml } from '../http/spa-html.js';
import { dashboardBootstrap } from '../services/dashboard/dashboard-bootstrap.js';
import {
  prefetchFirstViewport,
  type FirstViewportPrefetchDeps,
} from '../services/dashboard/first-viewport-prefetch.js';

/** `/tessera/dashboard/{id or slug}/` (not a permalink, `/p/{key}/`, which has one more segment). */
const DASHBOARD_PAGE = /^\/tessera\/dashboard\/([^/]+)\/?$/;

/**
 * The source modules the dashboard route loads before its first chart (the chart-type loader the
 * route's loader calls first, the shell, the page and the hydration queries; bench/bundle-size.ts
 * measures the same pages): preloaded from the HTML instead of discovered one import after
 * another once the entry has run.
 */
const DASHBOARD_PAGE_MODULES = [
  'src/charts/use-chart-plugin.ts',
  'src/app/shell/dashboard-shell.tsx',
  'src/app/shell/app-layout.tsx',
  'src/pages/dashboard/dashboard-page.tsx',
  'src/features/dashboard/dashboard-queries.ts',
];

const idOrSlugOf = (url: string): string | null => {
  const match = DASHBOARD_PAGE.exec(url.split('?')[0] ?? '');
  if (match?.[1] === undefined) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
};

/**
 * A dashboard's HTML: index.html with what the caller may read of the dashboard inlined (see
 * dashboardBootstrap) and its route's chunks preloaded; the first screen's queries start now.
 * Without a bootstrap (signed out, no access, unknown dashboard) it is plain index.html, and the
 * page finds out through the API as any other route would.
 */
const dashboardHtml = async (
  ctx: AppContext,
  spa: SpaHtml,
  prefetch: FirstViewportPrefetchDeps,
  req: FastifyRequest,
  idOrSlug: string,
): Promise<string> => {
  const identity = await resolveRequestAuth(ctx, req);
  const bootstrap = await dashboardBootstrap(ctx.meta.db, identity, idOrSlug);
  const common = commonConfElement(ctx);
  if (bootstrap === null) return spa.render(common);
  prefetchFirstViewport(prefetch, identity.caller, bootstrap, new URLSearchParams(req.url.split('?')[1] ?? ''));
  // The chunks of the chart types it shows too (the web build names them), so they download
  // beside the page's instead of after its first render.
  const charts = spa.chartSources(bootstrap.charts.map((chart) => chart.viz_type));
  const preloads = spa.modulePreloads([...DASHBOARD_PAGE_MODULES, ...charts]);
  return spa.render(`${common}\n${preloads}\n${jsonScriptElement(DASHBOARD_BOOTSTRAP_ELEMENT_ID, bootstrap)}`);
};

/** The server settings every page carries (Superset's bootstrap `common.conf`). */
const commonConfElement = (ctx: AppContext): string => jsonScriptElement(COMMON_CONF_ELEMENT_ID, ctx.config.common);

/** Serves the built SPA; unknown non-API GETs get index.html so client routes deep-link. */
export const registerSpa = async (
  app: FastifyInstance,
  ctx: AppContext,
  prefetch: FirstViewportPrefetchDeps,
): Promise<void> => {
  const dist = ctx.config.webDist;
  const hasDist = existsSync(join(dist, 'index.html'));
  const spa = hasDist ? loadSpaHtml(dist) : null;
  if (hasDist) await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, cacheControl: false });
  registerEmbeddedPage(app, ctx, spa);
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url.startsWith('/api/');
    if (req.method === 'GET' && !isApi && spa !== null) {
      const idOrSlug = idOrSlugOf(req.url);
      if (idOrSlug !== null) {
        try {
          const html = await dashboardHtml(ctx, spa, prefetch, req, idOrSlug);
          // The page holds the caller's own data: never kept by a shared cache or for another session.
          return reply.header('cache-control', 'no-store').header('vary', 'Cookie').type('text/html').send(html);
        } catch (err) {
          req.log.error({ err }, 'dashboard page bootstrap failed');
        }
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(spa.render(commonConfElement(ctx)));
    }
    return reply.code(404).send({ message: isApi ? `Not found: ${req.method} ${req.url.split('?')[0]}` : 'Not found' });
  });
  if (hasDist) {
    app.addHook('onSend', async (req, reply) => {
      // Vite's hashed assets never change; cache them for a year.
      if (req.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }
};
