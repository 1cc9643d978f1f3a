import { type Caller, callerCanReadDataset } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { forbidden, notFound, unauthorized } from '../../http/http-error.js';
import { findDatasetRef } from '../shared/dataset-ref.js';
import { hasGlobalAccess } from '../shared/visibility.js';

export interface ChartAccessRow {
  id: number;
  slice_name: string;
  datasource_id: number | null;
  ownerIds: number[];
}

/** Loads what visibility and ownership checks need; 404 when the chart does not exist. */
export const loadChartAccessRow = async (db: Kysely<DB>, id: number): Promise<ChartAccessRow> => {
  const row = await db
    .selectFrom('charts')
    .select(['id', 'slice_name', 'datasource_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Chart');
  const owners = await db.selectFrom('chart_owners').select('user_id').where('chart_id', '=', id).execute();
  return { ...row, ownerIds: owners.map((o) => o.user_id) };
};

const isOwner = (caller: Caller, chart: ChartAccessRow): boolean =>
  caller.userId !== null && chart.ownerIds.includes(caller.userId);

export const canSeeChart = async (db: Kysely<DB>, caller: Caller, chart: ChartAccessRow): Promise<boolean> => {
  if (hasGlobalAccess(caller) || isOwner(caller, chart)) return true;
  const ref = await findDatasetRef(db, chart.datasource_id);
  return ref !== null && callerCanReadDataset(caller, ref);
};

/** Loads a chart the caller may see; a hidden chart answers 404 as Superset's base filter does. */
export const loadVisibleChart = async (db: Kysely<DB>, caller: Caller, id: number): Promise<ChartAccessRow> => {
  const chart = await loadChartAccessRow(db, id);
  if (!(await canSeeChart(db, caller, chart))) throw notFound('Chart');
  return chart;
};

/** Owners and admins may change a chart (Superset's raise_for_ownership). */
export const canEditChart = (caller: Caller, chart: ChartAccessRow): boolean =>
  caller.isAdmin || isOwner(caller, chart);

/** Superset's raise_for_ownership on charts: owners and admins only. */
export const assertChartEditable = (caller: Caller, chart: ChartAccessRow): void => {
  if (canEditChart(caller, chart)) return;
  if (caller.userId === null) throw unauthorized();
  throw forbidden('Changing this chart is forbidden');
};

/** Data access to the dataset a chart is (to be) built on: 403 like Superset's raise_for_access. */
export const assertDatasetReadable = async (db: Kysely<DB>, caller: Caller, datasetId: number): Promise<void> => {
  if (hasGlobalAccess(caller)) return;
  const ref = await findDatasetRef(db, datasetId);
  if (ref && callerCanReadDataset(caller, ref)) return;
  if (caller.userId === null) throw unauthorized();
  throw forbidden('You do not have access to this dataset');
};
