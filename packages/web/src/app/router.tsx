import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '../ui/query-state';
import { ROUTES } from './paths';
import { RouteError } from './route-error';

const AppLayout = lazy(() => import('./shell/app-layout').then((m) => ({ default: m.AppLayout })));
const LoginPage = lazy(() => import('../pages/login/login-page').then((m) => ({ default: m.LoginPage })));
const LogoutPage = lazy(() => import('../pages/logout/logout-page').then((m) => ({ default: m.LogoutPage })));
const SetupPage = lazy(() => import('../pages/setup/setup-page').then((m) => ({ default: m.SetupPage })));
const WelcomePage = lazy(() => import('../pages/welcome/welcome-page').then((m) => ({ default: m.WelcomePage })));
const DatasetListPage = lazy(() =>
  import('../pages/dataset-list/dataset-list-page').then((m) => ({ default: m.DatasetListPage })),
);
const ChartListPage = lazy(() =>
  import('../pages/chart-list/chart-list-page').then((m) => ({ default: m.ChartListPage })),
);
const DashboardListPage = lazy(() =>
  import('../pages/dashboard-list/dashboard-list-page').then((m) => ({ default: m.DashboardListPage })),
);
const SavedQueryListPage = lazy(() =>
  import('../pages/saved-query-list/saved-query-list-page').then((m) => ({ default: m.SavedQueryListPage })),
);
const DatabaseListPage = lazy(() =>
  import('../pages/database-list/database-list-page').then((m) => ({ default: m.DatabaseListPage })),
);
const UserListPage = lazy(() => import('../pages/user-list/user-list-page').then((m) => ({ default: m.UserListPage })));
const RoleListPage = lazy(() => import('../pages/role-list/role-list-page').then((m) => ({ default: m.RoleListPage })));
const NotYetAvailablePage = lazy(() =>
  import('../pages/not-yet-available/not-yet-available-page').then((m) => ({ default: m.NotYetAvailablePage })),
);
const ExploreShell = lazy(() => import('./shell/explore-shell').then((m) => ({ default: m.ExploreShell })));
const exploreRoute = (path: string): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('../pages/explore/explore-page')).ExplorePage }),
});
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

const standalone = (element: ReactNode): ReactNode => (
  <Suspense fallback={<LoadingState fullPage />}>{element}</Suspense>
);

/** Route table; every page is its own chunk, and so is the signed-in shell. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to={ROUTES.home} replace /> },
      { path: ROUTES.login, element: standalone(<LoginPage />) },
      { path: ROUTES.logout, element: standalone(<LogoutPage />) },
      { path: ROUTES.setup, element: standalone(<SetupPage />) },
      {
        path: '/chart/preview/',
        lazy: async () => ({ Component: (await import('../charts/preview/chart-preview-page')).ChartPreviewPage }),
      },
      {
        element: standalone(<AppLayout />),
        children: [
          { path: ROUTES.home, element: <WelcomePage /> },
          { path: ROUTES.datasets, element: <DatasetListPage /> },
          { path: ROUTES.users, element: <UserListPage /> },
          { path: ROUTES.roles, element: <RoleListPage /> },
          { path: ROUTES.dashboards, element: <DashboardListPage /> },
          { path: ROUTES.charts, element: <ChartListPage /> },
          { path: ROUTES.savedQueries, element: <SavedQueryListPage /> },
          { path: ROUTES.databases, element: <DatabaseListPage /> },
          { path: ROUTES.sqlLab, element: <NotYetAvailablePage page="sqllab" /> },
        ],
      },
      {
        // Explore is its own chunk, inside the signed-in shell unless `standalone=1`.
        element: standalone(<ExploreShell />),
        children: [ROUTES.explore, ROUTES.explorePermalink, ROUTES.explorePermalinkTessera].map(exploreRoute),
      },
      { path: '*', element: standalone(<NotFoundPage />) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
