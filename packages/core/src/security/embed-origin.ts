/**
 * Which pages may frame an embedded dashboard, without any schema: the SPA's entry reads these
 * before anything else loads (the host's port can arrive first), so they must not pull zod in.
 */

const ORIGIN = /^(https?):\/\/([^/?#\s@]+)/i;
const DEFAULT_PORTS: Record<string, string> = { http: ':80', https: ':443' };

/**
 * The origin (scheme://host[:port], lower-cased, default port dropped) of a URL such as a Referer
 * header, or null when it is missing or not an http(s) URL. Core has no URL class: parsed here.
 */
export const originOf = (url: string | undefined): string | null => {
  const match = url ? ORIGIN.exec(url) : null;
  if (!match) return null;
  const scheme = (match[1] as string).toLowerCase();
  const host = (match[2] as string).toLowerCase();
  const port = DEFAULT_PORTS[scheme] as string;
  return `${scheme}://${host.endsWith(port) ? host.slice(0, -port.length) : host}`;
};

/**
 * Whether an origin may frame an embedded dashboard. Unlike Superset, where an empty list allows
 * any origin, an empty list here refuses every one.
 */
export const isAllowedOrigin = (allowed: readonly string[], origin: string | null): boolean =>
  origin !== null && allowed.some((domain) => originOf(domain) === origin);

/** The JSON element the server inlines into `/embedded/{uuid}` for the page. */
export const EMBEDDED_INFO_ELEMENT_ID = 'tessera-embedded';

/** What the embedded page is told: which dashboard, and which origins may frame it and talk to it. */
export interface EmbeddedInfo {
  uuid: string;
  dashboardId: number;
  allowedDomains: string[];
}
