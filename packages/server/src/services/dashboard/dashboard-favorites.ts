import type { FavoriteKind } from '../shared/favorites.js';
import { dashboardVisibility } from '../shared/visibility.js';
import { DASHBOARD_FAVORITE_CLASS } from './dashboard-list-resource.js';
import { loadVisibleDashboardId } from './dashboard-service.js';

/** Dashboards as favourites: Superset's FavStar 'Dashboard', seen through DashboardAccessFilter. */
export const DASHBOARD_FAVORITES: FavoriteKind = {
  className: DASHBOARD_FAVORITE_CLASS,
  resource: 'Dashboard',
  visibleIds: async (db, caller, ids) => {
    const seen = dashboardVisibility(caller);
    const rows = await db
      .selectFrom('dashboards')
      .select('id')
      .where('id', 'in', [...ids])
      .where((eb) => (seen ? seen(eb) : eb.lit(true)))
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  },
  assertVisible: async (db, caller, id) => {
    await loadVisibleDashboardId(db, caller, String(id));
  },
};
