import type { QueryClient } from '@tanstack/react-query';
import type { MeRoles } from '@tessera/core';
import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { getCsrfToken } from '../api/client';
import { seedDashboardBootstrap, takeDashboardBootstrap } from '../features/dashboard/bootstrap';
import { meRolesQuery } from '../session/me-query';
import { hasPermission } from '../session/permissions';
import { RequirePermission } from './auth/require-permission';
import { LoadingState } from '../ui/query-state';
import { ROUTES } from '../routing/paths';
import { RouteError } from './route-error';
import { SupersetPathRedirect } from '../routing/superset-path-redirect';

const loadSqlLab = () => import('../pages/sqllab/sqllab-page').then((m) => m.SqlLabPage);
/** SQL Lab needs the sql_lab role (or Admin): Superset's can_sqllab on the app's view. */
const sqlLabRoute = (path: string): RouteObject => pageRoute(path, loadSqlLab, ['can_sqllab', 'Tessera']);
const exploreRoute = (path: string): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('../pages/explore/explore-page')).ExplorePage }),
});
const loadDashboardPage = () => import('../pages/dashboard/dashboard-page');

/** Loading a chunk early is a hint: a failure surfaces when the page renders it. */
const preload = (load: () => Promise<unknown>): void => void load().catch(() => undefined);

type PermissionPair = readonly [permission: string, viewMenu: string];

/** One guarded component per page: two routes of a page (SQL Lab and its permalink) keep it mounted between them. */
const guardedPages = new WeakMap<ComponentType, ComponentType>();
const guarded = (Page: ComponentType, permission: PermissionPair): ComponentType => {
  const known = guardedPages.get(Page);
  if (known !== undefined) return known;
  const Guarded = (): ReactNode => (
    <RequirePermission permission={permission}>
      <Page />
    </RequirePermission>
  );
  guardedPages.set(Page, Guarded);
  return Guarded;
};

/**
 * A page the router loads before it renders it, as it loads the shells: a React.lazy page suspends
 * once on a first load, and React holds the loaded page back until 300 ms after its fallback
 * showed. With a permission, the page sits behind that check (Superset's view permissions).
 */
function pageRoute(path: string, load: () => Promise<ComponentType>, permission?: PermissionPair): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return { Component: permission === undefined ? Page : guarded(Page, permission) };
    },
  };
}

/**
 * Runs `start` once the user may read the page: at once when the signed-in user is cached, else
 * after the signed-in check the shell starts anyway, so a refused page sends no request.
 */
const whenAllowed = (client: QueryClient, permission: PermissionPair, start: () => void): void => {
  const allowed = (me: MeRoles): boolean => hasPermission(me, permission[0], permission[1]);
  const me = client.getQueryData(meRolesQuery.queryKey);
  if (me !== undefined) {
    if (allowed(me)) start();
    return;
  }
  void client.ensureQueryData(meRolesQuery).then(
    (fetched) => (allowed(fetched) ? start() : undefined),
    () => undefined,
  );
};

/**
 * A list page. Its loader starts the page's chunk and its first requests with the navigation,
 * beside the signed-in check, instead of one after the other. A user without the page's read
 * permission gets the access-denied page and no request.
 */
const listRoute = <M,>(
  client: QueryClient,
  path: string,
  resource: string,
  permission: PermissionPair,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject => ({
  ...pageRoute(path, () => load().then(pick), permission),
  loader: ({ request }) => {
    const params = new URL(request.url).searchParams;
    // Its own small chunk (rison, list state), loaded beside the page's: not in every route's entry.
    whenAllowed(client, permission, () => {
      void import('../features/lists/list-view/list-prefetch').then((m) =>
        m.prefetchListPage(client, resource, params, m.NEWEST_FIRST),
      );
    });
    return null;
  },
});

/** Route table; every page is its own chunk, and so is the signed-in shell. */
export const appRoutes = (client: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteError />,
    // Shown while the first route's chunks load and its loaders run (they only start prefetches).
    hydrateFallbackElement: <LoadingState fullPage />,
    children: [
      { path: '/', element: <Navigate to={ROUTES.home} replace /> },
      pageRoute(ROUTES.login, () => import('../pages/login/login-page').then((m) => m.LoginPage)),
      pageRoute(ROUTES.logout, () => import('../pages/logout/logout-page').then((m) => m.LogoutPage)),
      pageRoute(ROUTES.setup, () => import('../pages/setup/setup-page').then((m) => m.SetupPage)),
      {
        // An embedded dashboard: its own chunk, without the signed-in shell (issue 29 §1).
        path: '/embedded/:uuid',
        lazy: async () => ({ Component: (await import('../pages/embedded/embedded-page')).EmbeddedPage }),
      },
      {
        path: '/chart/preview/',
        lazy: async () => ({ Component: (await import('../pages/chart-preview/chart-preview-page')).ChartPreviewPage }),
      },
      {
        // The router loads the shell beside the loaders, before it renders (see the dashboard's route below).
        lazy: async () => ({ Component: (await import('./shell/app-layout')).AppLayout }),
        // The signed-in check starts at once; later navigations keep the shell and its answer.
        loader: () => {
          void client.prefetchQuery(meRolesQuery);
          return null;
        },
        shouldRevalidate: () => false,
        children: [
          pageRoute(ROUTES.home, () => import('../pages/welcome/welcome-page').then((m) => m.WelcomePage)),
          listRoute(
            client,
            ROUTES.datasets,
            'dataset',
            ['can_read', 'Dataset'],
            () => import('../pages/dataset-list/dataset-list-page'),
            (m) => m.DatasetListPage,
          ),
          pageRoute(ROUTES.datasetAdd, () =>
            import('../pages/dataset-add/dataset-add-page').then((m) => m.DatasetAddPage),
          ),
          pageRoute(ROUTES.chartAdd, () => import('../pages/chart-add/chart-add-page').then((m) => m.ChartAddPage)),
          pageRoute(
            ROUTES.dashboardNew,
            () => import('../pages/dashboard-new/dashboard-new-page').then((m) => m.DashboardNewPage),
            ['can_write', 'Dashboard'],
          ),
          ...(['Alert', 'Report'] as const).map((type) =>
            pageRoute(
              type === 'Alert' ? ROUTES.alerts : ROUTES.reports,
              () =>
                import('../pages/alert-report-list/alert-report-list-page').then(({ AlertReportListPage }) => () => (
                  <AlertReportListPage type={type} />
                )),
              ['can_read', 'ReportSchedule'],
            ),
          ),
          pageRoute(ROUTES.users, () => import('../pages/user-list/user-list-page').then((m) => m.UserListPage), [
            'can_read',
            'User',
          ]),
          pageRoute(ROUTES.roles, () => import('../pages/role-list/role-list-page').then((m) => m.RoleListPage), [
            'can_read',
            'Role',
          ]),
          pageRoute(
            ROUTES.rowLevelSecurity,
            () => import('../pages/rls-list/rls-list-page').then((m) => m.RlsListPage),
            ['can_read', 'RowLevelSecurity'],
          ),
          pageRoute(
            ROUTES.actionLog,
            () => import('../pages/action-log/action-log-page').then((m) => m.ActionLogPage),
            ['can_read', 'Log'],
          ),
          listRoute(
            client,
            ROUTES.dashboards,
            'dashboard',
            ['can_read', 'Dashboard'],
            () => import('../pages/dashboard-list/dashboard-list-page'),
            (m) => m.DashboardListPage,
          ),
          listRoute(
            client,
            ROUTES.charts,
            'chart',
            ['can_read', 'Chart'],
            () => import('../pages/chart-list/chart-list-page'),
            (m) => m.ChartListPage,
          ),
          listRoute(
            client,
            ROUTES.cssTemplates,
            'css_template',
            ['can_read', 'CssTemplate'],
            () => import('../pages/css-template-list/css-template-list-page'),
            (m) => m.CssTemplateListPage,
          ),
          listRoute(
            client,
            ROUTES.savedQueries,
            'saved_query',
            ['can_read', 'SavedQuery'],
            () => import('../pages/saved-query-list/saved-query-list-page'),
            (m) => m.SavedQueryListPage,
          ),
          listRoute(
            client,
            ROUTES.annotationLayers,
            'annotation_layer',
            ['can_read', 'Annotation'],
            () => import('../pages/annotation-layer-list/annotation-layer-list-page'),
            (m) => m.AnnotationLayerListPage,
          ),
          pageRoute(
            ROUTES.annotations,
            () => import('../pages/annotation-layer-list/annotation-list-page').then((m) => m.AnnotationListPage),
            ['can_read', 'Annotation'],
          ),
          pageRoute(
            ROUTES.dynamicPlugins,
            () => import('../pages/dynamic-plugin-list/dynamic-plugin-list-page').then((m) => m.DynamicPluginListPage),
            ['can_write', 'DynamicPlugin'],
          ),
          listRoute(
            client,
            ROUTES.databases,
            'database',
            ['can_read', 'Database'],
            () => import('../pages/database-list/database-list-page'),
            (m) => m.DatabaseListPage,
          ),
          sqlLabRoute(ROUTES.sqlLab),
          sqlLabRoute(ROUTES.sqlLabPermalink),
        ],
      },
      {
        // Explore is its own chunk, inside the signed-in shell unless `standalone=1`; loaded by the router.
        lazy: async () => ({ Component: (await import('./shell/explore-shell')).ExploreShell }),
        children: [ROUTES.explore, ROUTES.explorePermalink, ROUTES.explorePermalinkTessera].map(exploreRoute),
      },
      {
        // A dashboard, in the signed-in shell unless `standalone` or uiConfig hides the navigation. The
        // router loads the shell before it renders: a React.lazy shell would suspend once, and React holds
        // back the commit of a boundary's content until 300 ms after its fallback showed (~150 ms idle on
        // every dashboard load, measured in a CPU profile of the 50-chart bench dashboard).
        lazy: async () => ({ Component: (await import('./shell/dashboard-shell')).DashboardShell }),
        children: [
          {
            path: ROUTES.dashboard,
            // The page's chunk and the three hydration requests start with the navigation, in parallel.
            loader: ({ params }) => {
              preload(loadDashboardPage);
              const idOrSlug = params['idOrSlug'];
              // The server inlined the first answers into the HTML: the page needs no request to hydrate.
              const bootstrap = idOrSlug === undefined ? null : takeDashboardBootstrap(idOrSlug);
              if (bootstrap !== null) {
                seedDashboardBootstrap(client, bootstrap);
                // The chart types are known now: their chunks load beside the page's own.
                const vizTypes = bootstrap.charts.map((c) => c.viz_type);
                void import('../charts/use-chart-plugin').then((m) => m.preloadChartPlugins(vizTypes));
              } else {
                // The first chart batch is a POST: its CSRF token arrives beside the hydration answers.
                preload(getCsrfToken);
                // The signed-in check too: the shell would only start it once its own chunks arrive.
                void client.prefetchQuery(meRolesQuery);
              }
              // Imported here, not at the top: the other routes' entry stays as small as before.
              if (idOrSlug !== undefined) {
                void import('../features/dashboard/dashboard-queries').then((m) =>
                  m.prefetchDashboard(client, idOrSlug),
                );
              }
              return null;
            },
            // The open tab and the focused chart live in the query string: changing them is not a new page.
            shouldRevalidate: ({ currentParams, nextParams }) => currentParams['idOrSlug'] !== nextParams['idOrSlug'],
            lazy: async () => ({ Component: (await loadDashboardPage()).DashboardPage }),
          },
          {
            path: ROUTES.dashboardPermalink,
            lazy: async () => ({
              Component: (await import('../pages/dashboard/dashboard-permalink-page')).DashboardPermalinkPage,
            }),
          },
        ],
      },
      { path: ROUTES.supersetDashboard, element: <SupersetPathRedirect /> },
      { path: ROUTES.supersetDashboardPermalink, element: <SupersetPathRedirect /> },
      // D13: Superset's welcome, explore and SQL Lab paths (explore's permalinks have their own route).
      ...['/superset/welcome/', '/superset/explore/', '/superset/sqllab/'].map((path) => ({
        path,
        element: <SupersetPathRedirect />,
      })),
      pageRoute('*', () => import('../pages/not-found/not-found-page').then((m) => m.NotFoundPage)),
    ],
  },
];

export const createAppRouter = (client: QueryClient) => createBrowserRouter(appRoutes(client));
