import type { ActionLogItem, ActionLogQuery } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../http/http-error.js';

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
 * Records a write in `logs` under `<METHOD> <route pattern>`, the way Superset's event logger
 * records each API action under its view's name; `json` holds the path, status and request id.
 */
export const recordWrite = async (db: Kysely<DB>, e: WriteEntry): Promise<void> => {
  await db
    .insertInto('logs')
    .values({
      action: `${e.method} ${e.route}`,
      user_id: e.userId,
      json: JSON.stringify({ path: e.path, method: e.method, status: e.status, request_id: e.requestId }),
      dashboard_id: e.pk !== null && DASHBOARD_ROUTE.test(e.route) ? e.pk : null,
      slice_id: e.pk !== null && CHART_ROUTE.test(e.route) ? e.pk : null,
      duration_ms: Math.round(e.durationMs),
      referrer: e.referrer?.slice(0, 1024) ?? null,
      dttm: nowIso(),
    })
    .execute();
};

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

/** A page of the action log, newest first. */
export const listActions = async (
  db: Kysely<DB>,
  q: ActionLogQuery,
): Promise<{ count: number; ids: number[]; result: ActionLogItem[] }> => {
  const byUser = q.user_id;
  const count = await db
    .selectFrom('logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(byUser !== undefined, (qb) => qb.where('user_id', '=', byUser as number))
    .executeTakeFirstOrThrow();
  const rows = await selectItems(db)
    .$if(byUser !== undefined, (qb) => qb.where('logs.user_id', '=', byUser as number))
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
