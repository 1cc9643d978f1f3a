import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import type { DashboardPermalinkState } from '@tessera/core';
import { Link, useLocation, useParams } from 'react-router';
import { isApiRequestError } from '../../api/client';
import { ROUTES } from '../../routing/paths';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import type { DashboardLocationState } from '../../features/dashboard/save/use-save-dashboard';
import { useDashboardPage } from '../../features/dashboard/use-dashboard-page';
import { useT } from '../../i18n';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { useDocumentTitle } from '../../ui/page-header';

/** 404 and 403 as pages of their own, never a blank screen. */
function DashboardUnavailable({ status }: { status: 404 | 403 }) {
  const t = useT();
  const title = status === 404 ? t('Dashboard not found') : t('You do not have access to this dashboard');
  useDocumentTitle(title);
  return (
    <Center mih="60vh" p="md" data-testid="dashboard-page" data-dashboard-status="error">
      <Stack align="center" gap="sm" data-testid={status === 404 ? 'not-found' : 'access-denied'}>
        <Text fw={800} size="3rem" c="dimmed" lh={1}>
          {status}
        </Text>
        <Title order={2} data-testid="page-title">
          {title}
        </Title>
        <Anchor component={Link} to={ROUTES.dashboards}>
          {t('Back to dashboards')}
        </Anchor>
      </Stack>
    </Center>
  );
}

export interface DashboardScreenProps {
  idOrSlug: string;
  permalink?: DashboardPermalinkState | null;
}

/** A dashboard by id or slug, optionally restored from a permalink's state. */
export function DashboardScreen({ idOrSlug, permalink = null }: DashboardScreenProps) {
  const page = useDashboardPage(idOrSlug, permalink);
  const title = page.status === 'hydrated' ? page.store.getState().dashboard.info.dashboard_title : '';
  useDocumentTitle(title);
  if (page.status === 'error') {
    const { error } = page;
    if (isApiRequestError(error) && (error.status === 404 || error.status === 400))
      return <DashboardUnavailable status={404} />;
    if (isApiRequestError(error) && error.status === 403) return <DashboardUnavailable status={403} />;
    return (
      <div data-testid="dashboard-page" data-dashboard-status="error">
        <ErrorState error={error} />
      </div>
    );
  }
  if (page.status === 'loading') {
    return (
      <div data-testid="dashboard-page" data-dashboard-status="loading">
        <LoadingState />
      </div>
    );
  }
  return <DashboardView store={page.store} services={page.services} />;
}

/** `/tessera/dashboard/{id or slug}/`; another dashboard mounts a new page, a saved slug does not. */
export function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  const state = useLocation().state as DashboardLocationState | null;
  return <DashboardScreen key={state?.dashboardKey ?? idOrSlug} idOrSlug={idOrSlug} />;
}
