import { Suspense, type ReactNode } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { LoadingState } from '../../ui/query-state';
import { RequireAuth } from '../../session/require-auth';
import { AppLayout } from './app-layout';

/** Superset's dashboard hides the navigation for `standalone` 1–3 and for uiConfig's hideNav bit (4). */
export const hidesNavigation = (params: URLSearchParams): boolean => {
  const standalone = params.get('standalone') ?? '';
  const uiConfig = Number(params.get('uiConfig') ?? '0');
  return (
    ['1', '2', '3', 'true'].includes(standalone.toLowerCase()) || (Number.isInteger(uiConfig) && (uiConfig & 4) !== 0)
  );
};

/** The signed-in shell around a dashboard, or none when the URL hides the navigation. */
export function DashboardShell(): ReactNode {
  const [params] = useSearchParams();
  if (!hidesNavigation(params)) return <AppLayout />;
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingState fullPage />}>
        <Outlet />
      </Suspense>
    </RequireAuth>
  );
}
