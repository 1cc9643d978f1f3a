import type { Caller } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { favoriteStatus, favoriteUserOf, favstar, setFavorite, type FavstarAction } from '../shared/favorites.js';
import { accessibleDatasets, chartVisibility } from '../shared/visibility.js';
import { loadVisibleChart } from './chart-access.js';
import { CHART_FAVORITE_CLASS } from './chart-list-resource.js';

/**
 * `GET /api/v1/chart/favorite_status/?q=!(ids)`: one entry per visible chart; unknown or
 * hidden ids are left out, and 404 when none remain, as Superset does.
 */
export const chartFavoriteStatus = async (
  db: Kysely<DB>,
  caller: Caller,
  ids: readonly number[],
): Promise<{ id: number; value: boolean }[]> => {
  const seen = chartVisibility(await accessibleDatasets(db, caller), caller.userId);
  const rows = await db
    .selectFrom('charts')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where((eb) => (seen ? seen(eb) : eb.lit(true)))
    .orderBy('id')
    .execute();
  return favoriteStatus(
    db,
    caller.userId,
    CHART_FAVORITE_CLASS,
    rows.map((r) => r.id),
    'Chart',
  );
};

/** `POST /api/v1/chart/{pk}/favorites/`; idempotent. */
export const addFavorite = async (db: Kysely<DB>, caller: Caller, id: number): Promise<void> => {
  const userId = favoriteUserOf(caller);
  await loadVisibleChart(db, caller, id);
  await setFavorite(db, userId, CHART_FAVORITE_CLASS, id, true);
};

/** `DELETE /api/v1/chart/{pk}/favorites/`; idempotent. */
export const removeFavorite = async (db: Kysely<DB>, caller: Caller, id: number): Promise<void> => {
  const userId = favoriteUserOf(caller);
  await loadVisibleChart(db, caller, id);
  await setFavorite(db, userId, CHART_FAVORITE_CLASS, id, false);
};

/** Superset's legacy `/superset/favstar/slice/{id}/{action}/` (see favstar). */
export const chartFavstar = async (
  db: Kysely<DB>,
  caller: Caller,
  id: number,
  action: FavstarAction,
): Promise<{ count: number }> => {
  const userId = favoriteUserOf(caller);
  await loadVisibleChart(db, caller, id);
  return favstar(db, userId, CHART_FAVORITE_CLASS, id, action);
};
