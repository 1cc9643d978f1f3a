import type { ChartFile, DashboardFile, SavedQueryFile } from '@tessera/core';
import { nowIso } from '../lib/http-error.js';
import { remapDashboardForImport } from './dashboard-refs.js';
import { audit, type WriteScope } from './import-writers.js';
import { importError } from './parse-bundle.js';
import { flagOf } from './tables.js';

/** The datasource references inside params and query_context point at the dataset's id on this instance. */
const retargetQueryContext = (raw: string | null | undefined, datasetId: number): string | null => {
  if (!raw) return null;
  try {
    const qc = JSON.parse(raw) as Record<string, unknown>;
    if (qc.datasource && typeof qc.datasource === 'object') qc.datasource = { ...qc.datasource, id: datasetId };
    if (qc.form_data && typeof qc.form_data === 'object') {
      qc.form_data = { ...qc.form_data, datasource: `${datasetId}__table` };
    }
    return JSON.stringify(qc);
  } catch {
    return raw;
  }
};

export const writeChart = async (
  s: WriteScope,
  path: string,
  f: ChartFile,
  existingId: number | null,
): Promise<number> => {
  const datasetId = s.datasetIds.get(f.dataset_uuid);
  if (datasetId === undefined) throw importError('chart', path, `dataset ${f.dataset_uuid} is not in the bundle`);
  const params: Record<string, unknown> = { ...(f.params ?? {}), datasource: `${datasetId}__table` };
  delete params.slice_id;
  const values = {
    slice_name: f.slice_name,
    description: f.description ?? null,
    viz_type: f.viz_type,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(params),
    query_context: retargetQueryContext(f.query_context, datasetId),
    cache_timeout: f.cache_timeout ?? null,
    certified_by: f.certified_by ?? null,
    certification_details: f.certification_details ?? null,
    last_saved_at: nowIso(),
    last_saved_by_fk: s.userId,
  };
  if (existingId !== null) {
    await s.trx
      .updateTable('charts')
      .set({ ...values, ...audit(s.userId, false) })
      .where('id', '=', existingId)
      .execute();
    return existingId;
  }
  const row = await s.trx
    .insertInto('charts')
    .values({ ...values, uuid: f.uuid, external_url: null, ...audit(s.userId, true) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (s.userId !== null)
    await s.trx.insertInto('chart_owners').values({ chart_id: row.id, user_id: s.userId }).execute();
  return row.id;
};

export const writeDashboard = async (
  s: WriteScope,
  f: DashboardFile,
  existingId: number | null,
  chartUuids: readonly string[],
): Promise<number> => {
  const { position, metadata } = remapDashboardForImport(f.position, f.metadata, s.chartIds, s.datasetIds);
  let slug = f.slug ?? null;
  if (slug !== null) {
    const taken = await s.trx.selectFrom('dashboards').select('uuid').where('slug', '=', slug).executeTakeFirst();
    // Another dashboard owns the slug here: the import keeps its content and drops the slug, as Superset does.
    if (taken && taken.uuid !== f.uuid) slug = null;
  }
  const values = {
    dashboard_title: f.dashboard_title,
    slug,
    description: f.description ?? null,
    css: f.css ?? null,
    position_json: position === null ? null : JSON.stringify(position),
    json_metadata: metadata === null ? null : JSON.stringify(metadata),
    published: flagOf(f.published, 0),
    certified_by: f.certified_by ?? null,
    certification_details: f.certification_details ?? null,
  };
  let id: number;
  if (existingId !== null) {
    id = existingId;
    await s.trx
      .updateTable('dashboards')
      .set({ ...values, ...audit(s.userId, false) })
      .where('id', '=', id)
      .execute();
    await s.trx.deleteFrom('dashboard_charts').where('dashboard_id', '=', id).execute();
  } else {
    const row = await s.trx
      .insertInto('dashboards')
      .values({ ...values, uuid: f.uuid, external_url: null, ...audit(s.userId, true) })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    if (s.userId !== null)
      await s.trx.insertInto('dashboard_owners').values({ dashboard_id: id, user_id: s.userId }).execute();
  }
  const chartIds = new Set(chartUuids.flatMap((u) => (s.chartIds.has(u) ? [s.chartIds.get(u) as number] : [])));
  for (const chartId of chartIds)
    await s.trx.insertInto('dashboard_charts').values({ dashboard_id: id, chart_id: chartId }).execute();
  return id;
};

export const writeSavedQuery = async (
  s: WriteScope,
  path: string,
  f: SavedQueryFile,
  existingId: number | null,
): Promise<number> => {
  const databaseId = s.databaseIds.get(f.database_uuid);
  if (databaseId === undefined)
    throw importError('saved_query', path, `database ${f.database_uuid} is not in the bundle`);
  const values = {
    database_id: databaseId,
    catalog: f.catalog ?? null,
    schema: f.schema ?? null,
    label: f.label,
    description: f.description ?? null,
    sql: f.sql,
  };
  if (existingId !== null) {
    await s.trx
      .updateTable('saved_queries')
      .set({ ...values, ...audit(s.userId, false) })
      .where('id', '=', existingId)
      .execute();
    return existingId;
  }
  const row = await s.trx
    .insertInto('saved_queries')
    .values({
      ...values,
      uuid: f.uuid,
      user_id: s.userId,
      template_parameters: null,
      extra_json: null,
      ...audit(s.userId, true),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
