import { randomUUID } from 'node:crypto';
import type { Caller, DashboardCreate, DashboardUpdate, DashboardWriteResultSchema } from '@tessera/core';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { z } from 'zod';
import type { DashboardsTable, DB } from '../../db/schema.js';
import { forbidden, notFound, nowIso, unauthorized, unprocessable } from '../../http/http-error.js';
import { resolveOwners } from '../shared/owners.js';
import { DASHBOARD_FAVORITE_CLASS } from './dashboard-list-resource.js';
import { loadVisibleDashboardId } from './dashboard-service.js';
import { createdAudit } from '../shared/audit.js';
import { replaceLinkRows } from '../shared/links.js';

export type WriteResult = z.infer<typeof DashboardWriteResultSchema>;

const MAX_ID = 2_147_483_647;

/** An empty slug or certification means "none", as Superset's save dialog sends it. */
const blankToNull = (v: string | null | undefined): string | null | undefined => (v === '' ? null : v);

export const assertSlugFree = async (
  db: Kysely<DB>,
  slug: string | null | undefined,
  exceptId?: number,
): Promise<void> => {
  if (!slug) return;
  let q = db.selectFrom('dashboards').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw unprocessable('slug: Must be unique', 'slug');
};

export const checkRoles = async (
  db: Kysely<DB>,
  roles: readonly number[] | undefined,
): Promise<number[] | undefined> => {
  if (!roles) return undefined;
  const ids = [...new Set(roles)];
  if (ids.length === 0) return ids;
  const found = await db.selectFrom('roles').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw unprocessable('roles: Some roles do not exist', 'roles');
  return ids;
};

/** The chart ids a layout places (CHART components' meta.chartId): which charts belong to the dashboard. */
export const chartIdsOf = (positionJson: string): number[] => {
  const layout = JSON.parse(positionJson) as Record<string, unknown>;
  const ids = new Set<number>();
  for (const node of Object.values(layout)) {
    if (typeof node !== 'object' || node === null) continue;
    const { type, meta } = node as { type?: unknown; meta?: { chartId?: unknown } };
    const chartId = meta?.chartId;
    // Ids outside the integer column's range name no chart (and would make PostgreSQL fail).
    if (
      type === 'CHART' &&
      typeof chartId === 'number' &&
      Number.isInteger(chartId) &&
      chartId > 0 &&
      chartId <= MAX_ID
    )
      ids.add(chartId);
  }
  return [...ids];
};

export const existingCharts = async (db: Kysely<DB>, ids: number[]): Promise<number[]> =>
  ids.length === 0
    ? []
    : (await db.selectFrom('charts').select('id').where('id', 'in', ids).execute()).map((r) => r.id);

export const columnsOf = (body: DashboardUpdate): Updateable<DashboardsTable> => ({
  dashboard_title: body.dashboard_title ?? undefined,
  slug: body.slug === undefined ? undefined : blankToNull(body.slug),
  position_json: body.position_json,
  css: body.css,
  json_metadata: body.json_metadata,
  published: body.published == null ? undefined : Number(body.published),
  certified_by: blankToNull(body.certified_by),
  certification_details: body.certification_details,
  is_managed_externally: body.is_managed_externally == null ? undefined : Number(body.is_managed_externally),
  external_url: body.external_url,
});

export const replaceLinks = async (
  trx: Transaction<DB>,
  id: number,
  links: { owners?: number[] | undefined; roles?: number[] | undefined; charts?: number[] | undefined },
): Promise<void> => {
  if (links.owners) {
    const rows = links.owners.map((user_id) => ({ dashboard_id: id, user_id }));
    await replaceLinkRows(trx, 'dashboard_owners', 'dashboard_id', id, rows);
  }
  if (links.roles) {
    const rows = links.roles.map((role_id) => ({ dashboard_id: id, role_id }));
    await replaceLinkRows(trx, 'dashboard_roles', 'dashboard_id', id, rows);
  }
  if (links.charts) {
    const rows = links.charts.map((chart_id) => ({ dashboard_id: id, chart_id }));
    await replaceLinkRows(trx, 'dashboard_charts', 'dashboard_id', id, rows);
  }
};

/** `POST /api/v1/dashboard/`: the dashboard, its owners (the creator by default), roles and charts in one transaction. */
export const createDashboard = async (
  db: Kysely<DB>,
  caller: Caller,
  body: DashboardCreate,
): Promise<{ id: number; result: WriteResult }> => {
  await assertSlugFree(db, body.slug);
  const owners = await resolveOwners(db, caller, body.owners, null);
  const roles = await checkRoles(db, body.roles);
  const charts = body.position_json ? await existingCharts(db, chartIdsOf(body.position_json)) : undefined;
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('dashboards')
      .values({
        description: null,
        slug: null,
        css: null,
        position_json: null,
        json_metadata: null,
        certified_by: null,
        certification_details: null,
        external_url: null,
        ...columnsOf(body),
        uuid: randomUUID(),
        dashboard_title: body.dashboard_title ?? '',
        ...createdAudit(caller.userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLinks(trx, row.id, { owners, roles, charts });
    return row.id;
  });
  return { id, result: { ...body, owners, ...(roles && { roles }) } };
};

export const ownerIdsOf = async (db: Kysely<DB>, id: number): Promise<number[]> =>
  (await db.selectFrom('dashboard_owners').select('user_id').where('dashboard_id', '=', id).execute()).map(
    (o) => o.user_id,
  );

/** Superset's raise_for_ownership on dashboards: owners and admins only. */
export const assertEditable = (caller: Caller, ownerIds: readonly number[]): void => {
  if (caller.isAdmin || (caller.userId !== null && ownerIds.includes(caller.userId))) return;
  if (caller.userId === null) throw unauthorized();
  throw forbidden('Changing this Dashboard is forbidden');
};

/** Single and bulk delete: every dashboard must be visible (404) and editable (403) before any is removed. */
export const deleteDashboards = async (db: Kysely<DB>, caller: Caller, ids: readonly number[]): Promise<number> => {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    await loadVisibleDashboardId(db, caller, String(id));
    assertEditable(caller, await ownerIdsOf(db, id));
  }
  if (unique.length === 0) throw notFound('Dashboard');
  // Superset's DeleteDashboardCommand refuses rather than dropping the schedules along with it.
  const reports = await db
    .selectFrom('report_schedules')
    .select('name')
    .where('dashboard_id', 'in', unique)
    .orderBy('name')
    .execute();
  if (reports.length > 0)
    throw unprocessable(`There are associated alerts or reports: ${reports.map((r) => r.name).join(',')}`);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('favourites')
      .where('class_name', '=', DASHBOARD_FAVORITE_CLASS)
      .where('obj_id', 'in', unique)
      .execute();
    await trx.deleteFrom('dashboard_charts').where('dashboard_id', 'in', unique).execute();
    await trx.deleteFrom('dashboard_owners').where('dashboard_id', 'in', unique).execute();
    await trx.deleteFrom('dashboard_roles').where('dashboard_id', 'in', unique).execute();
    await trx.deleteFrom('dashboards').where('id', 'in', unique).execute();
  });
  return unique.length;
};
