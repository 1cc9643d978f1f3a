import { type Caller, parseDatasourceKey } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { forbidden, notFound, unauthorized } from '../../http/http-error.js';
import { assertDatasetReadable, canSeeChart, loadChartAccessRow } from '../chart/chart-access.js';
import { findDatasetRef } from '../shared/dataset-ref.js';

const positiveInt = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The dataset id in form data: `datasource: "12__table"` (or Superset's older `datasource_id`). */
export const datasetIdOfFormData = (formData: Record<string, unknown>): number | null => {
  if (typeof formData.datasource === 'string') return positiveInt(parseDatasourceKey(formData.datasource).id);
  return positiveInt(formData.datasource_id);
};

export const chartIdOfFormData = (formData: Record<string, unknown>): number | null => positiveInt(formData.slice_id);

/** Superset's ChartAccessDeniedError: the chart exists but the caller may not see it. */
export const assertChartReadable = async (db: Kysely<DB>, caller: Caller, chartId: number): Promise<void> => {
  const chart = await loadChartAccessRow(db, chartId);
  if (await canSeeChart(db, caller, chart)) return;
  if (caller.userId === null) throw unauthorized();
  throw forbidden("You don't have access to this chart.");
};

/**
 * Superset's explore `check_access`: the dataset must exist (404) and be readable (403), and
 * so must the chart when one is named.
 */
export const assertExploreAccess = async (
  db: Kysely<DB>,
  caller: Caller,
  datasetId: number,
  chartId: number | null,
): Promise<void> => {
  if (!(await findDatasetRef(db, datasetId))) throw notFound('Dataset');
  await assertDatasetReadable(db, caller, datasetId);
  if (chartId !== null) await assertChartReadable(db, caller, chartId);
};
