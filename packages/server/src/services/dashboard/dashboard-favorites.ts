import type { Caller } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { favoriteStatus, favoriteUserOf, favstar, setFavorite, type FavstarAction } from '../shared/favorites.js';
import { dashboardVisibility } from '../shared/visibility.js';
import { DASHBOARD_FAVORITE_CLASS } from './dashboard-list-resource.js';
import { loadVisibleDashboardId } from './dashboard-service.js';

/**
 * `GET /api/v1/dashboard/favorite_status/?q=!(ids)`: one entry per visible dashboard; unknown
 * or hidden ids are left out, and 404 when none remain, as Superset does.
 */
export const dashboardFavoriteStatus = async (
  db: Kysely<DB>,
  caller: Caller,
  ids: readonly number[],
): Promise<{ id: number; value: boolean }[]> => {
  const seen = dashboardVisibility(caller);
  const rows = await db
    .selectFrom('dashboards')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where((eb) => (seen ? seen(eb) : eb.lit(true)))
    .orderBy('id')
    .execute();
  return favoriteStatus(
    db,
    caller.userId,
    DASHBOARD_FAVORITE_CLASS,
    rows.map((r) => r.id),
    'Dashboard',
  );
};

/** `POST` / `DELETE /api/v1/dashboard/{pk}/favorites/`. */
export const setDashboardFavorite = async (db: Kysely<DB>, caller: Caller, id: number, on: boolean): Promise<void> => {
  const userId = favoriteUserOf(caller);
  await loadVisibleDashboardId(db, caller, String(id));
  await setFavorite(db, userId, DASHBOARD_FAVORITE_CLASS, id, on);
};

/** Superset's legacy `/superset/favstar/Dashboard/{id}/{action}/` (see favstar). */
export const dashboardFavstar = async (
  db: Kysely<DB>,
  caller: Caller,
  id: number,
  action: FavstarAction,
): Promise<{ count: number }> => {
  const userId = favoriteUserOf(caller);
  await loadVisibleDashboardId(db, caller, String(id));
  return favstar(db, userId, DASHBOARD_FAVORITE_CLASS, id, action);
};
