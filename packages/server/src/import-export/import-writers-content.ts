import { migrateLegacyFormData, type ChartFile, type DashboardFile, type SavedQueryFile } from '@tessera/core';
import type { Insertable } from 'kysely';
import type { ChartsTable } from '../db/schema.js';
import { nowIso } from '../http/http-error.js';
import { remapDashboardForImport } from './dashboard-refs.js';
import type { WriteScope } from './import-writers.js';
import { importError } from './parse-bundle.js';
import { chunksOf, flagOf, rowsPerInsert } from './tables.js';
import { changedAudit, createdAudit } from '../services/shared/audit.js';

/**
 * The datasource references inside params and query_context point at the dataset's id on this
 * instance. A migrated legacy chart's query_context carries the migrated form data, as Superset's
 * `MigrateViz.upgrade_slice` rewrites it (its queries stay as saved).
 */
const retargetQueryContext = (
  raw: string | null | undefined,
  datasetId: number,
  migratedFormData: Record<string, unknown> | null,
): string | null => {
  if (!raw) return null;
  try {
    const qc = JSON.parse(raw) as Record<string, unknown>;
    if (qc.datasource && typeof qc.datasource === 'object') qc.datasource = { ...qc.datasource, id: datasetId };
    if (qc.form_data && typeof qc.form_data === 'object') {
      qc.form_data = { ...(migratedFormData ?? qc.form_data), datasource: `${datasetId}__table` };
    }
    return JSON.stringify(qc);
  } catch {
    return raw;
  }
};

/** One chart file of the bundle and the id of the chart it overwrites, if any. */
export interface ChartWrite {
  path: string;
  value: ChartFile;
  existingId: number | null;
}

const chartValues = (s: WriteScope, path: string, f: ChartFile) => {
  const datasetId = s.datasetIds.get(f.dataset_uuid);
  if (datasetId === undefined) throw importError('chart', path, `dataset ${f.dataset_uuid} is not in the bundle`);
  // Charts of Superset's older types (exports from Superset 1–3) are stored as their successors.
  const saved = f.params ?? {};
  const migrated = migrateLegacyFormData(f.viz_type, saved);
  const params: Record<string, unknown> = { ...migrated.params, datasource: `${datasetId}__table` };
  delete params.slice_id;
  const changed = migrated.vizType !== f.viz_type || migrated.params !== saved;
  return {
    slice_name: f.slice_name,
    description: f.description ?? null,
    viz_type: migrated.vizType,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(params),
    query_context: retargetQueryContext(f.query_context, datasetId, changed ? params : null),
    cache_timeout: f.cache_timeout ?? null,
    certified_by: f.certified_by ?? null,
    certification_details: f.certification_details ?? null,
    last_saved_at: nowIso(),
    last_saved_by_fk: s.userId,
  };
};

/**
 * Updates the charts that exist and creates the others, recording each uuid's id in `s.chartIds`.
 * New charts go in multi-row INSERTs: a bundle of tens of thousands of charts would otherwise cost
 * two statements per chart.
 */
export const writeCharts = async (s: WriteScope, charts: readonly ChartWrite[]): Promise<void> => {
  const created: Insertable<ChartsTable>[] = [];
  for (const { path, value, existingId } of charts) {
    const values = chartValues(s, path, value);
    if (existingId === null) {
      created.push({ ...values, uuid: value.uuid, external_url: null, ...createdAudit(s.userId) });
      continue;
    }
    await s.trx
      .updateTable('charts')
      .set({ ...values, ...changedAudit(s.userId) })
      .where('id', '=', existingId)
      .execute();
    s.chartIds.set(value.uuid, existingId);
  }
  const userId = s.userId;
  for (const chunk of chunksOf(created, rowsPerInsert(created[0] ?? {}))) {
    const rows = await s.trx.insertInto('charts').values(chunk).returning(['id', 'uuid']).execute();
    for (const r of rows) s.chartIds.set(r.uuid, r.id);
    if (userId !== null)
      await s.trx
        .insertInto('chart_owners')
        .values(rows.map((r) => ({ chart_id: r.id, user_id: userId })))
        .execute();
  }
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
      .set({ ...values, ...changedAudit(s.userId) })
      .where('id', '=', id)
      .execute();
    await s.trx.deleteFrom('dashboard_charts').where('dashboard_id', '=', id).execute();
  } else {
    const row = await s.trx
      .insertInto('dashboards')
      .values({ ...values, uuid: f.uuid, external_url: null, ...createdAudit(s.userId) })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    if (s.userId !== null)
      await s.trx.insertInto('dashboard_owners').values({ dashboard_id: id, user_id: s.userId }).execute();
  }
  const chartIds = new Set(chartUuids.flatMap((u) => (s.chartIds.has(u) ? [s.chartIds.get(u) as number] : [])));
  const links = [...chartIds].map((chart_id) => ({ dashboard_id: id, chart_id }));
  for (const chunk of chunksOf(links, rowsPerInsert(links[0] ?? {})))
    await s.trx.insertInto('dashboard_charts').values(chunk).execute();
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
      .set({ ...values, ...changedAudit(s.userId) })
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
      ...createdAudit(s.userId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
