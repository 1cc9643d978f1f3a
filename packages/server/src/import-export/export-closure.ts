import type { ExportResource } from '@tessera/core';
import { filterDatasetIdsOf } from './dashboard-refs.js';
import { parseJsonText, selectInChunks, type BundleConn } from './tables.js';

/** The ids an export starts from, per resource; their dependencies are pulled in. */
export type ExportStarts = Partial<Record<ExportResource, readonly number[]>>;

/** The ids an export starts from and everything it pulls in (dashboard → charts → datasets → databases). */
export interface Closure {
  dashboards: Set<number>;
  charts: Set<number>;
  datasets: Set<number>;
  databases: Set<number>;
  queries: Set<number>;
  /** The charts each exported dashboard places, so a refusal can name the dashboard. */
  chartsOfDashboard: Map<number, number[]>;
}

/**
 * Follows Superset's export_related: dashboards bring their charts and their native filters'
 * datasets, charts their dataset, datasets and saved queries their database.
 */
export const exportClosure = async (db: BundleConn, starts: ExportStarts): Promise<Closure> => {
  const c: Closure = {
    dashboards: new Set(starts.dashboard),
    charts: new Set(starts.chart),
    datasets: new Set(starts.dataset),
    databases: new Set(starts.database),
    queries: new Set(starts.saved_query),
    chartsOfDashboard: new Map(),
  };
  const links = await selectInChunks(c.dashboards, (chunk) =>
    db.selectFrom('dashboard_charts').select(['dashboard_id', 'chart_id']).where('dashboard_id', 'in', chunk).execute(),
  );
  for (const l of links) {
    c.charts.add(l.chart_id);
    const list = c.chartsOfDashboard.get(l.dashboard_id);
    if (list) list.push(l.chart_id);
    else c.chartsOfDashboard.set(l.dashboard_id, [l.chart_id]);
  }
  // Superset's ExportDashboardsCommand also exports the datasets native filters target.
  const dashboards = await selectInChunks(c.dashboards, (chunk) =>
    db.selectFrom('dashboards').select('json_metadata').where('id', 'in', chunk).execute(),
  );
  const targets = new Set(dashboards.flatMap((d) => filterDatasetIdsOf(parseJsonText(d.json_metadata))));
  const present = await selectInChunks(targets, (chunk) =>
    db.selectFrom('datasets').select('id').where('id', 'in', chunk).execute(),
  );
  for (const r of present) c.datasets.add(r.id);
  const charts = await selectInChunks(c.charts, (chunk) =>
    db.selectFrom('charts').select('datasource_id').where('id', 'in', chunk).execute(),
  );
  for (const r of charts) if (r.datasource_id !== null) c.datasets.add(r.datasource_id);
  const datasets = await selectInChunks(c.datasets, (chunk) =>
    db.selectFrom('datasets').select('database_id').where('id', 'in', chunk).execute(),
  );
  for (const r of datasets) c.databases.add(r.database_id);
  const queries = await selectInChunks(c.queries, (chunk) =>
    db.selectFrom('saved_queries').select('database_id').where('id', 'in', chunk).execute(),
  );
  for (const r of queries) c.databases.add(r.database_id);
  return c;
};
