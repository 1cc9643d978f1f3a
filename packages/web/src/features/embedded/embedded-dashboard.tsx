import { DashboardView } from '../dashboard/components/dashboard-view';
import { useDashboardPage } from '../dashboard/use-dashboard-page';
import { ErrorState, LoadingState } from '../../ui/query-state';
import type { Switchboard } from '@tessera/embed-sdk';
import { useHostMethods } from './use-host-methods';

export interface EmbeddedDashboardProps {
  dashboardId: number;
  switchboard: Switchboard;
}

/** The dashboard as the guest token lets it be read, with the SDK's methods over its state. */
export function EmbeddedDashboard({ dashboardId, switchboard }: EmbeddedDashboardProps) {
  const page = useDashboardPage(String(dashboardId));
  useHostMethods(switchboard, page.status === 'hydrated' ? page.store : null, dashboardId);
  if (page.status === 'error') return <ErrorState error={page.error} fullPage />;
  if (page.status === 'loading') return <LoadingState fullPage />;
  return <DashboardView store={page.store} services={page.services} />;
}
