import type { Caller } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound, nowIso, unauthorized } from '../../http/http-error.js';

/** Favourites belong to a signed-in user; anonymous callers get 401. */
const favoriteUserOf = (caller: Caller): number => {
  if (caller.userId === null) throw unauthorized();
  return caller.userId;
};

/** Marks or unmarks one object (`class_name` as Superset stores it) for a user; both are idempotent. */
const setFavorite = async (
  db: Kysely<DB>,
  userId: number,
  className: string,
  objId: number,
  on: boolean,
): Promise<void> => {
  if (on) {
    await db
      .insertInto('favourites')
      .values({ user_id: userId, class_name: className, obj_id: objId, created_on: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
      .execute();
    return;
  }
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('class_name', '=', className)
    .where('obj_id', '=', objId)
    .execute();
};

/** Which of `ids` the user has marked; none for an anonymous caller. */
const favoredIds = async (
  db: Kysely<DB>,
  userId: number | null,
  className: string,
  ids: readonly number[],
): Promise<Set<number>> => {
  if (userId === null || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('favourites')
    .select('obj_id')
    .where('user_id', '=', userId)
    .where('class_name', '=', className)
    .where('obj_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.obj_id));
};

/** What can be marked a favourite (charts, dashboards): its FavStar class and who may see which. */
export interface FavoriteKind {
  /** Superset's FavStar `class_name` ('slice', 'Dashboard'). */
  className: string;
  /** The resource a 404 names. */
  resource: string;
  /** Those of `ids` the caller may see, ascending (the list's visibility rule). */
  visibleIds: (db: Kysely<DB>, caller: Caller, ids: readonly number[]) => Promise<number[]>;
  /** Throws 404 unless the caller may see the object. */
  assertVisible: (db: Kysely<DB>, caller: Caller, id: number) => Promise<void>;
}

/**
 * Superset's `GET /api/v1/{resource}/favorite_status/?q=!(ids)`: one entry per id the caller may
 * see (in order); unknown or hidden ids are left out, and 404 when none remain.
 */
export const favoriteStatus = async (
  db: Kysely<DB>,
  caller: Caller,
  kind: FavoriteKind,
  ids: readonly number[],
): Promise<{ id: number; value: boolean }[]> => {
  const visible = await kind.visibleIds(db, caller, [...new Set(ids)]);
  if (visible.length === 0) throw notFound(kind.resource);
  const marked = await favoredIds(db, caller.userId, kind.className, visible);
  return visible.map((id) => ({ id, value: marked.has(id) }));
};

/** `POST` (on) and `DELETE` (off) `/api/v1/{resource}/{pk}/favorites/` on a visible object; idempotent. */
export const markFavorite = async (
  db: Kysely<DB>,
  caller: Caller,
  kind: FavoriteKind,
  id: number,
  on: boolean,
): Promise<void> => {
  const userId = favoriteUserOf(caller);
  await kind.assertVisible(db, caller, id);
  await setFavorite(db, userId, kind.className, id, on);
};

export type FavstarAction = 'select' | 'unselect' | 'count';

/**
 * Superset's legacy `/superset/favstar/{class}/{id}/{action}/` on an object the caller may see:
 * select answers 1, unselect 0, count whether the user has it marked.
 */
export const favstar = async (
  db: Kysely<DB>,
  caller: Caller,
  kind: FavoriteKind,
  id: number,
  action: FavstarAction,
): Promise<{ count: number }> => {
  const userId = favoriteUserOf(caller);
  await kind.assertVisible(db, caller, id);
  const className = kind.className;
  if (action !== 'count') {
    await setFavorite(db, userId, className, id, action === 'select');
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
