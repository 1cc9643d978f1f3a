import type { FastifyHelmetOptions } from '@fastify/helmet';

export type CspDirectives = Record<string, string[]>;

/**
 * The strict policy every page is served with: scripts only from this origin (no inline script,
 * no eval; the dashboard bootstrap is JSON in a non-executable `<script type="application/json">`),
 * nothing framed from elsewhere. Styles allow 'unsafe-inline' because Mantine writes its CSS
 * variables into a `<style>` element at run time and ECharts positions with style attributes;
 * neither runs code.
 */
export const BASE_CSP: Readonly<CspDirectives> = Object.freeze({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Like Superset's default TALISMAN_CONFIG, images from other origins (in Markdown) are not loaded.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
});

/**
 * The base policy with the remote map tiles' origin allowed, when an admin set MAP_TILE_URL (issue E):
 * images and fetches from that one host, and only then.
 */
export const cspWithTiles = (mapTileOrigin: string | null): CspDirectives =>
  mapTileOrigin === null
    ? { ...BASE_CSP }
    : {
        ...BASE_CSP,
        'img-src': [...(BASE_CSP['img-src'] ?? []), mapTileOrigin],
        'connect-src': [...(BASE_CSP['connect-src'] ?? []), mapTileOrigin],
      };

/**
 * The policy with DYNAMIC_PLUGINS_ALLOWED_HOSTS allowed to serve scripts (Superset's bundles from a
 * CDN), and only when set: with none, a plugin bundle must come from this origin. The bundle's own
 * fetches (its chunks) go to the same hosts.
 */
export const cspWithPluginHosts = (base: CspDirectives, hosts: readonly string[]): CspDirectives =>
  hosts.length === 0
    ? base
    : {
        ...base,
        'script-src': [...(base['script-src'] ?? []), ...hosts],
        'connect-src': [...(base['connect-src'] ?? []), ...hosts],
      };

/**
 * The base policy with some directives replaced, for a route that needs its own (the embedded
 * dashboard sets `frame-ancestors` to the embedding's allowed domains):
 * `app.get(url, { helmet: cspFor(base, { 'frame-ancestors': domains }) }, handler)`.
 */
export const cspFor = (base: CspDirectives, overrides: CspDirectives): FastifyHelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: { ...base, ...overrides } },
  // X-Frame-Options cannot name several origins; frame-ancestors above decides framing.
  frameguard: false,
});

/**
 * The base policy with some directives replaced, as a header value, for an answer whose
 * directives depend on the request (the embedded dashboard's allowed domains are per embedding).
 */
export const cspHeader = (base: CspDirectives, overrides: CspDirectives): string =>
  Object.entries({ ...base, ...overrides })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/** @fastify/helmet's options for the whole app: the base policy and helmet's other headers. */
export const helmetOptions = (base: CspDirectives): FastifyHelmetOptions => ({ global: true, ...cspFor(base, {}) });
