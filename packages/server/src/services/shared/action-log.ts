import type { ActionLogItem, ActionLogQuery } from '@tessera/core';
import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB, LogsTable } from '../../db/schema.js';
import { nowIso } from '../../http/http-error.js';
import { escapeLike, ilike } from './list/filter-operators.js';

/** One write a signed-in user made through the API, as the action log keeps it. */
export interface WriteEntry {
  userId: number;
  method: string;
  /** The route pattern, e.g. `/api/v1/dashboard/:pk`. */
  route: string;
  path: string;
  status: number;
  durationMs: number;
  referrer: string | null;
  requestId: string;
  /** The route's `pk`, recorded as the dashboard or chart it names. */
  pk: number | null;
}

const DASHBOARD_ROUTE = /^\/api\/v1\/dashboard\/:(pk|id_or_slug)/;
const CHART_ROUTE = /^\/api\/v1\/chart\/:pk/;

/**
 * A write as a `logs` row, under `<METHOD> <route pattern>`, the way Superset's event logger
 * records each API action under its view's name; `json` holds the path, status and request id.
 */
export const writeLogRow = (e: WriteEntry): Insertable<LogsTable> => ({
  action: `${e.method} ${e.route}`,
  user_id: e.userId,
  json: JSON.stringify({ path: e.path, method: e.method, status: e.status, request_id: e.requestId }),
  dashboard_id: e.pk !== null && DASHBOARD_ROUTE.test(e.route) ? e.pk : null,
  slice_id: e.pk !== null && CHART_ROUTE.test(e.route) ? e.pk : null,
  duration_ms: Math.round(e.durationMs),
  referrer: e.referrer?.slice(0, 1024) ?? null,
  dttm: nowIso(),
});

const selectItems = (db: Kysely<DB>) =>
  db
    .selectFrom('logs')
    .leftJoin('users', 'users.id', 'logs.user_id')
    .select([
      'logs.id',
      'logs.action',
      'logs.dttm',
      'logs.user_id',
      'users.username',
      'logs.json',
      'logs.dashboard_id',
      'logs.slice_id',
      'logs.duration_ms',
      'logs.referrer',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const toItem = ({ username, ...row }: Row): ActionLogItem => ({
  ...row,
  user: username === null ? null : { username },
});

/**
 * The list's filters: who, the action's name (contains, case-insensitive, wildcards literal) and
 * a time range. `dttm` is stored as UTC ISO text, so the bounds are turned to UTC before the
 * comparison (text order is time order only in one zone).
 */
const filtered = <QB extends SelectQueryBuilder<DB, 'logs', object>>(qb: QB, q: ActionLogQuery): QB => {
  let out = qb;
  if (q.user_id !== undefined) out = out.where('logs.user_id', '=', q.user_id) as QB;
  if (q.action !== undefined) out = out.where(ilike(sql.ref('logs.action'), `%${escapeLike(q.action)}%`)) as QB;
  if (q.since !== undefined) out = out.where('logs.dttm', '>=', new Date(q.since).toISOString()) as QB;
  if (q.until !== undefined) out = out.where('logs.dttm', '<', new Date(q.until).toISOString()) as QB;
  return out;
};

/** A page of the action log, newest first. */
export const listActions = async (
  db: Kysely<DB>,
  q: ActionLogQuery,
): Promise<{ count: number; ids: number[]; result: ActionLogItem[] }> => {
  const count = await filtered(db.selectFrom('logs'), q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(selectItems(db), q)
    .orderBy('logs.dttm', 'desc')
    .orderBy('logs.id', 'desc')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  return { count: Number(count.n), ids: rows.map((r) => r.id), result: rows.map(toItem) };
};

export const getAction = async (db: Kysely<DB>, id: number): Promise<ActionLogItem | null> => {
  const row = await selectItems(db).where('logs.id', '=', id).executeTakeFirst();
  return row ? toItem(row) : null;
};
