import { APP_VIEW, type GuestGrant, guestMayDownload } from '@tessera/core';

/**
 * The only routes a guest token opens: what the embedded dashboard page reads (the dashboard, its
 * charts and datasets, chart data, permalinks, time ranges). Filter state entries belong to a user,
 * which a guest is not: the embedded page keeps its filters in memory. Each one checks
 * the grant itself (dashboard visibility, dataset access, RLS); every other route answers 403,
 * so lists, exports, SQL Lab and admin stay closed whatever a later route forgets to check.
 */
const GUEST_ROUTES = new Set([
  'GET /api/v1/dashboard/:pk',
  'GET /api/v1/dashboard/:pk/charts',
  'GET /api/v1/dashboard/:pk/datasets',
  'POST /api/v1/dashboard/:pk/permalink',
  'GET /api/v1/dashboard/permalink/:key',
  'POST /api/v1/chart/data',
  'POST /api/v1/chart/data/batch',
  'GET /api/v1/time_range/',
  'GET /api/v1/me/roles/',
]);

export const isGuestRoute = (method: string, route: string): boolean => GUEST_ROUTES.has(`${method} ${route}`);

/** The route permissions a guest grant stands in for: only the CSV export, when the token allows it. */
export const guestHasPermission = (grant: GuestGrant, permission: string, viewMenu: string): boolean =>
  permission === 'can_csv' && viewMenu === APP_VIEW && guestMayDownload(grant, 'csv');
