import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { mapTileOrigin } from '@tessera/core';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerRequestAuth } from './auth/request-auth.js';
import type { AppContext } from './context.js';
import { registerErrorHandler } from './http/error-handler.js';
import { redisRateLimitStore } from './http/rate-limit-store.js';
import { applyRateLimits, RATE_LIMIT_PREFIX } from './http/rate-limits.js';
import { REQUEST_ID_HEADER, requestIdOf, requestScopedServer } from './http/request-id.js';
import { cspWithPluginHosts, cspWithTiles, helmetOptions } from './http/security-headers.js';
import { markRequestLogger } from './logger.js';
import { httpDuration } from './ops/metrics.js';
import { VERSION } from './routes/health.js';
import { registerRoutes } from './routes/register-routes.js';
import { recordRoutes } from './routes/route-table.js';

const QUIET = new Set(['/health', '/ready', '/metrics']);

/** Security headers and the rate limiter's store (this process's memory, or Redis shared by all processes). */
const registerHardening = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const tiles = cspWithTiles(mapTileOrigin(ctx.config.common.MAP_TILE_URL));
  await app.register(fastifyHelmet, helmetOptions(cspWithPluginHosts(tiles, ctx.config.dynamicPluginsAllowedHosts)));
  // Its own connection that fails at once while Redis is away: the limiter then lets requests
  // through (skipOnError) instead of holding them until Redis returns.
  const redis = ctx.redis?.duplicate({ enableOfflineQueue: false, maxRetriesPerRequest: 1 }) ?? null;
  if (redis) {
    redis.on('error', () => undefined);
    ctx.closers.push(async () => redis.disconnect());
  }
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    ...(redis && { store: redisRateLimitStore(redis, RATE_LIMIT_PREFIX) }),
  });
  applyRateLimits(app, {
    heavyPerMinute: ctx.config.ops.heavyRateLimitPerMinute,
    signInPerMinute: ctx.config.ops.signInRateLimitPerMinute,
  });
};

/** Builds the HTTP app over an existing context; tests call this and listen on port 0. */
export const buildApp = async (ctx: AppContext): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    logController: new LogController({
      disableRequestLogging: (req) => req.url.startsWith('/assets/') || QUIET.has(req.url),
      requestIdLogLabel: 'request_id',
    }),
    serverFactory: requestScopedServer,
    genReqId: requestIdOf,
    childLoggerFactory: (logger, bindings, opts) => markRequestLogger(logger.child(bindings, opts)),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: ctx.config.ops.bodyLimitBytes,
  });
  // First, so the table holds every route, plugins' included.
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, never the URL: ids and slugs would make a series per object.
    const route = req.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: req.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  await registerHardening(app, ctx);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Tessera API', version: VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/swagger' });
  await app.register(fastifyWebsocket);
  // Import bundles and uploads arrive as multipart; past the limit the answer is 413.
  await app.register(fastifyMultipart, { limits: { fileSize: ctx.config.ops.uploadLimitBytes, files: 1 } });
  registerRequestAuth(app, ctx);
  await registerRoutes(app, ctx);
  return app;
};
