import { Suspense, type ReactNode } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { LoadingState } from '../../ui/query-state';
import { RequireAuth } from '../../session/require-auth';
import { AppLayout } from './app-layout';

/**
 * True for `standalone=1` (or `true`), and for 3, report mode (the renderer's chart export, the
 * chart under its title): the page shows only the chart, filling the window, without navigation.
 */
export const isStandalone = (params: URLSearchParams): boolean =>
  ['1', 'true', '3'].includes((params.get('standalone') ?? '').toLowerCase());

/** The signed-in shell around explore, or no shell at all for a standalone chart. */
export function ExploreShell(): ReactNode {
  const [params] = useSearchParams();
  if (!isStandalone(params)) return <AppLayout />;
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingState fullPage />}>
        <Outlet />
      </Suspense>
    </RequireAuth>
  );
}
