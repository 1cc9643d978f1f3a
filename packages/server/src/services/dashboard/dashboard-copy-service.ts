import { randomUUID } from 'node:crypto';
import {
  type Caller,
  checkDashboardMetadataText,
  copySourceOf,
  type DashboardCopyData,
  type DashboardCopyResult,
  lastModifiedTimeOf,
  placedChartIds,
  remapDashboardChartIds,
  UNTITLED_DASHBOARD_TITLE,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, forbidden, notFound, nowIso } from '../../http/http-error.js';
import { accessibleDatasets, chartVisibility } from '../shared/visibility.js';
import { loadVisibleDashboardId } from './dashboard-service.js';
import { existingCharts, replaceLinks } from './dashboard-write-service.js';
import { createdAudit } from '../shared/audit.js';

const POSITION_DATA_LIMIT = 65_535;

const parseObject = (text: string | null): Record<string, unknown> => {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The placed charts the caller can read; cloning any other would hand them a chart they may not see. */
const assertChartsReadable = async (db: Kysely<DB>, caller: Caller, ids: number[]): Promise<void> => {
  if (ids.length === 0) return;
  const seen = chartVisibility(await accessibleDatasets(db, caller), caller.userId);
  const visible = await db
    .selectFrom('charts')
    .select('charts.id')
    .where('charts.id', 'in', ids)
    .where((eb) => (seen ? seen(eb) : eb.lit(true)))
    .execute();
  const hidden = ids.filter((id) => !visible.some((v) => v.id === id));
  if (hidden.length > 0)
    throw forbidden(`duplicate_slices: You do not have access to the charts ${hidden.join(', ')} on this dashboard`);
};

/** Superset's Slice.clone: the chart's definition under a new id and uuid, owned by the caller. */
const cloneCharts = async (
  trx: Transaction<DB>,
  caller: Caller,
  ids: number[],
  now: string,
): Promise<Map<number, number>> => {
  const map = new Map<number, number>();
  if (ids.length === 0) return map;
  const rows = await trx.selectFrom('charts').selectAll().where('id', 'in', ids).orderBy('id').execute();
  for (const { id: oldId, uuid: _uuid, ...chart } of rows) {
    const row = await trx
      .insertInto('charts')
      .values({
        ...chart,
        uuid: randomUUID(),
        ...createdAudit(caller.userId, now),
        last_saved_at: now,
        last_saved_by_fk: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (caller.userId !== null)
      await trx.insertInto('chart_owners').values({ chart_id: row.id, user_id: caller.userId }).execute();
    map.set(oldId, row.id);
  }
  return map;
};

/**
 * `POST /{app}/copy_dash/{id}/` (Superset's save-as, DashboardDAO.copy_dashboard): a new dashboard
 * with the posted title, css, layout and metadata, owned by the caller; with duplicate_slices its
 * charts are cloned too and every chart id in the layout and metadata points at the clones. The
 * source must be visible to the caller (404) and every cloned chart readable (403). One transaction.
 */
export const copyDashboard = async (
  db: Kysely<DB>,
  caller: Caller,
  pk: number,
  data: DashboardCopyData,
): Promise<DashboardCopyResult> => {
  const sourceId = await loadVisibleDashboardId(db, caller, String(pk));
  const source = await db
    .selectFrom('dashboards')
    .select(['css', 'position_json', 'json_metadata'])
    .where('id', '=', sourceId)
    .executeTakeFirst();
  if (!source) throw notFound('Dashboard');
  const posted = copySourceOf(data);
  const hasPositions = Object.keys(posted.positions).length > 0;
  const hasMetadata = data.metadata != null || data.json_metadata != null;
  const positions = hasPositions ? posted.positions : parseObject(source.position_json);
  const metadata = hasMetadata ? posted.metadata : { ...parseObject(source.json_metadata), ...posted.metadata };
  delete metadata['positions'];
  const check = checkDashboardMetadataText(JSON.stringify(metadata));
  if (!check.ok) throw badRequest(check.message, check.field);
  const placed = await existingCharts(db, placedChartIds(positions));
  if (data.duplicate_slices) await assertChartsReadable(db, caller, placed);

  const title = data.dashboard_title?.trim() ? data.dashboard_title.trim() : UNTITLED_DASHBOARD_TITLE;
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const map = data.duplicate_slices ? await cloneCharts(trx, caller, placed, now) : new Map<number, number>();
    const copy = remapDashboardChartIds(positions, metadata, map);
    const positionJson = JSON.stringify(copy.positions);
    if (positionJson.length > POSITION_DATA_LIMIT)
      throw badRequest(`positions: The layout is longer than ${POSITION_DATA_LIMIT} characters`, 'positions');
    const row = await trx
      .insertInto('dashboards')
      .values({
        uuid: randomUUID(),
        dashboard_title: title,
        slug: null,
        description: null,
        css: data.css === undefined ? source.css : data.css,
        position_json: positionJson,
        json_metadata: JSON.stringify(copy.metadata),
        certified_by: null,
        certification_details: null,
        external_url: null,
        ...createdAudit(caller.userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLinks(trx, row.id, {
      owners: caller.userId === null ? [] : [caller.userId],
      charts: placed.map((c) => map.get(c) ?? c),
    });
    return row.id;
  });
  return { id, dashboard_title: title, last_modified_time: lastModifiedTimeOf(now) };
};
