import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_BOOTSTRAP_ELEMENT_ID, type DashboardBootstrap } from '@tessera/core';
import { primeCsrfToken } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { dashboardKeys } from './query-keys';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shape check the page gives any API answer: the server that wrote it is the API's. */
const isBootstrap = (value: unknown): value is DashboardBootstrap =>
  isRecord(value) &&
  typeof value['id_or_slug'] === 'string' &&
  typeof value['csrf_token'] === 'string' &&
  isRecord(value['me_roles']) &&
  isRecord(value['dashboard']) &&
  Array.isArray(value['charts']) &&
  (value['datasets'] === null || Array.isArray(value['datasets']));

let taken = false;

/**
 * The bootstrap the server inlined into this page's HTML for `idOrSlug` (see core's
 * DashboardBootstrap), read once: it describes the page as first loaded, so a later navigation,
 * even back to the same dashboard, asks the API again. Null when there is none or it is unusable.
 */
export const takeDashboardBootstrap = (idOrSlug: string): DashboardBootstrap | null => {
  if (taken || typeof document === 'undefined') return null;
  const element = document.getElementById(DASHBOARD_BOOTSTRAP_ELEMENT_ID);
  if (element === null) return null;
  taken = true;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isBootstrap(value) && value.id_or_slug === idOrSlug ? value : null;
  } catch {
    return null;
  }
};

/**
 * Puts the bootstrap where the page reads its answers: the signed-in user's roles, the dashboard,
 * its charts and datasets in the query cache (fresh as if just fetched), the CSRF token in the
 * API client. The page then hydrates without a round trip.
 */
export const seedDashboardBootstrap = (client: QueryClient, bootstrap: DashboardBootstrap): void => {
  const idOrSlug = bootstrap.id_or_slug;
  primeCsrfToken(bootstrap.csrf_token);
  client.setQueryData(queryKeys.meRoles, bootstrap.me_roles);
  client.setQueryData(dashboardKeys.dashboard(idOrSlug), bootstrap.dashboard);
  client.setQueryData(dashboardKeys.charts(idOrSlug), bootstrap.charts);
  if (bootstrap.datasets !== null) client.setQueryData(dashboardKeys.datasets(idOrSlug), bootstrap.datasets);
};
