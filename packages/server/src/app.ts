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
import type { RouteModule } from './http/route-module.js';
import { recordRoutes } from './http/route-table.js';
import { createAsyncRuntime } from './query/async-chart-data.js';
import type { ChartDataDeps } from './query/pipeline.js';
import { UserSemaphore } from './query/user-semaphore.js';
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
import { registerSpa } from './routes/spa.js';
import { timeRangeRoutesWith } from './routes/time-range.js';
import { userRoutes } from './routes/users.js';
import { chartDataDeps } from './services/chart/chart-data-deps.js';

const routesFor = (ctx: AppContext, deps: ChartDataDeps, limiter: UserSemaphore): RouteModule[] => {
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
    chartDataBatchRoutes(deps, limiter),
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
  const deps = chartDataDeps(ctx);
  // One per-user cap shared by the batch endpoint and the dashboard page's first-screen prefetch.
  const limiter = new UserSemaphore(ctx.config.chartDataUserConcurrency);
  for (const routes of routesFor(ctx, deps, limiter)) routes(app, ctx);
  app.get('/api/v1/_openapi', { schema: { hide: true } }, async () => app.swagger());
  await registerSpa(app, ctx, {
    chartData: deps,
    limiter,
    logError: (err) => app.log.error({ err }, 'first-screen prefetch failed'),
  });
  return app;
};
