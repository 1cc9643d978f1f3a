import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiRequestError } from '../../api/client';
import { dashboardApi } from '../../features/dashboard/dashboard-api';
import { dashboardKeys } from '../../features/dashboard/query-keys';
import { NotFoundPage } from '../not-found/not-found-page';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { DashboardScreen } from './dashboard-page';

/** `/tessera/dashboard/p/{key}/`: the dashboard a permalink names, with its tabs, anchor and data mask. */
export function DashboardPermalinkPage() {
  const { key = '' } = useParams();
  const permalink = useQuery({
    queryKey: dashboardKeys.permalink(key),
    queryFn: ({ signal }) => dashboardApi.permalink(key, signal),
    staleTime: Infinity,
  });
  if (permalink.isError) {
    if (isApiRequestError(permalink.error) && permalink.error.status === 404) return <NotFoundPage />;
    return <ErrorState error={permalink.error} />;
  }
  if (permalink.data === undefined) {
    return (
      <div data-testid="dashboard-page" data-dashboard-status="loading">
        <LoadingState />
      </div>
    );
  }
  return <DashboardScreen key={key} idOrSlug={permalink.data.dashboardId} permalink={permalink.data.state} />;
}
