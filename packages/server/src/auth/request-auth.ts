import { makeCaller, makeGuestCaller, PermissionSet, type Caller } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/http-error.js';
import type { GuestTokenConfig } from '../config.js';
import type { AuthUser, RequestAuth, RequestIdentity } from './caller.js';
import { resolveGuestGrant } from './guest-grant.js';
import { guestHasPermission, isGuestRoute } from './guest-routes.js';
import { verifyGuestToken } from './guest-token.js';
import { verifyJwt } from './jwt.js';
import { loadPrincipal, principal, publicPrincipal, type PrincipalSource } from './principal.js';
import type { SessionStore } from './session-store.js';

export const SESSION_COOKIE = 'tessera_session';
export const CSRF_HEADER = 'x-csrftoken';
/** Superset's GUEST_TOKEN_HEADER_NAME: the embedded page sends its guest token in it. */
export const GUEST_TOKEN_HEADER = 'x-guesttoken';

declare module 'fastify' {
  interface FastifyRequest {
    /** How the request authenticated (session, token or nobody). */
    auth: RequestAuth;
    /** Who is asking, built once per request (memoised with the principal). */
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** Routes that must work for anonymous callers and skip CSRF (sign-in, setup). */
    public?: boolean;
    /** The (permission, view) the caller needs; checked before the body is validated. */
    permission?: readonly [permission: string, viewMenu: string];
    /** A POST that only reads (chart data, samples, connection tests): it keeps the metadata memos. */
    readOnly?: boolean;
    /**
     * A browser form post (Superset's SQL Lab hand-off) carries the CSRF token in this form field,
     * as Superset's server-rendered forms do, instead of the header.
     */
    csrfFormField?: string;
  }
}

const ANONYMOUS: RequestAuth = { user: null, via: 'anonymous', sessionToken: null, csrfToken: null };
/** Who pages and assets are served to: nobody, with no grants (they resolve no caller). */
const NOBODY: Caller = makeCaller(null, [], new PermissionSet([]));

const AUTH_PAGES = new Set(['/login/', '/logout/']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What request authentication needs of the process context (AppContext provides it). */
export interface AuthContext extends PrincipalSource {
  keys: { jwt: Buffer };
  config: { guestToken: GuestTokenConfig };
  sessions: SessionStore;
  memo: PrincipalSource['memo'] & { clear: () => void };
}

/**
 * The caller of a request (bearer token, session cookie, else the public role). Pages are served
 * without a caller; the dashboard page resolves one itself to inline what that caller may read.
 */
export const resolveRequestAuth = async (ctx: AuthContext, req: FastifyRequest): Promise<RequestIdentity> => {
  const guestToken = req.headers[GUEST_TOKEN_HEADER];
  if (typeof guestToken === 'string' && !req.routeOptions.config.public) {
    const resources = await verifyGuestToken(ctx.meta.db, ctx.config.guestToken, guestToken.trim());
    if (!resources) throw unauthorized('Guest token is invalid, expired or revoked');
    const caller = makeGuestCaller(await resolveGuestGrant(ctx.meta.db, resources));
    return { auth: { user: null, via: 'guest', sessionToken: null, csrfToken: null }, caller };
  }
  const header = req.headers.authorization;
  // Public routes (the refresh endpoint reads its own refresh token) never fail on a bearer.
  if (header?.startsWith('Bearer ') && !req.routeOptions.config.public) {
    const claims = verifyJwt(ctx.keys.jwt, header.slice(7).trim());
    const p = claims?.type === 'access' ? await principal(ctx, Number(claims.sub)) : null;
    if (!p?.user) throw unauthorized('Token is invalid or has expired');
    return { auth: { user: p.user, via: 'token', sessionToken: null, csrfToken: null }, caller: p.caller };
  }
  const token = req.cookies[SESSION_COOKIE];
  if (token) {
    const session = await ctx.sessions.get(token);
    const p = session ? await principal(ctx, session.userId) : null;
    if (session && p?.user) {
      return {
        auth: { user: p.user, via: 'session', sessionToken: token, csrfToken: session.csrfToken },
        caller: p.caller,
      };
    }
  }
  const pub = await publicPrincipal(ctx);
  return { auth: ANONYMOUS, caller: pub?.caller ?? NOBODY };
};

/** The caller of a user acting outside a request (async jobs, reports, the CLI); never memoised. */
export const callerForUser = async (ctx: Pick<AuthContext, 'meta'>, userId: number): Promise<Caller | null> =>
  (await loadPrincipal(ctx.meta.db, userId))?.caller ?? null;

/** A string field of a parsed form body, when the route names one. */
const formField = (body: unknown, field: string | undefined): string | undefined => {
  if (field === undefined || typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
};

/** Resolves the caller for every API request and enforces CSRF on cookie-authenticated writes. */
export const registerRequestAuth = (app: FastifyInstance, ctx: AuthContext): void => {
  app.decorateRequest('auth', null as unknown as RequestAuth);
  app.decorateRequest('caller', null as unknown as Caller);
  // Any write may change users, grants or datasets: drop this process's memos once it is done.
  app.addHook('onResponse', async (req) => {
    if (!SAFE_METHODS.has(req.method) && !req.routeOptions.config.readOnly) ctx.memo.clear();
  });
  // preValidation: the caller is known (and CSRF checked) before the body is looked at.
  app.addHook('preValidation', async (req: FastifyRequest, _reply: FastifyReply) => {
    const route = req.routeOptions.url ?? '';
    // Pages and assets need no caller; legacy non-/api routes declare a permission and do.
    if (!route.startsWith('/api/') && !AUTH_PAGES.has(route) && !req.routeOptions.config.permission) {
      req.auth = ANONYMOUS;
      req.caller = NOBODY;
      return;
    }
    const identity = await resolveRequestAuth(ctx, req);
    req.auth = identity.auth;
    req.caller = identity.caller;
    const { permission, public: isPublic } = req.routeOptions.config;
    if (req.caller.embed) {
      // A guest reaches only the embedded page's routes, each of which checks the grant.
      if (!isGuestRoute(req.method, route)) throw forbidden('Guest user cannot access this resource');
      return;
    }
    if (permission) requirePermission(req, permission[0], permission[1]);
    if (req.auth.via !== 'session' || SAFE_METHODS.has(req.method) || isPublic) return;
    const sent = req.headers[CSRF_HEADER] ?? formField(req.body, req.routeOptions.config.csrfFormField);
    if (typeof sent !== 'string' || sent !== req.auth.csrfToken) {
      throw forbidden('The CSRF token is missing or invalid');
    }
  });
};

/** Anonymous callers get 401 so clients know to sign in; signed-in callers get 403. */
export const requirePermission = (req: FastifyRequest, permission: string, viewMenu: string): void => {
  const { embed } = req.caller;
  if (embed) {
    if (guestHasPermission(embed, permission, viewMenu)) return;
    throw forbidden(`Guest user does not have permission ${permission} on ${viewMenu}`);
  }
  if (req.caller.perms.has(permission, viewMenu)) return;
  if (!req.auth.user) throw unauthorized();
  throw forbidden(`You do not have permission ${permission} on ${viewMenu}`);
};

export const requireUser = (req: FastifyRequest): AuthUser => {
  if (!req.auth.user) throw unauthorized();
  return req.auth.user;
};
