import { timingSafeEqual } from 'node:crypto';

export interface MetricsRequest {
  authorization: string | undefined;
  /** The TCP peer, never X-Forwarded-For: a client must not talk its way onto loopback. */
  remoteAddress: string | undefined;
  /** Whether a proxy forwarded the request (it then came from outside whatever the peer). */
  forwarded: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Who may read `/metrics`. Grafana serves its metrics openly unless basic auth is configured; route
 * names, error rates and queue depths still say more about a deployment than an outsider should
 * see, so here: with METRICS_TOKEN set, whoever sends it as a bearer token; without it, only a
 * scraper on the same machine (loopback, not through the proxy).
 */
export const mayReadMetrics = (token: string | null, req: MetricsRequest): boolean => {
  if (token) {
    const sent = req.authorization?.startsWith('Bearer ') ? req.authorization.slice(7).trim() : '';
    return sameSecret(sent, token);
  }
  return !req.forwarded && LOOPBACK.has(req.remoteAddress ?? '');
};
