import {
  type Caller,
  type ChartDetail,
  type ChartListItem,
  type ListQuery,
  naturalTime,
  type Owner,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/http-error.js';
import { groupByKey, userRef, utcIso } from '../shared/list/row-helpers.js';
import { runList } from '../shared/list/run-list.js';
import { chartUrl } from '../shared/urls.js';
import { accessibleDatasets, dashboardVisibility } from '../shared/visibility.js';
import { loadVisibleChart } from './chart-access.js';
import { chartListResource } from './chart-list-resource.js';
import { withAuditUsers, type AuditUsers } from '../shared/audit-users.js';

const rowsQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('charts as c')
    .leftJoin('datasets as d', 'd.id', 'c.datasource_id')
    .leftJoin('users as lb', 'lb.id', 'c.last_saved_by_fk')
    .select([
      'c.id',
      'c.uuid',
      'c.slice_name',
      'c.description',
      'c.viz_type',
      'c.datasource_id',
      'c.datasource_type',
      'c.params',
      'c.query_context',
      'c.cache_timeout',
      'c.certified_by',
      'c.certification_details',
      'c.is_managed_externally',
      'c.external_url',
      'c.changed_on',
      'c.created_on',
      'c.last_saved_at',
      'd.id as dataset_id',
      'd.table_name',
      'd.schema',
      'd.default_endpoint',
      'c.created_by_fk',
      'c.changed_by_fk',
      'lb.id as lb_id',
      'lb.first_name as lb_first',
      'lb.last_name as lb_last',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number] & AuditUsers;
type DashboardRef = { id: number; dashboard_title: string; json_metadata: string | null };

const ownersOf = async (db: Kysely<DB>, ids: number[]): Promise<Map<number, Owner[]>> =>
  ids.length === 0
    ? new Map()
    : groupByKey(
        await db
          .selectFrom('chart_owners as o')
          .innerJoin('users as u', 'u.id', 'o.user_id')
          .select(['o.chart_id as key', 'u.id', 'u.first_name', 'u.last_name'])
          .where('o.chart_id', 'in', ids)
          .orderBy('u.id')
          .execute(),
      );

/** The dashboards each chart is on, limited to those the caller may see (titles of others would leak). */
const dashboardsOf = async (db: Kysely<DB>, ids: number[], caller: Caller): Promise<Map<number, DashboardRef[]>> => {
  if (ids.length === 0) return new Map();
  const visible = dashboardVisibility(caller);
  return groupByKey(
    await db
      .selectFrom('dashboard_charts')
      .innerJoin('dashboards', 'dashboards.id', 'dashboard_charts.dashboard_id')
      .select([
        'dashboard_charts.chart_id as key',
        'dashboards.id',
        'dashboards.dashboard_title',
        'dashboards.json_metadata',
      ])
      .where('dashboard_charts.chart_id', 'in', ids)
      .where((eb) => (visible ? visible(eb) : eb.lit(true)))
      .orderBy('dashboards.id')
      .execute(),
  );
};

const toListItem = (r: Row, owners: Owner[], dashboards: DashboardRef[]): ChartListItem => {
  const changedBy = r.changed_by;
  return {
    id: r.id,
    uuid: r.uuid,
    slice_name: r.slice_name,
    description: r.description,
    viz_type: r.viz_type,
    datasource_id: r.datasource_id,
    datasource_type: r.datasource_type,
    datasource_name_text: r.table_name === null ? null : r.schema ? `${r.schema}.${r.table_name}` : r.table_name,
    datasource_url:
      r.dataset_id === null
        ? null
        : (r.default_endpoint ?? `/explore/?datasource_type=table&datasource_id=${r.dataset_id}`),
    params: r.params,
    cache_timeout: r.cache_timeout,
    owners,
    dashboards: dashboards.map((d) => ({ id: d.id, dashboard_title: d.dashboard_title })),
    certified_by: r.certified_by,
    certification_details: r.certification_details,
    is_managed_externally: r.is_managed_externally === 1,
    changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
    changed_on_utc: utcIso(r.changed_on),
    changed_on_dttm: r.changed_on ? new Date(r.changed_on).getTime() : null,
    changed_by: changedBy,
    changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}`.trim() : '',
    created_on_delta_humanized: r.created_on ? naturalTime(r.created_on) : '',
    created_by: r.created_by,
    last_saved_at: r.last_saved_at,
    last_saved_by: userRef(r.lb_id, r.lb_first, r.lb_last),
    thumbnail_url: null,
    url: chartUrl(r.id),
    slice_url: chartUrl(r.id),
    edit_url: `/chart/edit/${r.id}`,
  };
};

/** Charts by id in the given order, with owners and dashboards (two batched queries, not one per row). */
const loadCharts = async (db: Kysely<DB>, ids: number[], caller: Caller) => {
  if (ids.length === 0) return [];
  const [rows, owners, dashboards] = await Promise.all([
    rowsQuery(db)
      .where('c.id', 'in', ids)
      .execute()
      .then((found) => withAuditUsers(db, found)),
    ownersOf(db, ids),
    dashboardsOf(db, ids, caller),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, owners: owners.get(id) ?? [], dashboards: dashboards.get(id) ?? [] }] : [];
  });
};

/** `GET /api/v1/chart/`: the caller's visible charts, filtered, ordered and paged. */
export const listCharts = async (
  db: Kysely<DB>,
  caller: Caller,
  q: ListQuery,
): Promise<{ result: ChartListItem[]; count: number; ids: number[] }> => {
  const access = await accessibleDatasets(db, caller);
  const page = await runList(db, chartListResource, q, { caller, access });
  const charts = await loadCharts(db, page.ids, caller);
  return {
    result: charts.map((c) => toListItem(c.row, c.owners, c.dashboards)),
    count: page.count,
    ids: page.ids,
  };
};

/** `GET /api/v1/chart/{pk}`; 404 for a chart the caller may not see. */
export const getChart = async (db: Kysely<DB>, caller: Caller, id: number): Promise<ChartDetail> => {
  await loadVisibleChart(db, caller, id);
  const [chart] = await loadCharts(db, [id], caller);
  if (!chart) throw notFound('Chart');
  return {
    ...toListItem(chart.row, chart.owners, chart.dashboards),
    dashboards: chart.dashboards,
    query_context: chart.row.query_context,
    external_url: chart.row.external_url,
  };
};
