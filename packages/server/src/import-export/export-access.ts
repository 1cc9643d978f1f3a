import { canAccessDatabase, type ExportResource } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/caller.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import { accessibleDatasets, type DatasetAccess } from '../services/shared/visibility.js';
import { selectInChunks } from './tables.js';

const TITLES: Record<ExportResource, string> = {
  dashboard: 'Dashboard',
  chart: 'Chart',
  dataset: 'Dataset',
  database: 'Database',
  saved_query: 'Saved query',
};

const TABLES = {
  dashboard: 'dashboards',
  chart: 'charts',
  dataset: 'datasets',
  database: 'databases',
  saved_query: 'saved_queries',
} as const;

const readable = (access: DatasetAccess, datasetId: number | null): boolean =>
  access === 'all' || (datasetId !== null && access.includes(datasetId));

/** The requested ids this caller may read; list visibility rules, so anything hidden answers 404 like a missing id. */
const visibleIds = async (
  db: Kysely<DB>,
  caller: Caller,
  resource: ExportResource,
  ids: number[],
): Promise<Set<number>> => {
  const me = caller.userId ?? -1;
  if (ids.length === 0) return new Set();
  if (resource === 'database') {
    const rows = await selectInChunks(ids, (chunk) =>
      db.selectFrom('databases').select(['id', 'database_name']).where('id', 'in', chunk).execute(),
    );
    return new Set(
      rows.filter((r) => canAccessDatabase(caller.perms, { id: r.id, name: r.database_name })).map((r) => r.id),
    );
  }
  if (resource === 'saved_query') {
    // Superset shows saved queries to their author only.
    const rows = await selectInChunks(ids, (chunk) =>
      db.selectFrom('saved_queries').select(['id', 'user_id']).where('id', 'in', chunk).execute(),
    );
    return new Set(rows.filter((r) => caller.isAdmin || r.user_id === me).map((r) => r.id));
  }
  const access = await accessibleDatasets(db, caller);
  if (resource === 'dataset') {
    const rows = await selectInChunks(ids, (chunk) =>
      db.selectFrom('datasets').select('id').where('id', 'in', chunk).execute(),
    );
    return new Set(rows.filter((r) => readable(access, r.id)).map((r) => r.id));
  }
  if (resource === 'chart') {
    const rows = await selectInChunks(ids, (chunk) =>
      db.selectFrom('charts').select(['id', 'datasource_id']).where('id', 'in', chunk).execute(),
    );
    const owned = await db.selectFrom('chart_owners').select('chart_id').where('user_id', '=', me).execute();
    const mine = new Set(owned.map((o) => o.chart_id));
    return new Set(rows.filter((r) => mine.has(r.id) || readable(access, r.datasource_id)).map((r) => r.id));
  }
  const rows = await selectInChunks(ids, (chunk) =>
    db.selectFrom('dashboards').select(['id', 'published']).where('id', 'in', chunk).execute(),
  );
  const owned = await db.selectFrom('dashboard_owners').select('dashboard_id').where('user_id', '=', me).execute();
  const mine = new Set(owned.map((o) => o.dashboard_id));
  const charts = await selectInChunks(ids, (chunk) =>
    db
      .selectFrom('dashboard_charts')
      .innerJoin('charts', 'charts.id', 'dashboard_charts.chart_id')
      .select(['dashboard_charts.dashboard_id', 'charts.datasource_id'])
      .where('dashboard_charts.dashboard_id', 'in', chunk)
      .execute(),
  );
  // Superset's dashboard filter: owned, or published with a chart on a dataset the caller may read.
  const viaData = new Set(charts.filter((c) => readable(access, c.datasource_id)).map((c) => c.dashboard_id));
  return new Set(
    rows
      .filter((r) => caller.isAdmin || access === 'all' || mine.has(r.id) || (r.published === 1 && viaData.has(r.id)))
      .map((r) => r.id),
  );
};

/** Throws 404 naming the resource unless every requested id exists and is readable by the caller. */
export const assertExportable = async (
  db: Kysely<DB>,
  caller: Caller,
  resource: ExportResource,
  ids: number[],
): Promise<void> => {
  const visible = await visibleIds(db, caller, resource, ids);
  if (ids.some((id) => !visible.has(id))) throw notFound(TITLES[resource]);
};

/** Every id of a resource the caller may read, for an export without `--ids`. */
export const allExportableIds = async (db: Kysely<DB>, caller: Caller, resource: ExportResource): Promise<number[]> => {
  const rows = await db.selectFrom(TABLES[resource]).select('id').execute();
  const visible = await visibleIds(
    db,
    caller,
    resource,
    rows.map((r) => r.id),
  );
  return [...visible].sort((a, b) => a - b);
};
