import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/caller.js';
import type { DB } from '../../db/schema.js';
import { loadVisibleChart } from '../chart/chart-access.js';
import { CHART_FAVOURITE_CLASS } from '../chart/chart-list-resource.js';
import { favouriteStatus, favouriteUserOf, setFavourite } from '../shared/favorites.js';
import { DASHBOARD_FAVOURITE_CLASS, dashboardVisibility, type DashboardListCtx } from './dashboard-list-resource.js';
import { loadVisibleDashboardId } from './dashboard-service.js';

/**
 * `GET /api/v1/dashboard/favorite_status/?q=!(ids)`: one entry per visible dashboard; unknown
 * or hidden ids are left out, and 404 when none remain, as Superset does.
 */
export const dashboardFavoriteStatus = async (
  db: Kysely<DB>,
  ctx: DashboardListCtx,
  ids: readonly number[],
): Promise<{ id: number; value: boolean }[]> => {
  const seen = dashboardVisibility(ctx);
  const rows = await db
    .selectFrom('dashboards')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where((eb) => (seen ? seen(eb) : eb.lit(true)))
    .orderBy('id')
    .execute();
  return favouriteStatus(
    db,
    ctx.userId,
    DASHBOARD_FAVOURITE_CLASS,
    rows.map((r) => r.id),
    'Dashboard',
  );
};

/** `POST` / `DELETE /api/v1/dashboard/{pk}/favorites/`. */
export const setDashboardFavorite = async (
  db: Kysely<DB>,
  caller: Caller,
  ctx: DashboardListCtx,
  id: number,
  on: boolean,
): Promise<void> => {
  const userId = favouriteUserOf(caller);
  await loadVisibleDashboardId(db, ctx, String(id));
  await setFavourite(db, userId, DASHBOARD_FAVOURITE_CLASS, id, on);
};

export type FavstarAction = 'select' | 'unselect' | 'count';

/**
 * Superset's legacy `/superset/favstar/{class}/{id}/{action}/`: select answers 1, unselect 0,
 * count whether the caller has it marked.
 */
export const favstar = async (
  db: Kysely<DB>,
  caller: Caller,
  ctx: DashboardListCtx,
  kind: 'dashboard' | 'chart',
  id: number,
  action: FavstarAction,
): Promise<{ count: number }> => {
  const userId = favouriteUserOf(caller);
  if (kind === 'dashboard') await loadVisibleDashboardId(db, ctx, String(id));
  else await loadVisibleChart(db, caller, id);
  const className = kind === 'dashboard' ? DASHBOARD_FAVOURITE_CLASS : CHART_FAVOURITE_CLASS;
  if (action !== 'count') {
    await setFavourite(db, userId, className, id, action === 'select');
    return { count: action === 'select' ? 1 : 0 };
  }
  const row = await db
    .selectFrom('favourites')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('class_name', '=', className)
    .where('obj_id', '=', id)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0) };
};
