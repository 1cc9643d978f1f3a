import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound, nowIso, unauthorized } from '../lib/http-error.js';
import { accessibleDatasets, chartVisibility, loadVisibleChart } from './chart-access.js';
import { CHART_FAVOURITE_CLASS } from './chart-list-resource.js';
import type { Caller } from './dataset-owners.js';

const userOf = (caller: Caller): number => {
  if (caller.userId === null) throw unauthorized();
  return caller.userId;
};

/**
 * `GET /api/v1/chart/favorite_status/?q=!(ids)`: one entry per visible chart; unknown or
 * hidden ids are left out, and 404 when none remain, as Superset does.
 */
export const favoriteStatus = async (
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
  const visible = rows.map((r) => r.id);
  if (visible.length === 0) throw notFound('Chart');
  const faved =
    caller.userId === null
      ? []
      : await db
          .selectFrom('favourites')
          .select('obj_id')
          .where('user_id', '=', caller.userId)
          .where('class_name', '=', CHART_FAVOURITE_CLASS)
          .where('obj_id', 'in', visible)
          .execute();
  const set = new Set(faved.map((f) => f.obj_id));
  return visible.map((id) => ({ id, value: set.has(id) }));
};

/** `POST /api/v1/chart/{pk}/favorites/`; idempotent. */
export const addFavorite = async (db: Kysely<DB>, caller: Caller, id: number): Promise<void> => {
  const userId = userOf(caller);
  await loadVisibleChart(db, caller, id);
  await db
    .insertInto('favourites')
    .values({ user_id: userId, class_name: CHART_FAVOURITE_CLASS, obj_id: id, created_on: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
    .execute();
};

/** `DELETE /api/v1/chart/{pk}/favorites/`; idempotent. */
export const removeFavorite = async (db: Kysely<DB>, caller: Caller, id: number): Promise<void> => {
  const userId = userOf(caller);
  await loadVisibleChart(db, caller, id);
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('class_name', '=', CHART_FAVOURITE_CLASS)
    .where('obj_id', '=', id)
    .execute();
};
