import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerRequestAuth } from './auth/request-auth.js';
import type { AppContext } from './context.js';
import { registerErrorHandler } from './http/error-handler.js';
import { VERSION } from './routes/health.js';
import { registerRoutes } from './routes/register-routes.js';
import { recordRoutes } from './routes/route-table.js';

/** Builds the HTTP app over an existing context; tests call this and listen on port 0. */
export const buildApp = async (ctx: AppContext): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    logController: new LogController({
      disableRequestLogging: (req) => req.url.startsWith('/assets/') || req.url === '/health',
    }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
  });
  // First, so the table holds every route, plugins' included.
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
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
  // Import bundles arrive as multipart; the ZIP itself is capped like its uncompressed content.
  await app.register(fastifyMultipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1 } });
  registerRequestAuth(app, ctx);
  await registerRoutes(app, ctx);
  return app;
};
