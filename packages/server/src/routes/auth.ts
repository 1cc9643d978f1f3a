import { LoginRequestSchema, SetupRequestSchema, SetupStatusSchema, TokenResponseSchema } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE, requireUser } from '../auth/request-auth.js';
import type { AppContext } from '../context.js';
import { unauthorized } from '../http/http-error.js';
import type { RouteModule } from './route-module.js';
import {
  authenticate,
  createFirstAdmin,
  issueTokens,
  needsSetup,
  refreshAccessToken,
} from '../services/security/auth-service.js';
import { getMe } from '../services/security/me-service.js';

/**
 * A new session id at every sign-in, and the one the browser came with (if any) ended, so an id
 * planted before sign-in never becomes a signed-in session (session fixation).
 */
const startSession = async (
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> => {
  const previous = req.cookies[SESSION_COOKIE];
  if (previous) await ctx.sessions.destroy(previous);
  const { token } = await ctx.sessions.create(userId);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Behind a TLS-terminating proxy (TRUST_PROXY) the forwarded protocol says https.
    secure: ctx.config.secureCookies || req.protocol === 'https',
    maxAge: ctx.config.sessionTtlSeconds,
  });
};

const WebLoginSchema = LoginRequestSchema.pick({ username: true, password: true });
const RefreshHeaderSchema = z.object({
  authorization: z.string().startsWith('Bearer ', 'Expected a Bearer refresh token'),
});

export const authRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/login/', { config: { public: true }, schema: { body: WebLoginSchema, hide: true } }, async (req, reply) => {
    const userId = await authenticate(ctx, req.body.username, req.body.password, req.ip);
    await startSession(ctx, req, reply, userId);
    return { result: await getMe(ctx.meta.db, userId) };
  });

  const endSession = async (token: string | null, reply: FastifyReply) => {
    if (token) await ctx.sessions.destroy(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  };

  r.get('/logout/', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    await endSession(req.auth.sessionToken, reply);
    return reply.redirect('/login/');
  });

  r.post('/api/v1/security/logout', { schema: { tags: ['Security'] } }, async (req, reply) => {
    await endSession(req.auth.sessionToken, reply);
    return { message: 'OK' };
  });

  r.post(
    '/api/v1/security/login',
    {
      config: { public: true },
      schema: { tags: ['Security'], body: LoginRequestSchema, response: { 200: TokenResponseSchema } },
    },
    async (req) => {
      const userId = await authenticate(ctx, req.body.username, req.body.password, req.ip);
      return issueTokens(ctx, userId, req.body.refresh ?? true);
    },
  );

  r.post(
    '/api/v1/security/refresh',
    {
      config: { public: true },
      schema: { tags: ['Security'], headers: RefreshHeaderSchema, response: { 200: TokenResponseSchema } },
    },
    async (req) => refreshAccessToken(ctx, req.headers.authorization.slice(7).trim()),
  );

  r.get('/api/v1/security/csrf_token/', { schema: { tags: ['Security'] } }, async (req) => {
    requireUser(req);
    if (!req.auth.csrfToken && req.auth.via === 'session') throw unauthorized();
    // Token-authenticated clients need no CSRF token; they get an empty one so scripts keep working.
    return { result: req.auth.csrfToken ?? '' };
  });

  r.get(
    '/api/v1/setup/status',
    { config: { public: true }, schema: { tags: ['Security'], response: { 200: SetupStatusSchema } } },
    async (req) => ({ needs_setup: await needsSetup(ctx), signed_in: req.auth.via !== 'anonymous' }),
  );

  r.post(
    '/api/v1/setup/',
    { config: { public: true }, schema: { tags: ['Security'], body: SetupRequestSchema } },
    async (req, reply) => {
      const userId = await createFirstAdmin(ctx, req.body);
      await startSession(ctx, req, reply, userId);
      return reply.code(201).send({ result: await getMe(ctx.meta.db, userId) });
    },
  );
};
