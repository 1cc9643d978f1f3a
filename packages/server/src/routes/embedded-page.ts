import {
  COMMON_CONF_ELEMENT_ID,
  EMBEDDED_INFO_ELEMENT_ID,
  isAllowedOrigin,
  mapTileOrigin,
  originOf,
  type EmbeddedInfo,
} from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { jsonScriptElement } from '../http/html-json.js';
import { cspHeader, cspWithTiles, type CspDirectives } from '../http/security-headers.js';
import type { SpaHtml } from '../http/spa-html.js';
import { findEmbeddedByUuid } from '../services/embedded/embedded-dashboard-service.js';

/** The embedded route's own chunk: the page, without the signed-in shell (see src/app/router.tsx). */
const EMBEDDED_PAGE_MODULES = ['src/charts/use-chart-plugin.ts', 'src/pages/embedded/embedded-page.tsx'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The app's strict policy with frame-ancestors set to the embedding's origins ('none' when there
 * are none, which refuses every frame).
 */
const embeddedCsp = (base: CspDirectives, domains: readonly string[]): string => {
  const origins = [...new Set(domains.map((d) => originOf(d)).filter((o): o is string => o !== null))];
  return cspHeader(base, { 'frame-ancestors': origins.length === 0 ? ["'none'"] : origins });
};

/**
 * `/embedded/{uuid}` (Superset's EmbeddedView): served only inside a frame of an allowed domain,
 * judged by the Referer's origin and, when the browser sends it, `Sec-Fetch-Dest: iframe`. Unlike
 * Superset an empty list allows nobody. The CSP's frame-ancestors makes the browser enforce the
 * same list for the page itself. The page is told its dashboard and domains; the data comes with
 * the guest token.
 */
export const registerEmbeddedPage = (app: FastifyInstance, ctx: AppContext, spa: SpaHtml | null): void => {
  const base = cspWithTiles(mapTileOrigin(ctx.config.common.MAP_TILE_URL));
  app.get<{ Params: { uuid: string } }>('/embedded/:uuid', { schema: { hide: true } }, async (req, reply) => {
    const { uuid } = req.params;
    const embedded = UUID.test(uuid) ? await findEmbeddedByUuid(ctx.meta.db, uuid) : null;
    if (!embedded) return reply.code(404).type('text/plain').send('Embedded dashboard not found');
    const dest = req.headers['sec-fetch-dest'];
    const framed = dest === undefined || dest === 'iframe';
    if (!framed || !isAllowedOrigin(embedded.allowedDomains, originOf(req.headers.referer))) {
      return reply.code(403).type('text/plain').send('This origin may not embed this dashboard');
    }
    if (spa === null) return reply.code(404).type('text/plain').send('Not found');
    const info: EmbeddedInfo = {
      uuid: embedded.uuid,
      dashboardId: embedded.dashboardId,
      allowedDomains: embedded.allowedDomains,
    };
    // The server's settings too (the maps' tiles, refresh intervals), as every other page carries them.
    const html = spa.render(
      [
        spa.modulePreloads(EMBEDDED_PAGE_MODULES),
        jsonScriptElement(EMBEDDED_INFO_ELEMENT_ID, info),
        jsonScriptElement(COMMON_CONF_ELEMENT_ID, ctx.config.common),
      ].join('\n'),
    );
    return reply
      .header('content-security-policy', embeddedCsp(base, embedded.allowedDomains))
      .header('cache-control', 'no-store')
      .header('vary', 'Referer')
      .type('text/html')
      .send(html);
  });
};
