import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { createAsyncRuntime } from '../query/async-chart-data.js';
import type { ChartDataDeps } from '../query/pipeline.js';
import { chartDataDeps } from '../services/chart/chart-data-deps.js';
import { UserSemaphore } from '../query/user-semaphore.js';
import { actionLogRoutes } from './action-log.js';
import { annotationLayerRoutes } from './annotation-layers.js';
import { rowLevelSecurityRoutes } from './row-level-security.js';
import { annotationRoutes } from './annotations.js';
import { asyncEventRoutes } from './async-events.js';
import { authRoutes } from './auth.js';
import { chartDataBatchRoutes } from './chart-data-batch.js';
import { chartDataRoutes } from './chart-data.js';
import { chartMetaRoutes } from './chart-meta.js';
import { chartRoutes } from './charts.js';
import { cssTemplateRoutes } from './css-templates.js';
import { dynamicPluginRoutes } from './dynamic-plugins.js';
import { dashboardMetaRoutes } from './dashboard-meta.js';
import { dashboardFilterStateRoutes } from './dashboard-filter-state.js';
import { dashboardPermalinkRoutes } from './dashboard-permalinks.js';
import { dashboardRoutes } from './dashboards.js';
import { databaseRoutes } from './databases.js';
import { databaseUploadRoutes } from './database-upload.js';
import { embeddedDashboardRoutes } from './embedded-dashboards.js';
import { datasetMetaRoutes } from './dataset-meta.js';
import { datasetRoutes } from './datasets.js';
import { datasourceRoutes } from './datasource.js';
import { examplesRoutes } from './examples.js';
import { exploreRoutes } from './explore.js';
import { healthRoutes } from './health.js';
import { importExportRoutes } from './import-export.js';
import { meRoutes } from './me.js';
import { recentActivityRoutes } from './recent-activity.js';
import { reportDownloadRoutes } from './report-downloads.js';
import { reportRoutes } from './reports.js';
import { roleRoutes } from './roles.js';
import type { RouteModule } from './route-module.js';
import { savedQueryRoutes } from './saved-queries.js';
import { queryRoutes } from './queries.js';
import { sqlLabHandoffRoutes } from './sqllab-handoff.js';
import { sqlLabRoutes } from './sqllab.js';
import { tabStateRoutes } from './tab-state.js';
import { createSqlLabRuntime } from '../services/sqllab/sqllab-runtime.js';
import { registerPluginBundles } from './plugin-bundles.js';
import { registerSpa } from './spa.js';
import { timeRangeRoutesWith } from './time-range.js';
import { advancedDataTypeRoutes } from './advanced-data-type.js';
import { userRoutes } from './users.js';

const routesFor = (ctx: AppContext, deps: ChartDataDeps, limiter: UserSemaphore): RouteModule[] => {
  const runtime = createAsyncRuntime(ctx, deps);
  ctx.closers.push(() => runtime.close());
  const sqlLab = createSqlLabRuntime(ctx);
  ctx.closers.push(() => sqlLab.close());
  return [
    healthRoutes,
    authRoutes,
    meRoutes,
    examplesRoutes,
    userRoutes,
    roleRoutes,
    databaseRoutes,
    databaseUploadRoutes,
    datasetRoutes,
    datasetMetaRoutes,
    datasourceRoutes,
    timeRangeRoutesWith(() => ctx.config.timezone),
    advancedDataTypeRoutes,
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
    embeddedDashboardRoutes,
    rowLevelSecurityRoutes,
    cssTemplateRoutes,
    dynamicPluginRoutes,
    recentActivityRoutes,
    actionLogRoutes,
    savedQueryRoutes,
    sqlLabRoutes(sqlLab),
    queryRoutes(sqlLab),
    tabStateRoutes,
    sqlLabHandoffRoutes,
    reportRoutes,
    reportDownloadRoutes,
    importExportRoutes,
  ];
};

/**
 * Registers every route of the API, the OpenAPI document and the SPA (last: its fallback answers
 * whatever no route claimed). Runs after the request hooks, so each route sees its caller.
 */
export const registerRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const deps = chartDataDeps(ctx);
  // One per-user cap shared by the batch endpoint and the dashboard page's first-screen prefetch.
  const limiter = new UserSemaphore(ctx.config.chartDataUserConcurrency);
  for (const routes of routesFor(ctx, deps, limiter)) routes(app, ctx);
  app.get('/api/v1/_openapi', { schema: { hide: true } }, async () => app.swagger());
  await registerPluginBundles(app, ctx);
  await registerSpa(app, ctx, {
    chartData: deps,
    limiter,
    logError: (err) => app.log.error({ err }, 'first-screen prefetch failed'),
  });
};
