import type { Caller, DashboardDataset } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toLegacyDatasource } from '../dataset/dataset-legacy.js';
import { getDatasetDetail } from '../dataset/dataset-service.js';
import { accessibleDatasets } from '../shared/visibility.js';
import { loadVisibleDashboardId } from './dashboard-service.js';

/**
 * `GET /api/v1/dashboard/{id_or_slug}/datasets` (Superset's DashboardRestApi.get_datasets): the
 * datasets behind the dashboard's charts, as explore's datasource JSON. A dataset the caller may
 * not read is left out (its charts then show the access message), so the page never receives its
 * columns or metrics; an unknown or hidden dashboard answers 404 like the sibling routes.
 */
export const dashboardDatasets = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
): Promise<DashboardDataset[]> => {
  const id = await loadVisibleDashboardId(db, caller, idOrSlug);
  const [rows, access] = await Promise.all([
    db
      .selectFrom('dashboard_charts as l')
      .innerJoin('charts as c', 'c.id', 'l.chart_id')
      .innerJoin('datasets as d', 'd.id', 'c.datasource_id')
      .select('d.id')
      .distinct()
      .where('l.dashboard_id', '=', id)
      .orderBy('d.id')
      .execute(),
    accessibleDatasets(db, caller),
  ]);
  const readable = rows.map((r) => r.id).filter((d) => access === 'all' || access.includes(d));
  return Promise.all(
    readable.map(async (datasetId) => {
      const legacy = await toLegacyDatasource(db, await getDatasetDetail(db, caller, datasetId));
      return {
        ...legacy,
        column_names: legacy.columns.map((c) => c.column_name),
        column_types: legacy.columns.map((c) => c.type_generic),
      };
    }),
  );
};
