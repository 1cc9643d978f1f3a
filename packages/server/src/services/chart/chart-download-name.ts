import type { QueryContext } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const chartIdOf = (qc: QueryContext): number | null => {
  const id = qc.form_data?.['slice_id'];
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * What a chart-data download is named after (Superset names CSV/XLSX exports after the slice): the
 * chart's name when the query is a saved chart's — its id given, or `form_data.slice_id` — else the
 * dataset's. A chart counts only when it is on the queried dataset, which the caller was just allowed
 * to read, so an id cannot reveal the name of a chart on a dataset hidden from them.
 */
export const downloadBaseName = async (
  db: Kysely<DB>,
  qc: QueryContext,
  chartId: number | null = chartIdOf(qc),
): Promise<string | null> => {
  if (chartId !== null) {
    const chart = await db
      .selectFrom('charts')
      .select('slice_name')
      .where('id', '=', chartId)
      .where('datasource_id', '=', qc.datasource.id)
      .executeTakeFirst();
    if (chart) return chart.slice_name;
  }
  const dataset = await db
    .selectFrom('datasets')
    .select('table_name')
    .where('id', '=', qc.datasource.id)
    .executeTakeFirst();
  return dataset?.table_name ?? null;
};
