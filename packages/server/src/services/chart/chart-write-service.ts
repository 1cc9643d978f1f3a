import { randomUUID } from 'node:crypto';
import {
  type Caller,
  type ChartCreate,
  type ChartUpdate,
  type ChartWriteResultSchema,
  QueryContextSchema,
} from '@tessera/core';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { ChartsTable, DB } from '../../db/schema.js';
import { HttpError, badRequest, forbidden, nowIso, unprocessable } from '../../http/http-error.js';
import { logQueryContextChange } from '../shared/activity-log.js';
import { resolveOwners } from '../shared/owners.js';
import {
  assertChartEditable,
  canEditChart,
  assertDatasetReadable,
  loadVisibleChart,
  type ChartAccessRow,
} from './chart-access.js';
import { CHART_FAVORITE_CLASS } from './chart-list-resource.js';
import { changedAudit, createdAudit } from '../shared/audit.js';
import { findDatasetRef } from '../shared/dataset-ref.js';
import { replaceLinkRows } from '../shared/links.js';

type WriteResult = z.infer<typeof ChartWriteResultSchema>;

/** Superset's DatasourceNotFoundValidationError, then raise_for_access on the dataset. */
const checkDatasource = async (db: Kysely<DB>, caller: Caller, datasetId: number): Promise<void> => {
  if (!(await findDatasetRef(db, datasetId)))
    throw unprocessable('datasource_id: Datasource does not exist', 'datasource_id');
  await assertDatasetReadable(db, caller, datasetId);
};

/**
 * Dashboards must exist (422), and a non-admin may only add a chart to dashboards they own
 * (Superset's DashboardsForbiddenError); links that already exist stay whoever owns the dashboard.
 */
const checkDashboards = async (
  db: Kysely<DB>,
  caller: Caller,
  wanted: readonly number[],
  current: readonly number[],
): Promise<number[]> => {
  const ids = [...new Set(wanted)];
  if (ids.length === 0) return ids;
  const found = await db.selectFrom('dashboards').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw unprocessable('dashboards: Dashboards do not exist', 'dashboards');
  const added = ids.filter((id) => !current.includes(id));
  if (caller.isAdmin || added.length === 0) return ids;
  const owned = await db
    .selectFrom('dashboard_owners')
    .select('dashboard_id')
    .where('dashboard_id', 'in', added)
    .where('user_id', '=', caller.userId ?? -1)
    .execute();
  if (owned.length !== added.length) throw forbidden('Changing one or more of these dashboards is forbidden');
  return ids;
};

const replaceLinks = async (trx: Transaction<DB>, chartId: number, owners?: number[], dashboards?: number[]) => {
  if (owners) {
    const rows = owners.map((user_id) => ({ chart_id: chartId, user_id }));
    await replaceLinkRows(trx, 'chart_owners', 'chart_id', chartId, rows);
  }
  if (dashboards) {
    const rows = dashboards.map((dashboard_id) => ({ dashboard_id, chart_id: chartId }));
    await replaceLinkRows(trx, 'dashboard_charts', 'chart_id', chartId, rows);
  }
};

/** An empty certification means "not certified", which the list's certified filter reads as NULL. */
const blankToNull = (v: string | null | undefined): string | null | undefined => (v === '' ? null : v);

/** The columns a payload sets; `undefined` leaves a column as it is. */
const columnsOf = (body: ChartUpdate): Updateable<ChartsTable> => ({
  slice_name: body.slice_name,
  description: body.description,
  viz_type: body.viz_type,
  params: body.params === null ? '{}' : body.params,
  query_context: body.query_context,
  cache_timeout: body.cache_timeout,
  datasource_id: body.datasource_id,
  // Tessera's only datasource kind is the table dataset; 'dataset' is Superset's alias for it.
  datasource_type: body.datasource_type === undefined ? undefined : 'table',
  certified_by: blankToNull(body.certified_by),
  certification_details: body.certification_details,
  is_managed_externally: body.is_managed_externally == null ? undefined : Number(body.is_managed_externally),
  external_url: body.external_url,
});

/** `POST /api/v1/chart/`: the chart, its owners (the creator by default) and dashboard links in one transaction. */
export const createChart = async (
  db: Kysely<DB>,
  caller: Caller,
  body: ChartCreate,
): Promise<{ id: number; result: WriteResult }> => {
  await checkDatasource(db, caller, body.datasource_id);
  const owners = await resolveOwners(db, caller, body.owners, null);
  const dashboards = await checkDashboards(db, caller, body.dashboards ?? [], []);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('charts')
      .values({
        description: null,
        query_context: null,
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
        external_url: null,
        ...columnsOf(body),
        uuid: randomUUID(),
        slice_name: body.slice_name,
        viz_type: body.viz_type ?? 'table',
        params: body.params ?? '{}',
        datasource_type: 'table',
        last_saved_at: now,
        last_saved_by_fk: caller.userId,
        ...createdAudit(caller.userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLinks(trx, row.id, owners, dashboards);
    return row.id;
  });
  return { id, result: { ...body, owners, dashboards } };
};

/** Superset lets anyone who can see a chart store its generated query_context; every other change needs ownership. */
const isQueryContextUpdate = (body: ChartUpdate): boolean =>
  Object.entries(body).every(
    ([k, v]) => v === undefined || k === 'query_context' || k === 'query_context_generation',
  ) && body.query_context !== undefined;

const OwnDatasourceSchema = QueryContextSchema.pick({ datasource: true, form_data: true });

/**
 * A viewer's stored query_context must query the chart's own datasource: GET /chart/{pk}/data/ runs
 * it for everyone who opens the chart, so another dataset (or a different datasource in its
 * form_data) would plant a query under the chart. Superset allows the viewer write so old charts
 * get upgraded on open (ChartPutSchema's query_context_generation); it never needs another datasource.
 */
const assertOwnDatasource = (chart: ChartAccessRow, raw: string | null | undefined): void => {
  if (raw === null || raw === undefined) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('query_context: not valid JSON', 'query_context');
  }
  const ref = OwnDatasourceSchema.safeParse(parsed);
  if (!ref.success) throw badRequest('query_context: datasource: expected {id, type}', 'query_context');
  const { datasource, form_data: formData } = ref.data;
  const own = chart.datasource_id;
  const sameType = datasource.type === 'table' || datasource.type === 'dataset';
  const formSource = formData?.datasource;
  const formOk = typeof formSource !== 'string' || [`${own}__table`, `${own}__dataset`].includes(formSource);
  if (own === null || datasource.id !== own || !sameType || !formOk)
    throw new HttpError(
      403,
      "query_context: the datasource must be the chart's own datasource; only its owners may change it",
      'FORBIDDEN',
      { field: 'query_context' },
    );
};

/** `PUT /api/v1/chart/{pk}`: owners or admins (403 'Changing this chart is forbidden'); one transaction. */
export const updateChart = async (
  db: Kysely<DB>,
  caller: Caller,
  id: number,
  body: ChartUpdate,
): Promise<{ id: number; result: WriteResult }> => {
  const chart = await loadVisibleChart(db, caller, id);
  const contextOnly = isQueryContextUpdate(body);
  if (!contextOnly) assertChartEditable(caller, chart);
  const byViewer = contextOnly && !canEditChart(caller, chart);
  if (byViewer) assertOwnDatasource(chart, body.query_context);
  if (body.datasource_id !== undefined && body.datasource_id !== chart.datasource_id)
    await checkDatasource(db, caller, body.datasource_id);
  const owners = body.owners ? await resolveOwners(db, caller, body.owners, chart.ownerIds) : undefined;
  let dashboards: number[] | undefined;
  if (body.dashboards) {
    const current = await db.selectFrom('dashboard_charts').select('dashboard_id').where('chart_id', '=', id).execute();
    dashboards = await checkDashboards(
      db,
      caller,
      body.dashboards,
      current.map((c) => c.dashboard_id),
    );
  }
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('charts')
      .set({
        ...columnsOf(body),
        ...changedAudit(caller.userId, now),
        ...(!contextOnly && { last_saved_at: now, last_saved_by_fk: caller.userId }),
      })
      .where('id', '=', id)
      .execute();
    await replaceLinks(trx, id, owners, dashboards);
    // A change by someone who does not own the chart is recorded, so its owners can see who stored what.
    if (byViewer) await logQueryContextChange(trx, caller.userId, id);
  });
  return { id, result: { ...body, ...(owners && { owners }), ...(dashboards && { dashboards }) } };
};

/** Superset refuses to delete charts that alerts or reports still send. */
const assertNoReports = async (db: Kysely<DB>, ids: number[]): Promise<void> => {
  const { rows } = await sql<{
    name: string;
  }>`select name from report_schedules where chart_id in (${sql.join(ids)})`.execute(db);
  if (rows.length > 0) {
    const names = rows.map((r) => r.name).join(', ');
    throw new HttpError(422, `There are associated alerts or reports: ${names}`, 'INVALID_PAYLOAD_SCHEMA_ERROR');
  }
};

/** Single and bulk delete: every chart must be visible (404) and editable (403) before any is removed. */
export const deleteCharts = async (db: Kysely<DB>, caller: Caller, ids: readonly number[]): Promise<number> => {
  const unique = [...new Set(ids)];
  const charts: ChartAccessRow[] = [];
  for (const id of unique) charts.push(await loadVisibleChart(db, caller, id));
  for (const chart of charts) assertChartEditable(caller, chart);
  await assertNoReports(db, unique);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('favourites')
      .where('class_name', '=', CHART_FAVORITE_CLASS)
      .where('obj_id', 'in', unique)
      .execute();
    await trx.deleteFrom('dashboard_charts').where('chart_id', 'in', unique).execute();
    await trx.deleteFrom('chart_owners').where('chart_id', 'in', unique).execute();
    await trx.deleteFrom('charts').where('id', 'in', unique).execute();
  });
  return unique.length;
};
