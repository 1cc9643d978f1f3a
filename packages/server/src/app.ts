import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerRequestAuth } from './auth/request-auth.js';
import type { AppContext } from './context.js';
import { registerErrorHandler } from './http/error-handler.js';
import type { RouteModule } from './http/route-module.js';
import { recordRoutes } from './http/route-table.js';
import { createAsyncRuntime } from './query/async-chart-data.js';
import { chartDataDeps } from './query/chart-data-deps.js';
import { annotationLayerRoutes } from './routes/annotation-layers.js';
import { annotationRoutes } from './routes/annotations.js';
import { asyncEventRoutes } from './routes/async-events.js';
import { authRoutes } from './routes/auth.js';
import { chartDataBatchRoutes } from './routes/chart-data-batch.js';
import { chartDataRoutes } from './routes/chart-data.js';
import { chartMetaRoutes } from './routes/chart-meta.js';
import { chartRoutes } from './routes/charts.js';
import { cssTemplateRoutes } from './routes/css-templates.js';
import { dashboardMetaRoutes } from './routes/dashboard-meta.js';
import { dashboardFilterStateRoutes } from './routes/dashboard-filter-state.js';
import { dashboardPermalinkRoutes } from './routes/dashboard-permalinks.js';
import { dashboardRoutes } from './routes/dashboards.js';
import { databaseRoutes } from './routes/databases.js';
import { datasetMetaRoutes } from './routes/dataset-meta.js';
import { datasetRoutes } from './routes/datasets.js';
import { datasourceRoutes } from './routes/datasource.js';
import { examplesRoutes } from './routes/examples.js';
import { exploreRoutes } from './routes/explore.js';
import { VERSION, healthRoutes } from './routes/health.js';
import { importExportRoutes } from './routes/import-export.js';
import { meRoutes } from './routes/me.js';
import { recentActivityRoutes } from './routes/recent-activity.js';
import { reportDownloadRoutes } from './routes/report-downloads.js';
import { reportRoutes } from './routes/reports.js';
import { roleRoutes } from './routes/roles.js';
import { savedQueryRoutes } from './routes/saved-queries.js';
import { timeRangeRoutesWith } from './routes/time-range.js';
import { userRoutes } from './routes/users.js';

const routesFor = (ctx: AppContext): RouteModule[] => {
  const deps = chartDataDeps(ctx);
  const runtime = createAsyncRuntime(ctx, deps);
  ctx.closers.push(() => runtime.close());
  return [
    healthRoutes,
    authRoutes,
    meRoutes,
    examplesRoutes,
    userRoutes,
    roleRoutes,
    databaseRoutes,
    datasetRoutes,
    datasetMetaRoutes,
    datasourceRoutes,
    timeRangeRoutesWith(() => ctx.config.timezone),
    chartDataRoutes(deps, runtime),
    chartDataBatchRoutes(deps),
    asyncEventRoutes(runtime),
    chartRoutes,
    chartMetaRoutes,
    exploreRoutes,
    annotationLayerRoutes,
    annotationRoutes,
    dashboardRoutes,
    dashboardMetaRoutes,
    dashboardPermalinkRoutes,
    dashboardFilterStateRoutes,
    cssTemplateRoutes,
    recentActivityRoutes,
    savedQueryRoutes,
    reportRoutes,
    reportDownloadRoutes,
    importExportRoutes,
  ];
};

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
  for (const routes of routesFor(ctx)) routes(app, ctx);
  app.get('/api/v1/_openapi', { schema: { hide: true } }, async () => app.swagger());
  await registerSpa(app, ctx.config.webDist);
  return app;
};

/** Serves the built SPA; unknown non-API GETs get index.html so client routes deep-link. */
const registerSpa = async (app: FastifyInstance, dist: string): Promise<void> => {
  const hasDist = existsSync(join(dist, 'index.html'));
  if (hasDist) await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, cacheControl: false });
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/');
    if (req.method === 'GET' && !isApi && hasDist) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
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
