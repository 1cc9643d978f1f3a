import {
  type Caller,
  naturalTime,
  RECENT_ACTIVITY_ACTIONS,
  type RecentActivityItem,
  type RecentActivityQuery,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../http/http-error.js';
import { dashboardUrl } from './urls.js';
import { accessibleDatasets, chartVisibility, dashboardVisibility } from './visibility.js';

/** Superset logs a chart opened in explore under its view's name, `explore`. */
export const EXPLORE_VIEW_ACTION = 'explore';
/** Superset logs a dashboard page view under its view's name, `dashboard`. */
export const DASHBOARD_VIEW_ACTION = 'dashboard';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

interface ViewTarget {
  sliceId?: number;
  dashboardId?: number;
}

const insertView = async (db: Kysely<DB>, userId: number | null, action: string, target: ViewTarget) => {
  if (userId === null) return;
  await db
    .insertInto('logs')
    .values({
      action,
      user_id: userId,
      json: JSON.stringify({ path: action, ...target }),
      slice_id: target.sliceId ?? null,
      dashboard_id: target.dashboardId ?? null,
      duration_ms: null,
      referrer: null,
      dttm: nowIso(),
    })
    .execute();
};

/** Records that a signed-in user opened a saved chart in explore (anonymous views are not logged). */
export const logChartView = async (db: Kysely<DB>, userId: number | null, sliceId: number | null): Promise<void> => {
  if (sliceId !== null) await insertView(db, userId, EXPLORE_VIEW_ACTION, { sliceId });
};

/** Records that a signed-in user fetched a dashboard. */
export const logDashboardView = async (db: Kysely<DB>, userId: number | null, dashboardId: number): Promise<void> =>
  insertView(db, userId, DASHBOARD_VIEW_ACTION, { dashboardId });

/** The action a chart's query_context stored by a non-owner is logged under. */
export const CHART_QUERY_CONTEXT_ACTION = 'chart_query_context_update';

/**
 * Records that a non-owner stored a chart's query_context (Superset's viewer write); the row names
 * the chart, so the chart's owners can see who changed it and when.
 */
export const logQueryContextChange = async (db: Kysely<DB>, userId: number | null, sliceId: number): Promise<void> =>
  insertView(db, userId, CHART_QUERY_CONTEXT_ACTION, { sliceId });

interface ViewRow {
  action: string;
  slice_id: number | null;
  dashboard_id: number | null;
  dttm: string;
}

/** The caller's view rows, newest first, restricted to charts and dashboards they can still see. */
const viewRows = async (db: Kysely<DB>, caller: Caller, userId: number, q: RecentActivityQuery): Promise<ViewRow[]> => {
  const charts = chartVisibility(await accessibleDatasets(db, caller), caller.userId);
  const dashboards = dashboardVisibility(caller);
  const visibleCharts = db
    .selectFrom('charts')
    .select('charts.id')
    .where((eb) => (charts ? charts(eb) : eb.lit(true)));
  const visibleDashboards = db
    .selectFrom('dashboards')
    .select('dashboards.id')
    .where((eb) => (dashboards ? dashboards(eb) : eb.lit(true)));
  const base = db
    .selectFrom('logs')
    .where('logs.user_id', '=', userId)
    .where('logs.action', 'in', q.actions ?? [...RECENT_ACTIVITY_ACTIONS])
    .where('logs.dttm', '>', new Date(Date.now() - YEAR_MS).toISOString())
    .where((eb) =>
      eb.or([
        eb.and([eb('logs.dashboard_id', 'is not', null), eb('logs.dashboard_id', 'in', visibleDashboards)]),
        eb.and([
          eb('logs.dashboard_id', 'is', null),
          eb('logs.slice_id', 'is not', null),
          eb('logs.slice_id', 'in', visibleCharts),
        ]),
      ]),
    );
  const offset = q.page * q.page_size;
  if (!q.distinct) {
    return base
      .select(['logs.action', 'logs.slice_id', 'logs.dashboard_id', 'logs.dttm'])
      .orderBy('logs.dttm', 'desc')
      .orderBy('logs.id', 'desc')
      .limit(q.page_size)
      .offset(offset)
      .execute();
  }
  return base
    .select((eb) => [
      eb.fn.max('logs.action').as('action'),
      'logs.slice_id',
      'logs.dashboard_id',
      eb.fn.max('logs.dttm').as('dttm'),
    ])
    .groupBy(['logs.slice_id', 'logs.dashboard_id'])
    .orderBy('dttm', 'desc')
    .orderBy('logs.dashboard_id')
    .orderBy('logs.slice_id')
    .limit(q.page_size)
    .offset(offset)
    .execute();
};

/**
 * `GET /api/v1/log/recent_activity/` (Superset's LogDAO.get_recent_activity): the charts and
 * dashboards the caller viewed, newest first, distinct by item unless asked otherwise.
 */
export const recentActivity = async (
  db: Kysely<DB>,
  caller: Caller,
  q: RecentActivityQuery,
): Promise<RecentActivityItem[]> => {
  if (caller.userId === null) return [];
  const rows = await viewRows(db, caller, caller.userId, q);
  const sliceIds = rows.flatMap((r) => (r.dashboard_id === null && r.slice_id !== null ? [r.slice_id] : []));
  const dashboardIds = rows.flatMap((r) => (r.dashboard_id !== null ? [r.dashboard_id] : []));
  const [charts, dashboards] = await Promise.all([
    sliceIds.length === 0
      ? []
      : db.selectFrom('charts').select(['id', 'slice_name']).where('id', 'in', sliceIds).execute(),
    dashboardIds.length === 0
      ? []
      : db.selectFrom('dashboards').select(['id', 'dashboard_title', 'slug']).where('id', 'in', dashboardIds).execute(),
  ]);
  const chartById = new Map(charts.map((c) => [c.id, c]));
  const dashboardById = new Map(dashboards.map((d) => [d.id, d]));
  const now = new Date();
  return rows.flatMap((r): RecentActivityItem[] => {
    const when = { time: new Date(r.dttm).getTime(), time_delta_humanized: naturalTime(r.dttm, now) };
    const dashboard = r.dashboard_id !== null ? dashboardById.get(r.dashboard_id) : undefined;
    if (dashboard) {
      const item_title = dashboard.dashboard_title || '<empty>';
      const item_url = dashboardUrl(dashboard.id, dashboard.slug);
      return [{ action: r.action, item_title, item_type: 'dashboard', item_url, ...when }];
    }
    const chart = r.slice_id !== null ? chartById.get(r.slice_id) : undefined;
    if (!chart) return [];
    const item_title = chart.slice_name || '<empty>';
    return [{ action: r.action, item_title, item_type: 'slice', item_url: `/explore/?slice_id=${chart.id}`, ...when }];
  });
};
