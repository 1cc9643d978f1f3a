import { DashboardBootstrapSchema, type DashboardBootstrap } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { RequestIdentity } from '../../auth/caller.js';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http/http-error.js';
import { logDashboardView } from '../shared/activity-log.js';
import { getMeRoles } from '../security/me-service.js';
import { dashboardDatasets } from './dashboard-datasets.js';
import { dashboardCharts, getDashboard } from './dashboard-service.js';

/**
 * The data the dashboard page would fetch first (`/api/v1/me/roles/`, `/api/v1/dashboard/{x}`,
 * `/charts`, `/datasets`), for inlining into its HTML as Superset inlines `bootstrap_data`. Each
 * part comes from the endpoint's own service with the endpoint's checks: a signed-in session with
 * can_read on Dashboard, the dashboard visible to the caller, only the charts and datasets the
 * caller may read. Null whenever an endpoint would refuse (anonymous, no permission, unknown or
 * hidden dashboard): the page then asks the API and shows the refusal as it always does.
 * The result is parsed with the endpoints' response schemas, so it carries exactly their fields.
 */
export const dashboardBootstrap = async (
  db: Kysely<DB>,
  { auth, caller }: RequestIdentity,
  idOrSlug: string,
): Promise<DashboardBootstrap | null> => {
  if (auth.user === null || auth.via !== 'session' || auth.csrfToken === null) return null;
  if (!caller.perms.has('can_read', 'Dashboard')) return null;
  try {
    const [meRoles, dashboard, charts, datasets] = await Promise.all([
      getMeRoles(db, caller, auth.user.id),
      getDashboard(db, caller, idOrSlug),
      dashboardCharts(db, caller, idOrSlug),
      // The page draws without it (each chart then loads its own dataset), as when the endpoint fails.
      dashboardDatasets(db, caller, idOrSlug).catch(() => null),
    ]);
    // What GET /api/v1/dashboard/{x} records; the page will not ask for it.
    await logDashboardView(db, auth.user.id, dashboard.id);
    return DashboardBootstrapSchema.parse({
      id_or_slug: idOrSlug,
      me_roles: meRoles,
      csrf_token: auth.csrfToken,
      dashboard,
      charts,
      datasets,
    });
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
};
