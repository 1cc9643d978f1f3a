import { parseDashboardMetadata, type GuestGrant, type GuestPermission, type GuestRlsRule } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** What a guest token names: embedded dashboards by uuid, with the downloads they allow. */
export interface GuestTokenResources {
  jti: string;
  username: string;
  resources: readonly { id: string; permissions?: readonly GuestPermission[] | undefined }[];
  rls: readonly GuestRlsRule[];
}

/**
 * The datasets and charts a set of dashboards shows: their charts' datasets and their native
 * filters' target datasets (what the embedded page queries; Superset's has_guest_access follows
 * the same links from dashboard to chart to datasource).
 */
export const dashboardReach = async (
  db: Kysely<DB>,
  dashboardIds: readonly number[],
): Promise<{ chartIds: Set<number>; datasetIds: Set<number> }> => {
  if (dashboardIds.length === 0) return { chartIds: new Set(), datasetIds: new Set() };
  const [charts, dashboards] = await Promise.all([
    db
      .selectFrom('dashboard_charts as l')
      .innerJoin('charts as c', 'c.id', 'l.chart_id')
      .select(['c.id', 'c.datasource_id'])
      .where('l.dashboard_id', 'in', [...dashboardIds])
      .execute(),
    db
      .selectFrom('dashboards')
      .select('json_metadata')
      .where('id', 'in', [...dashboardIds])
      .execute(),
  ]);
  const datasetIds = new Set(charts.flatMap((c) => (c.datasource_id === null ? [] : [c.datasource_id])));
  for (const d of dashboards) {
    for (const filter of parseDashboardMetadata(d.json_metadata).native_filter_configuration ?? []) {
      for (const target of filter.targets ?? []) {
        if (typeof target.datasetId === 'number') datasetIds.add(target.datasetId);
      }
    }
  }
  return { chartIds: new Set(charts.map((c) => c.id)), datasetIds };
};

/**
 * The grant of a verified token: its embedded dashboards that still exist (a deleted embedding
 * grants nothing), their charts and datasets, its RLS clauses.
 */
export const resolveGuestGrant = async (db: Kysely<DB>, token: GuestTokenResources): Promise<GuestGrant> => {
  const uuids = token.resources.map((r) => r.id);
  const rows =
    uuids.length === 0
      ? []
      : await db
          .selectFrom('embedded_dashboards')
          .select(['uuid', 'dashboard_id'])
          .where('uuid', 'in', uuids)
          .execute();
  const dashboards = new Map<number, GuestPermission[]>();
  for (const row of rows) {
    const perms = token.resources.filter((r) => r.id === row.uuid).flatMap((r) => r.permissions ?? []);
    dashboards.set(row.dashboard_id, [...new Set([...(dashboards.get(row.dashboard_id) ?? []), ...perms])]);
  }
  const reach = await dashboardReach(db, [...dashboards.keys()]);
  return { jti: token.jti, username: token.username, dashboards, ...reach, rls: token.rls };
};
