import {
  type Caller,
  type ChartDetail,
  type ExploreQuery,
  type ExploreResponse,
  type ExploreSlice,
  migrateLegacyFormData,
  parseJsonObject,
  sliceFormData,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { findDatasetRef } from '../shared/dataset-ref.js';
import { getChart } from '../chart/chart-service.js';
import { getLegacyDatasource } from '../dataset/dataset-legacy.js';
import { assertChartReadable, chartIdOfFormData, datasetIdOfFormData } from './explore-access.js';
import { readFormData } from './explore-form-data-service.js';
import { getExplorePermalink } from './explore-permalink-service.js';

type ExploreResult = ExploreResponse['result'];
type FormData = Record<string, unknown>;

/**
 * A chart of one of Superset's older types opens as its successor, converted as Superset's viz
 * migrations do (core's migrateLegacyFormData, which the web's explore hydration also calls).
 */
const withMigratedViz = (fd: FormData): FormData => {
  const vizType = fd['viz_type'];
  if (typeof vizType !== 'string') return fd;
  const migrated = migrateLegacyFormData(vizType, fd);
  return migrated.params === fd ? fd : { ...migrated.params, viz_type: migrated.vizType };
};

/** Superset's `Slice.form_data`, with a legacy viz type migrated as explore opens it. */
const sliceFormDataOf = (c: ChartDetail): FormData =>
  withMigratedViz(sliceFormData({ ...c, datasource_type: 'table' }));

const toSlice = (c: ChartDetail): ExploreSlice => ({
  slice_id: c.id,
  slice_name: c.slice_name,
  description: c.description,
  cache_timeout: c.cache_timeout,
  certified_by: c.certified_by,
  certification_details: c.certification_details,
  changed_on: c.changed_on_utc,
  changed_on_humanized: c.changed_on_delta_humanized,
  datasource: c.datasource_name_text,
  edit_url: c.edit_url,
  slice_url: c.slice_url,
  form_data: sliceFormDataOf(c),
  query_context: c.query_context,
  owners: c.owners.map((o) => o.id),
  is_managed_externally: c.is_managed_externally,
});

const fullName = (u: { first_name: string; last_name: string }): string => `${u.first_name} ${u.last_name}`.trim();

const metadataOf = (c: ChartDetail): NonNullable<ExploreResult['metadata']> => ({
  created_on_humanized: c.created_on_delta_humanized,
  changed_on_humanized: c.changed_on_delta_humanized,
  owners: c.owners.map(fullName),
  dashboards: c.dashboards.map((d) => ({ id: d.id, dashboard_title: d.dashboard_title })),
  ...(c.created_by && { created_by: fullName(c.created_by) }),
  ...(c.changed_by && { changed_by: fullName(c.changed_by) }),
});

/** The form data a permalink or a cached key starts from, with Superset's message when the cache has lost it. */
const initialFormData = async (
  db: Kysely<DB>,
  caller: Caller,
  q: ExploreQuery,
): Promise<{ formData: FormData; message: string | null }> => {
  if (q.permalink_key) {
    const { state } = await getExplorePermalink(db, caller, q.permalink_key);
    const formData: FormData = { ...state.formData };
    if (state.urlParams) formData.url_params = Object.fromEntries(state.urlParams);
    return { formData, message: null };
  }
  if (q.form_data_key) {
    const text = await readFormData(db, caller, q.form_data_key);
    if (text !== null) return { formData: parseJsonObject(text), message: null };
    const fallback = q.slice_id ? 'chart' : 'dataset';
    return { formData: {}, message: `Form data not found in cache, reverting to ${fallback} metadata.` };
  }
  return { formData: {}, message: null };
};

/**
 * `GET /api/v1/explore/` (Superset's GetExploreCommand): the starting form data (permalink, cached
 * key, then the saved chart underneath), the dataset as `/datasource/get` returns it, the chart and
 * its metadata. A deleted dataset answers `dataset: null` with a message; no access answers 403.
 */
export const getExplore = async (db: Kysely<DB>, caller: Caller, q: ExploreQuery): Promise<ExploreResult> => {
  const initial = await initialFormData(db, caller, q);
  let formData = initial.formData;
  let message = initial.message;
  let datasetId = q.datasource_id ?? q.dataset_id ?? datasetIdOfFormData(formData);
  const sliceId = q.slice_id ?? chartIdOfFormData(formData);
  let chart: ChartDetail | null = null;
  if (sliceId !== null) {
    await assertChartReadable(db, caller, sliceId);
    chart = await getChart(db, caller, sliceId);
    formData = { ...sliceFormData(chart), ...formData };
    datasetId ??= chart.datasource_id;
  }
  let dataset: ExploreResult['dataset'] = null;
  if (datasetId !== null) {
    formData.datasource = `${datasetId}__table`;
    if (await findDatasetRef(db, datasetId)) dataset = await getLegacyDatasource(db, caller, datasetId);
    else message ??= 'Dataset does not exist';
  }
  return {
    dataset,
    form_data: withMigratedViz(formData),
    slice: chart ? toSlice(chart) : null,
    message,
    metadata: chart ? metadataOf(chart) : null,
  };
};
