import {
  type Caller,
  type DashboardSave,
  type DashboardUpdate,
  isStaleVersion,
  lastModifiedTimeOf,
  UNTITLED_DASHBOARD_TITLE,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { HttpError, badRequest, notFound, nowIso } from '../../http/http-error.js';
import { resolveOwners } from '../shared/owners.js';
import { loadVisibleDashboardId } from './dashboard-service.js';
import {
  assertEditable,
  assertSlugFree,
  chartIdsOf,
  checkRoles,
  columnsOf,
  existingCharts,
  ownerIdsOf,
  replaceLinks,
  type WriteResult,
} from './dashboard-write-service.js';
import { changedAudit } from '../shared/audit.js';

// The save of spec 01 §4 (`PUT /api/v1/dashboard/{pk}`): Superset's defaults, the layout sent as
// positions, and the stale-version refusal that keeps two editors from losing an edit silently.

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
  pk: number,
  save: DashboardSave,
): Promise<{ id: number; result: WriteResult; last_modified_time: number }> => {
  const id = await loadVisibleDashboardId(db, caller, String(pk));
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
      .set({ ...columnsOf(withDefaults), ...changedAudit(caller.userId, now) })
      .where('id', '=', id)
      .where((eb) => {
        // A versioned save lands only on the version it was checked against; others (publish, an
        // explicit overwrite) write whatever is stored.
        if (loaded === undefined) return eb.lit(true);
        return stored.changed_on === null ? eb('changed_on', 'is', null) : eb('changed_on', '=', stored.changed_on);
      })
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
