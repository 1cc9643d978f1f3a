import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * The endpoints that make an analytics database, the renderer or the importer work: chart data,
 * SQL Lab runs and results, exports and downloads, imports. Matched on the route pattern.
 */
const HEAVY: readonly RegExp[] = [
  /^\/api\/v1\/chart\/(data|:pk\/data)/,
  /^\/api\/v1\/sqllab\/(execute|results|export|estimate)/,
  /\/export\/?$/,
  /\/import\/?$/,
  /download/,
];
const SIGN_IN = new Set(['/login/', '/api/v1/security/login']);

/** Where the counters live in Redis: `tessera:rate-limit:<limit>:<caller>`. */
export const RATE_LIMIT_PREFIX = 'tessera:rate-limit:';

export interface RateLimitSettings {
  /** Requests per minute per signed-in user (per IP for anonymous callers); 0 turns the limits off. */
  heavyPerMinute: number;
  /** Sign-in attempts per minute per IP, whatever their outcome. */
  signInPerMinute: number;
}

type Limit = ReturnType<FastifyInstance['createRateLimit']>;

const TOO_MANY = 'Too many requests; try again in a moment';

/** Runs every limit of the route (each counts); the first exceeded one answers 429 with Retry-After. */
const enforce =
  (limits: readonly Limit[]) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limit of limits) {
      const result = await limit(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new HttpError(429, TOO_MANY, 'RATE_LIMITED', { retry_after: result.ttlInSeconds });
      }
    }
  };

const appendPreHandler = (route: RouteOptions, hook: ReturnType<typeof enforce>): void => {
  const existing = route.preHandler;
  route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook];
};

/**
 * Puts @fastify/rate-limit's counters (registered with `global: false`, in Redis when configured)
 * on the heavy routes and sign-in as they are declared, so this must run before the routes are.
 * Heavy routes count per caller (user, or IP when anonymous) and per IP (four callers' worth, so
 * a shared office address is not one user), once the caller is known (preHandler). Sign-in counts
 * attempts per IP against floods; the per-account lockout after repeated failures stays with the
 * sign-in service, because it counts failures only and clears them on success, which a request
 * counter cannot express.
 */
export const applyRateLimits = (app: FastifyInstance, settings: RateLimitSettings): void => {
  // Every counter of the plugin shares one store: the keys carry the limit's name.
  const limit = (max: number, key: (req: FastifyRequest) => string): Limit =>
    app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
  const signIn = enforce([limit(settings.signInPerMinute, (r) => `sign-in:${r.ip}`)]);
  const heavy =
    settings.heavyPerMinute > 0
      ? enforce([
          limit(settings.heavyPerMinute * 4, (r) => `heavy-ip:${r.ip}`),
          limit(settings.heavyPerMinute, (r) =>
            r.auth?.user ? `heavy-user:${r.auth.user.id}` : `heavy-anonymous:${r.ip}`,
          ),
        ])
      : null;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('POST') && SIGN_IN.has(route.url)) appendPreHandler(route, signIn);
    else if (heavy && HEAVY.some((re) => re.test(route.url))) appendPreHandler(route, heavy);
  });
};
