import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { ChartsTable, DB, DashboardsTable } from '../src/db/schema.js';
import { nowIso } from '../src/http/http-error.js';

/** Rows per INSERT, so one statement stays under SQLite's 32,766 bound parameters. */
const rowsPerInsert = (row: object): number => Math.floor(30_000 / Object.keys(row).length);

const chartRow = (i: number, datasetId: number, now: string): Insertable<ChartsTable> => ({
  uuid: randomUUID(),
  slice_name: `Scale chart ${i}`,
  description: null,
  viz_type: 'table',
  datasource_id: datasetId,
  datasource_type: 'table',
  params: JSON.stringify({ viz_type: 'table', datasource: `${datasetId}__table`, metrics: ['count'] }),
  query_context: null,
  cache_timeout: null,
  certified_by: null,
  certification_details: null,
  external_url: null,
  created_on: now,
  changed_on: now,
  created_by_fk: null,
  changed_by_fk: null,
  last_saved_at: now,
  last_saved_by_fk: null,
});

/** Superset's position_json with one CHART node per chart, each naming the chart's id and uuid. */
const positionOf = (charts: readonly { id: number; uuid: string }[]): Record<string, unknown> => {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: charts.map((c) => `CHART-${c.id}`), parents: ['ROOT_ID'] },
  };
  for (const c of charts) {
    layout[`CHART-${c.id}`] = {
      type: 'CHART',
      id: `CHART-${c.id}`,
      children: [],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { chartId: c.id, width: 4, height: 50, uuid: c.uuid },
    };
  }
  return layout;
};

const dashboardRow = (title: string, charts: readonly { id: number; uuid: string }[], now: string) =>
  ({
    uuid: randomUUID(),
    dashboard_title: title,
    slug: null,
    description: null,
    css: null,
    position_json: JSON.stringify(positionOf(charts)),
    json_metadata: '{}',
    published: 1,
    certified_by: null,
    certification_details: null,
    external_url: null,
    created_on: now,
    changed_on: now,
    created_by_fk: null,
    changed_by_fk: null,
  }) satisfies Insertable<DashboardsTable>;

export interface ScaleSeed {
  chartIds: number[];
  dashboardIds: number[];
  /** dashboard_charts rows written. */
  links: number;
}

/**
 * Writes `charts` charts spread over `datasetIds` with multi-row INSERTs in one transaction (the API
 * would take minutes), then `dashboards` dashboards of `perDashboard` consecutive charts each.
 */
export const seedScaleCharts = async (
  db: Kysely<DB>,
  datasetIds: readonly number[],
  opts: { charts: number; dashboards: number; perDashboard: number },
): Promise<ScaleSeed> => {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const rows = Array.from({ length: opts.charts }, (_, i) =>
      chartRow(i + 1, datasetIds[i % datasetIds.length] ?? 0, now),
    );
    const charts: { id: number; uuid: string }[] = [];
    const size = rowsPerInsert(rows[0] ?? {});
    for (let i = 0; i < rows.length; i += size) {
      const inserted = await trx
        .insertInto('charts')
        .values(rows.slice(i, i + size))
        .returning(['id', 'uuid'])
        .execute();
      for (const r of inserted) charts.push(r);
    }
    charts.sort((a, b) => a.id - b.id);
    const dashboardIds: number[] = [];
    let links = 0;
    for (let d = 0; d < opts.dashboards; d += 1) {
      const onIt = charts.slice(d * opts.perDashboard, (d + 1) * opts.perDashboard);
      const row = await trx
        .insertInto('dashboards')
        .values(dashboardRow(`Scale dashboard ${d + 1}`, onIt, now))
        .returning('id')
        .executeTakeFirstOrThrow();
      dashboardIds.push(row.id);
      if (onIt.length === 0) continue;
      await trx
        .insertInto('dashboard_charts')
        .values(onIt.map((c) => ({ dashboard_id: row.id, chart_id: c.id })))
        .execute();
      links += onIt.length;
    }
    return { chartIds: charts.map((c) => c.id), dashboardIds, links };
  });
};
