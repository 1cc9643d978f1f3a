import type { Caller, RelatedObjects } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { accessibleDatasets, chartVisibility, dashboardVisibility, withReadableDatasets } from './visibility.js';

/**
 * The charts on a dataset, or on any dataset of a database, and the dashboards holding them, as Superset's `related_objects`
 * answers, limited to what the caller may see (the chart and dashboard list filters).
 */
export type RelatedScope = { datasetId: number } | { databaseId: number };

export const relatedObjects = async (db: Kysely<DB>, caller: Caller, scope: RelatedScope): Promise<RelatedObjects> => {
  const datasetIds =
    'datasetId' in scope
      ? [scope.datasetId]
      : db.selectFrom('datasets').select('datasets.id').where('datasets.database_id', '=', scope.databaseId);
  const chartRule = chartVisibility(await accessibleDatasets(db, caller), caller.userId);
  const visibleCharts = db
    .selectFrom('charts')
    .where('charts.datasource_id', 'in', datasetIds)
    .where('charts.datasource_type', '=', 'table')
    .$if(chartRule !== null, (qb) => qb.where((eb) => (chartRule ? chartRule(eb) : eb.lit(true))));
  const charts = await visibleCharts
    .select(['charts.id', 'charts.slice_name', 'charts.viz_type'])
    .orderBy('charts.slice_name')
    .orderBy('charts.id')
    .execute();
  const { readableDatasetIds } = await withReadableDatasets(db, caller);
  const dashboardRule = dashboardVisibility(caller, readableDatasetIds);
  const dashboards =
    charts.length === 0
      ? []
      : await db
          .selectFrom('dashboards')
          .select(['dashboards.id', 'dashboards.dashboard_title', 'dashboards.slug', 'dashboards.json_metadata'])
          .where(
            'dashboards.id',
            'in',
            db
              .selectFrom('dashboard_charts')
              .select('dashboard_charts.dashboard_id')
              .where('dashboard_charts.chart_id', 'in', visibleCharts.select('charts.id')),
          )
          .$if(dashboardRule !== null, (qb) => qb.where((eb) => (dashboardRule ? dashboardRule(eb) : eb.lit(true))))
          .orderBy('dashboards.dashboard_title')
          .orderBy('dashboards.id')
          .execute();
  return {
    charts: { count: charts.length, result: charts },
    dashboards: {
      count: dashboards.length,
      result: dashboards.map((d) => ({
        id: d.id,
        title: d.dashboard_title,
        slug: d.slug,
        json_metadata: d.json_metadata,
      })),
    },
  };
};
