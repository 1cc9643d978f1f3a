import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AnnotationSourceChart } from '../../query/pipeline.js';

/** Superset takes a chart's cache_timeout from its saved slice; one query for every slice_id of a batch. */
export const chartCacheTimeouts = async (
  db: Kysely<DB>,
  ids: readonly number[],
): Promise<Map<number, number | null>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('charts')
    .select(['id', 'cache_timeout'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.cache_timeout]));
};

/** The chart a chart-sourced annotation layer draws from: its form data, type and dataset. */
export const annotationSourceChart = async (db: Kysely<DB>, id: number): Promise<AnnotationSourceChart | null> => {
  const chart = await db
    .selectFrom('charts')
    .select(['params', 'viz_type', 'datasource_id', 'datasource_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!chart) return null;
  return {
    params: chart.params,
    vizType: chart.viz_type,
    datasourceKey: chart.datasource_id === null ? null : `${chart.datasource_id}__${chart.datasource_type || 'table'}`,
  };
};
