import { randomUUID } from 'node:crypto';
import { canEditOwned, type Caller, type EmbeddedDashboard, type EmbeddedDashboardConfig } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { forbidden, notFound, nowIso } from '../../http/http-error.js';
import { loadVisibleDashboardId } from '../dashboard/dashboard-service.js';

/** A stored row's allowed domains; anything but an array of strings counts as none (refuse all). */
export const parseAllowedDomains = (text: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
};

const loadRow = async (db: Kysely<DB>, dashboardId: number) =>
  db
    .selectFrom('embedded_dashboards as e')
    .leftJoin('users as u', 'u.id', 'e.changed_by_fk')
    .select(['e.uuid', 'e.dashboard_id', 'e.allowed_domains', 'e.changed_on', 'u.first_name', 'u.last_name'])
    .where('e.dashboard_id', '=', dashboardId)
    .executeTakeFirst();

const toEmbedded = (row: NonNullable<Awaited<ReturnType<typeof loadRow>>>): EmbeddedDashboard => ({
  uuid: row.uuid,
  dashboard_id: String(row.dashboard_id),
  allowed_domains: parseAllowedDomains(row.allowed_domains),
  changed_on: row.changed_on,
  changed_by: row.first_name === null ? null : { first_name: row.first_name, last_name: row.last_name ?? '' },
});

/** `GET /api/v1/dashboard/{id_or_slug}/embedded`: 404 when the dashboard is not embedded. */
export const getEmbeddedDashboard = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
): Promise<EmbeddedDashboard> => {
  const id = await loadVisibleDashboardId(db, caller, idOrSlug);
  const row = await loadRow(db, id);
  if (!row) throw notFound('Embedded dashboard');
  return toEmbedded(row);
};

/** Superset's EmbeddedDashboardRestApi writes need ownership of the dashboard (raise_for_ownership). */
const ownedDashboardId = async (db: Kysely<DB>, caller: Caller, idOrSlug: string): Promise<number> => {
  const id = await loadVisibleDashboardId(db, caller, idOrSlug);
  const owners = await db.selectFrom('dashboard_owners').select('user_id').where('dashboard_id', '=', id).execute();
  if (
    !canEditOwned(
      caller,
      owners.map((o) => o.user_id),
    )
  )
    throw forbidden('You do not own this dashboard');
  return id;
};

/**
 * `POST|PUT /api/v1/dashboard/{id_or_slug}/embedded` (Superset's EmbeddedDashboardDAO.upsert):
 * the first call gives the dashboard its embed uuid, later ones keep it and replace the domains.
 */
export const upsertEmbeddedDashboard = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
  config: EmbeddedDashboardConfig,
): Promise<EmbeddedDashboard> => {
  const id = await ownedDashboardId(db, caller, idOrSlug);
  const domains = JSON.stringify([...new Set(config.allowed_domains)]);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('embedded_dashboards')
      .set({ allowed_domains: domains, changed_on: now, changed_by_fk: caller.userId })
      .where('dashboard_id', '=', id)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) return;
    await trx
      .insertInto('embedded_dashboards')
      .values({
        uuid: randomUUID(),
        dashboard_id: id,
        allowed_domains: domains,
        created_on: now,
        changed_on: now,
        created_by_fk: caller.userId,
        changed_by_fk: caller.userId,
      })
      .execute();
  });
  const row = await loadRow(db, id);
  if (!row) throw notFound('Embedded dashboard');
  return toEmbedded(row);
};

/** `DELETE /api/v1/dashboard/{id_or_slug}/embedded`: the uuid stops working; tokens naming it too. */
export const deleteEmbeddedDashboard = async (db: Kysely<DB>, caller: Caller, idOrSlug: string): Promise<void> => {
  const id = await ownedDashboardId(db, caller, idOrSlug);
  await db.deleteFrom('embedded_dashboards').where('dashboard_id', '=', id).execute();
};

/** The embedding of a uuid, for the `/embedded/{uuid}` page and guest tokens; null when unknown. */
export const findEmbeddedByUuid = async (
  db: Kysely<DB>,
  uuid: string,
): Promise<{ uuid: string; dashboardId: number; allowedDomains: string[] } | null> => {
  const row = await db
    .selectFrom('embedded_dashboards')
    .select(['uuid', 'dashboard_id', 'allowed_domains'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row
    ? { uuid: row.uuid, dashboardId: row.dashboard_id, allowedDomains: parseAllowedDomains(row.allowed_domains) }
    : null;
};
