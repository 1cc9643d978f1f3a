import { randomUUID } from 'node:crypto';
import {
  type Caller,
  type FilterSet,
  type FilterSetCreate,
  type FilterSetList,
  type FilterSetOwnerType,
  type FilterSetUpdate,
  parseJsonObject,
} from '@tessera/core';
import type { Kysely, Selectable } from 'kysely';
import type { DB, FilterSetsTable } from '../../db/schema.js';
import { badRequest, forbidden, notFound, nowIso, unauthorized } from '../../http/http-error.js';
import { loadVisibleDashboardId } from './dashboard-service.js';
import { assertEditable, ownerIdsOf } from './dashboard-write-service.js';
import { changedAudit, createdAudit } from '../shared/audit.js';

type FilterSetRow = Selectable<FilterSetsTable>;

const toFilterSet = (row: FilterSetRow): FilterSet => ({
  id: row.id,
  name: row.name,
  description: row.description,
  json_metadata: row.json_metadata,
  params: parseJsonObject(row.json_metadata),
  owner_type: row.owner_type === 'User' ? 'User' : 'Dashboard',
  owner_id: row.owner_id,
  dashboard_id: row.dashboard_id,
  changed_on: row.changed_on,
});

/**
 * Superset's FilterSetFilter: the dashboard's own sets, and the caller's personal ones; another
 * user's personal set is not there for the caller (404, as for a missing set).
 */
const visibleSets = (db: Kysely<DB>, caller: Caller, dashboardId: number) =>
  db
    .selectFrom('filter_sets')
    .selectAll()
    .where('dashboard_id', '=', dashboardId)
    .where((eb) =>
      eb.or([
        eb('owner_type', '=', 'Dashboard'),
        ...(caller.userId === null
          ? []
          : [eb.and([eb('owner_type', '=', 'User'), eb('owner_id', '=', caller.userId)])]),
      ]),
    );

/**
 * Who may write a set of this owner type: a 'Dashboard' set its dashboard's owners and admins
 * (Superset's check_is_dashboard_owner), a 'User' set only that user (check_is_owner).
 */
const assertMayWrite = async (
  db: Kysely<DB>,
  caller: Caller,
  dashboardId: number,
  ownerType: FilterSetOwnerType,
  userOwnerId: number | null,
): Promise<void> => {
  if (caller.userId === null) throw unauthorized();
  if (ownerType === 'Dashboard') assertEditable(caller, await ownerIdsOf(db, dashboardId));
  else if (userOwnerId !== caller.userId) throw forbidden('Only its owner may change this filter set');
};

/** `GET /api/v1/dashboard/{id}/filtersets`: for whoever may read the dashboard. */
export const listFilterSets = async (db: Kysely<DB>, caller: Caller, idOrSlug: string): Promise<FilterSetList> => {
  const dashboardId = await loadVisibleDashboardId(db, caller, idOrSlug);
  const rows = await visibleSets(db, caller, dashboardId).orderBy('id').execute();
  const result = rows.map(toFilterSet);
  return { count: result.length, ids: result.map((s) => s.id), result };
};

const loadSet = async (db: Kysely<DB>, caller: Caller, dashboardId: number, pk: number): Promise<FilterSetRow> => {
  const row = await visibleSets(db, caller, dashboardId).where('id', '=', pk).executeTakeFirst();
  if (!row) throw notFound('Filter set');
  return row;
};

/** `GET /api/v1/dashboard/{id}/filtersets/{pk}`. */
export const getFilterSet = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
  pk: number,
): Promise<FilterSet> => {
  const dashboardId = await loadVisibleDashboardId(db, caller, idOrSlug);
  return toFilterSet(await loadSet(db, caller, dashboardId, pk));
};

/**
 * `POST /api/v1/dashboard/{id}/filtersets`: a 'Dashboard' set is owned by the dashboard of the
 * path (an owner_id naming another is refused); a 'User' set by the caller, who must be the
 * owner_id sent.
 */
export const createFilterSet = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
  body: FilterSetCreate,
): Promise<FilterSet> => {
  const dashboardId = await loadVisibleDashboardId(db, caller, idOrSlug);
  if (body.owner_type === 'Dashboard' && body.owner_id !== undefined && body.owner_id !== dashboardId)
    throw badRequest("owner_id: a 'Dashboard' filter set is owned by its dashboard", 'owner_id');
  await assertMayWrite(db, caller, dashboardId, body.owner_type, body.owner_id ?? null);
  const now = nowIso();
  const row = await db.transaction().execute((trx) =>
    trx
      .insertInto('filter_sets')
      .values({
        uuid: randomUUID(),
        name: body.name,
        description: body.description ?? null,
        json_metadata: body.json_metadata,
        dashboard_id: dashboardId,
        owner_type: body.owner_type,
        owner_id: body.owner_type === 'Dashboard' ? dashboardId : (caller.userId ?? 0),
        ...createdAudit(caller.userId, now),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toFilterSet(row);
};

/** `PUT /api/v1/dashboard/{id}/filtersets/{pk}`: the writer of the set as it is, and of what it becomes. */
export const updateFilterSet = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
  pk: number,
  body: FilterSetUpdate,
): Promise<FilterSet> => {
  const dashboardId = await loadVisibleDashboardId(db, caller, idOrSlug);
  const current = await loadSet(db, caller, dashboardId, pk);
  const currentType: FilterSetOwnerType = current.owner_type === 'User' ? 'User' : 'Dashboard';
  await assertMayWrite(db, caller, dashboardId, currentType, currentType === 'User' ? current.owner_id : null);
  const ownerType = body.owner_type ?? currentType;
  if (ownerType !== currentType) await assertMayWrite(db, caller, dashboardId, ownerType, caller.userId);
  const row = await db.transaction().execute((trx) =>
    trx
      .updateTable('filter_sets')
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.json_metadata !== undefined && { json_metadata: body.json_metadata }),
        owner_type: ownerType,
        owner_id: ownerType === 'Dashboard' ? dashboardId : (caller.userId ?? current.owner_id),
        ...changedAudit(caller.userId),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toFilterSet(row);
};

/** `DELETE /api/v1/dashboard/{id}/filtersets/{pk}`: the same writers as PUT. */
export const deleteFilterSet = async (db: Kysely<DB>, caller: Caller, idOrSlug: string, pk: number): Promise<void> => {
  const dashboardId = await loadVisibleDashboardId(db, caller, idOrSlug);
  const current = await loadSet(db, caller, dashboardId, pk);
  const type: FilterSetOwnerType = current.owner_type === 'User' ? 'User' : 'Dashboard';
  await assertMayWrite(db, caller, dashboardId, type, type === 'User' ? current.owner_id : null);
  await db.transaction().execute((trx) => trx.deleteFrom('filter_sets').where('id', '=', current.id).execute());
};
