import { type Caller, canAccessDatabase, type ExportResource } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { forbidden, notFound } from '../http/http-error.js';
import { accessibleDatasets, hasGlobalAccess, type DatasetAccess } from '../services/shared/visibility.js';
import type { Closure } from './export-closure.js';
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

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * A database goes along with what uses it when the caller may read it: database access, or a
 * readable dataset on it (Superset's DatabaseFilter lists a database for either).
 */
const hiddenDatabases = async (db: Kysely<DB>, caller: Caller, ids: ReadonlySet<number>): Promise<number> => {
  const rows = await selectInChunks(ids, (chunk) =>
    db.selectFrom('databases').select(['id', 'database_name']).where('id', 'in', chunk).execute(),
  );
  const access = await accessibleDatasets(db, caller);
  const viaData = new Set(
    access === 'all'
      ? rows.map((r) => r.id)
      : (
          await selectInChunks(access, (chunk) =>
            db.selectFrom('datasets').select('database_id').where('id', 'in', chunk).execute(),
          )
        ).map((r) => r.database_id),
  );
  return rows.filter((r) => !viaData.has(r.id) && !canAccessDatabase(caller.perms, { id: r.id, name: r.database_name }))
    .length;
};

/**
 * Superset's dashboard export runs ExportChartsCommand(chart_ids), whose validate() looks the charts
 * up through the chart base filter and raises ChartNotFoundError on a count mismatch: the whole
 * export is refused rather than trimmed. Tessera applies that rule to every dependency an export
 * pulls in (charts of dashboards, datasets of charts and native filters, databases of datasets and
 * saved queries),
 * answering 403 with counts only, so nothing about a hidden object is disclosed.
 */
export const assertClosureReadable = async (db: Kysely<DB>, caller: Caller, c: Closure): Promise<void> => {
  if (hasGlobalAccess(caller)) return;
  const charts = await visibleIds(db, caller, 'chart', [...c.charts]);
  for (const [dashboardId, chartIds] of [...c.chartsOfDashboard].sort(([a], [b]) => a - b)) {
    const hidden = new Set(chartIds.filter((id) => !charts.has(id))).size;
    if (hidden === 0) continue;
    const title = await db
      .selectFrom('dashboards')
      .select('dashboard_title')
      .where('id', '=', dashboardId)
      .executeTakeFirst();
    throw forbidden(
      `Cannot export dashboard '${title?.dashboard_title ?? dashboardId}': it holds ${plural(hidden, 'chart', 'charts')} you may not read`,
    );
  }
  const hiddenCharts = [...c.charts].filter((id) => !charts.has(id)).length;
  if (hiddenCharts > 0) throw forbidden(`Cannot export: ${plural(hiddenCharts, 'chart', 'charts')} you may not read`);
  const datasets = await visibleIds(db, caller, 'dataset', [...c.datasets]);
  const hiddenDatasets = [...c.datasets].filter((id) => !datasets.has(id)).length;
  if (hiddenDatasets > 0)
    throw forbidden(
      `Cannot export: the export needs ${plural(hiddenDatasets, 'dataset', 'datasets')} you may not read`,
    );
  const hiddenDbs = await hiddenDatabases(db, caller, c.databases);
  if (hiddenDbs > 0)
    throw forbidden(`Cannot export: the export needs ${plural(hiddenDbs, 'database', 'databases')} you may not read`);
};
