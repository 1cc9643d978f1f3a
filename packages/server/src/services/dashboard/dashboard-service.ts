import {
  type Caller,
  type DashboardChart,
  type DashboardDetail,
  type DashboardListItem,
  type ListQuery,
  naturalTime,
  type Owner,
  sliceFormData,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/http-error.js';
import { groupByKey, utcIso } from '../shared/list/row-helpers.js';
import { runList } from '../shared/list/run-list.js';
import { chartUrl, dashboardUrl } from '../shared/urls.js';
import {
  accessibleDatasets,
  chartVisibility,
  dashboardVisibility,
  withReadableDatasets,
} from '../shared/visibility.js';
import { dashboardListResource } from './dashboard-list-resource.js';
import { withAuditUsers, type AuditUsers } from '../shared/audit-users.js';

type Conn = Kysely<DB> | Transaction<DB>;
type Role = { id: number; name: string };

const rowsQuery = (db: Conn) => db.selectFrom('dashboards as b').selectAll('b').select([]);

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number] & AuditUsers;

const ownersOf = async (db: Conn, ids: number[]): Promise<Map<number, Owner[]>> =>
  groupByKey(
    await db
      .selectFrom('dashboard_owners as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.dashboard_id as key', 'u.id', 'u.first_name', 'u.last_name'])
      .where('o.dashboard_id', 'in', ids)
      .orderBy('u.id')
      .execute(),
  );

const rolesOf = async (db: Conn, ids: number[]): Promise<Map<number, Role[]>> =>
  groupByKey(
    await db
      .selectFrom('dashboard_roles as l')
      .innerJoin('roles as r', 'r.id', 'l.role_id')
      .select(['l.dashboard_id as key', 'r.id', 'r.name'])
      .where('l.dashboard_id', 'in', ids)
      .orderBy('r.id')
      .execute(),
  );

const toListItem = (r: Row, owners: Owner[], roles: Role[]): DashboardListItem => {
  const changedBy = r.changed_by;
  return {
    id: r.id,
    uuid: r.uuid,
    dashboard_title: r.dashboard_title,
    slug: r.slug,
    url: dashboardUrl(r.id, r.slug),
    published: r.published === 1,
    status: r.published === 1 ? 'published' : 'draft',
    certified_by: r.certified_by,
    certification_details: r.certification_details,
    owners,
    roles,
    changed_by: changedBy,
    changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}`.trim() : '',
    changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
    changed_on_utc: utcIso(r.changed_on),
    created_by: r.created_by,
    created_on_delta_humanized: r.created_on ? naturalTime(r.created_on) : '',
    thumbnail_url: null,
    json_metadata: r.json_metadata,
    position_json: r.position_json,
    css: r.css,
    is_managed_externally: r.is_managed_externally === 1,
  };
};

/** Dashboards by id in the given order, with owners and roles (batched, not one query per row). */
const loadDashboards = async (db: Conn, ids: number[]): Promise<{ row: Row; item: DashboardListItem }[]> => {
  if (ids.length === 0) return [];
  const [rows, owners, roles] = await Promise.all([
    rowsQuery(db)
      .where('b.id', 'in', ids)
      .execute()
      .then((found) => withAuditUsers(db, found)),
    ownersOf(db, ids),
    rolesOf(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, item: toListItem(row, owners.get(id) ?? [], roles.get(id) ?? []) }] : [];
  });
};

/** `GET /api/v1/dashboard/`: the caller's visible dashboards, filtered, ordered and paged in SQL. */
export const listDashboards = async (
  db: Kysely<DB>,
  caller: Caller,
  q: ListQuery,
): Promise<{ result: DashboardListItem[]; count: number; ids: number[] }> => {
  const page = await runList(db, dashboardListResource, q, await withReadableDatasets(db, caller));
  const items = await loadDashboards(db, page.ids);
  return { result: items.map((d) => d.item), count: page.count, ids: page.ids };
};

/** Superset's id_or_slug filter: digits name an id, anything else a slug. */
export const findDashboardId = async (db: Conn, idOrSlug: string): Promise<number | null> => {
  const byId = /^\d+$/.test(idOrSlug);
  // Digits beyond the integer column's range name no dashboard (and would make PostgreSQL fail).
  if (byId && Number(idOrSlug) > 2_147_483_647) return null;
  const row = await db
    .selectFrom('dashboards')
    .select('id')
    .where(byId ? 'id' : 'slug', '=', byId ? Number(idOrSlug) : idOrSlug)
    .executeTakeFirst();
  return row?.id ?? null;
};

/** The id of a dashboard the caller may see; 404 otherwise, as Superset's base filter answers. */
export const loadVisibleDashboardId = async (db: Kysely<DB>, caller: Caller, idOrSlug: string): Promise<number> => {
  const id = await findDashboardId(db, idOrSlug);
  const seen = dashboardVisibility(caller);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('dashboards')
          .select('id')
          .where('id', '=', id)
          .where((eb) => (seen ? seen(eb) : eb.lit(true)))
          .executeTakeFirst();
  if (!row) throw notFound('Dashboard');
  return row.id;
};

/** `GET /api/v1/dashboard/{id_or_slug}`. */
export const getDashboard = async (db: Kysely<DB>, caller: Caller, idOrSlug: string): Promise<DashboardDetail> => {
  const id = await loadVisibleDashboardId(db, caller, idOrSlug);
  const [found] = await loadDashboards(db, [id]);
  if (!found) throw notFound('Dashboard');
  const charts = await db
    .selectFrom('dashboard_charts as l')
    .innerJoin('charts as c', 'c.id', 'l.chart_id')
    .select('c.slice_name')
    .where('l.dashboard_id', '=', id)
    .orderBy('c.id')
    .execute();
  return {
    ...found.item,
    changed_on: found.row.changed_on,
    description: found.row.description,
    external_url: found.row.external_url,
    charts: charts.map((c) => c.slice_name),
  };
};

/** `GET /api/v1/dashboard/{id_or_slug}/charts`: the charts on it that the caller may see. */
export const dashboardCharts = async (db: Kysely<DB>, caller: Caller, idOrSlug: string): Promise<DashboardChart[]> => {
  const id = await loadVisibleDashboardId(db, caller, idOrSlug);
  const seen = chartVisibility(await accessibleDatasets(db, caller), caller.userId);
  const rows = await db
    .selectFrom('charts')
    .selectAll('charts')
    .where('charts.id', 'in', (eb) =>
      eb
        .selectFrom('dashboard_charts')
        .select('dashboard_charts.chart_id')
        .where('dashboard_charts.dashboard_id', '=', id),
    )
    .where((eb) => (seen ? seen(eb) : eb.lit(true)))
    .orderBy('charts.id')
    .execute();
  return rows.map((c) => ({
    id: c.id,
    slice_name: c.slice_name,
    viz_type: c.viz_type,
    description: c.description,
    cache_timeout: c.cache_timeout,
    certified_by: c.certified_by,
    certification_details: c.certification_details,
    changed_on: c.changed_on,
    form_data: sliceFormData(c),
    slice_url: chartUrl(c.id),
    datasource_id: c.datasource_id,
    datasource_type: c.datasource_type,
    is_managed_externally: c.is_managed_externally === 1,
  }));
};
