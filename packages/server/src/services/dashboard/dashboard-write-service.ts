import { randomUUID } from 'node:crypto';
import {
  isStaleVersion,
  lastModifiedTimeOf,
  UNTITLED_DASHBOARD_TITLE,
  type DashboardCreate,
  type DashboardSave,
  type DashboardUpdate,
  type DashboardWriteResultSchema,
} from '@tessera/core';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { z } from 'zod';
import type { Caller } from '../../auth/caller.js';
import type { DashboardsTable, DB } from '../../db/schema.js';
import { HttpError, badRequest, forbidden, notFound, nowIso, unauthorized, unprocessable } from '../../http/http-error.js';
import { resolveOwners } from '../shared/owners.js';
import type { DashboardListCtx } from '../shared/visibility.js';
import { DASHBOARD_FAVORITE_CLASS } from './dashboard-list-resource.js';
import { loadVisibleDashboardId } from './dashboard-service.js';

type WriteResult = z.infer<typeof DashboardWriteResultSchema>;

const MAX_ID = 2_147_483_647;

/** An empty slug or certification means "none", as Superset's save dialog sends it. */
const blankToNull = (v: string | null | undefined): string | null | undefined => (v === '' ? null : v);

export const assertSlugFree = async (db: Kysely<DB>, slug: string | null | undefined, exceptId?: number): Promise<void> => {
  if (!slug) return;
  let q = db.selectFrom('dashboards').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw unprocessable('slug: Must be unique', 'slug');
};

const checkRoles = async (db: Kysely<DB>, roles: readonly number[] | undefined): Promise<number[] | undefined> => {
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

const columnsOf = (body: DashboardUpdate): Updateable<DashboardsTable> => ({
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
    await trx.deleteFrom('dashboard_owners').where('dashboard_id', '=', id).execute();
    if (links.owners.length > 0)
      await trx
        .insertInto('dashboard_owners')
        .values(links.owners.map((user_id) => ({ dashboard_id: id, user_id })))
        .execute();
  }
  if (links.roles) {
    await trx.deleteFrom('dashboard_roles').where('dashboard_id', '=', id).execute();
    if (links.roles.length > 0)
      await trx
        .insertInto('dashboard_roles')
        .values(links.roles.map((role_id) => ({ dashboard_id: id, role_id })))
        .execute();
  }
  if (links.charts) {
    await trx.deleteFrom('dashboard_charts').where('dashboard_id', '=', id).execute();
    if (links.charts.length > 0)
      await trx
        .insertInto('dashboard_charts')
        .values(links.charts.map((chart_id) => ({ dashboard_id: id, chart_id })))
        .execute();
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
        created_on: now,
        changed_on: now,
        created_by_fk: caller.userId,
        changed_by_fk: caller.userId,
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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const blank = (v: string | null | undefined): boolean => v !== undefined && (v === null || v.trim() === '');

/** Superset's DASHBOARD_POSITION_DATA_LIMIT. */
const POSITION_DATA_LIMIT = 65_535;

/**
 * Superset's set_dash_metadata: the layout sent as `positions` (top level, or inside json_metadata
 * as the dashboard's save sends it) becomes position_json and leaves the metadata.
 */
const withPositionsSplit = (body: DashboardSave): DashboardUpdate => {
  let positions = body.positions;
  let jsonMetadata = body.json_metadata;
  if (typeof jsonMetadata === 'string') {
    const metadata = JSON.parse(jsonMetadata) as Record<string, unknown>;
    if ('positions' in metadata) {
      if (positions === undefined && isRecord(metadata['positions'])) positions = metadata['positions'];
      delete metadata['positions'];
      jsonMetadata = JSON.stringify(metadata);
    }
  }
  const positionJson = positions ? JSON.stringify(positions) : body.position_json;
  if (positionJson && positionJson.length > POSITION_DATA_LIMIT)
    throw badRequest(`positions: The layout is longer than ${POSITION_DATA_LIMIT} characters`, 'positions');
  return { ...body, json_metadata: jsonMetadata, position_json: positionJson };
};

/**
 * Spec 01 §5's save defaults, applied again on the server: an empty title is '[ untitled
 * dashboard ]', an empty slug null, and certification details live only beside certified_by.
 */
const withSaveDefaults = (body: DashboardUpdate, storedCertifiedBy: string | null): DashboardUpdate => {
  const out: DashboardUpdate = { ...body };
  if (body.dashboard_title !== undefined && blank(body.dashboard_title)) out.dashboard_title = UNTITLED_DASHBOARD_TITLE;
  const certifiedBy = body.certified_by === undefined ? storedCertifiedBy : body.certified_by;
  if ((body.certified_by !== undefined || body.certification_details !== undefined) && blank(certifiedBy ?? ''))
    out.certification_details = null;
  return out;
};

type Conn = Kysely<DB> | Transaction<DB>;

/** The stored version a save is compared with, and who made it. */
const storedVersion = async (db: Conn, id: number) => {
  const row = await db
    .selectFrom('dashboards as b')
    .leftJoin('users as u', 'u.id', 'b.changed_by_fk')
    .select(['b.changed_on', 'b.certified_by', 'u.first_name', 'u.last_name'])
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Dashboard');
  return row;
};

/** 409 naming who saved last and when (Superset's save_dash answered 412 with its own text). */
const staleVersion = (stored: Awaited<ReturnType<typeof storedVersion>>): HttpError => {
  const name = `${stored.first_name ?? ''} ${stored.last_name ?? ''}`.trim();
  const lastModified = lastModifiedTimeOf(stored.changed_on);
  return new HttpError(
    409,
    `This dashboard was changed recently${name ? ` by ${name}` : ''}${stored.changed_on ? ` at ${new Date(lastModified * 1000).toISOString()}` : ''}. Please reload dashboard to get latest version.`,
    'CONFLICT',
    { changed_by_name: name, changed_on: stored.changed_on, last_modified_time: lastModified },
  );
};

/**
 * `PUT /api/v1/dashboard/{pk}`: owners or admins (403 otherwise); one transaction. A body carrying
 * `last_modified_time` older than the stored changed_on is refused with 409, and the update only
 * lands on the version it was checked against, so two clients never silently lose an edit.
 */
export const updateDashboard = async (
  db: Kysely<DB>,
  caller: Caller,
  ctx: DashboardListCtx,
  pk: number,
  save: DashboardSave,
): Promise<{ id: number; result: WriteResult; last_modified_time: number }> => {
  const id = await loadVisibleDashboardId(db, ctx, String(pk));
  const current = await ownerIdsOf(db, id);
  assertEditable(caller, current);
  const split = withPositionsSplit(save);
  await assertSlugFree(db, split.slug, id);
  const owners = split.owners ? await resolveOwners(db, caller, split.owners, current) : undefined;
  const roles = await checkRoles(db, split.roles);
  const charts = split.position_json ? await existingCharts(db, chartIdsOf(split.position_json)) : undefined;
  const now = nowIso();
  const body = await db.transaction().execute(async (trx) => {
    const stored = await storedVersion(trx, id);
    const loaded = save.last_modified_time;
    if (loaded !== undefined && isStaleVersion(lastModifiedTimeOf(stored.changed_on), loaded))
      throw staleVersion(stored);
    const withDefaults = withSaveDefaults(split, stored.certified_by);
    const updated = await trx
      .updateTable('dashboards')
      .set({ ...columnsOf(withDefaults), changed_on: now, changed_by_fk: caller.userId })
      .where('id', '=', id)
      .where((eb) =>
        stored.changed_on === null ? eb('changed_on', 'is', null) : eb('changed_on', '=', stored.changed_on),
      )
      .executeTakeFirst();
    // Another save landed between the read and the write.
    if (Number(updated.numUpdatedRows) === 0) throw staleVersion(await storedVersion(trx, id));
    await replaceLinks(trx, id, { owners, roles, charts });
    return withDefaults;
  });
  return {
    id,
    result: { ...body, ...(owners && { owners }), ...(roles && { roles }) },
    last_modified_time: lastModifiedTimeOf(now),
  };
};

/** Single and bulk delete: every dashboard must be visible (404) and editable (403) before any is removed. */
export const deleteDashboards = async (
  db: Kysely<DB>,
  caller: Caller,
  ctx: DashboardListCtx,
  ids: readonly number[],
): Promise<number> => {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    await loadVisibleDashboardId(db, ctx, String(id));
    assertEditable(caller, await ownerIdsOf(db, id));
  }
  if (unique.length === 0) throw notFound('Dashboard');
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
