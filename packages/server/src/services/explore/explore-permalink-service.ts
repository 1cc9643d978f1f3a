import {
  type Caller,
  type ExplorePermalinkState,
  type ExplorePermalinkValue,
  ExplorePermalinkValueSchema,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { KV_RESOURCE, decodeKey, kvCreate, kvGet } from '../shared/key-value-store.js';
import { assertExploreAccess, chartIdOfFormData, datasetIdOfFormData } from './explore-access.js';

export const permalinkUrl = (key: string): string => `/superset/explore/p/${key}/`;

/**
 * `POST /api/v1/explore/permalink`: stores Superset's permalink value (chart, datasource and
 * the state) after checking the caller may explore that dataset and chart. Permalinks do not expire.
 */
export const createExplorePermalink = async (
  db: Kysely<DB>,
  caller: Caller,
  state: ExplorePermalinkState,
): Promise<{ key: string; url: string }> => {
  const chartId = chartIdOfFormData(state.formData);
  let datasetId = datasetIdOfFormData(state.formData);
  if (datasetId === null && chartId !== null) {
    const chart = await db.selectFrom('charts').select('datasource_id').where('id', '=', chartId).executeTakeFirst();
    if (!chart) throw notFound('Chart');
    datasetId = chart.datasource_id;
  }
  if (datasetId === null) {
    throw badRequest('formData.datasource: expected the dataset as "<id>__table" or a slice_id', 'formData.datasource');
  }
  await assertExploreAccess(db, caller, datasetId, chartId);
  const value: ExplorePermalinkValue = {
    chartId,
    datasourceId: datasetId,
    datasourceType: 'table',
    datasource: `${datasetId}__table`,
    state: { formData: state.formData, ...(state.urlParams && { urlParams: state.urlParams }) },
  };
  const key = await kvCreate(db, KV_RESOURCE.permalink, value, caller.userId, null);
  return { key, url: permalinkUrl(key) };
};

/** `GET /api/v1/explore/permalink/{key}`: the stored value, once the caller's access is checked again. */
export const getExplorePermalink = async (
  db: Kysely<DB>,
  caller: Caller,
  key: string,
): Promise<ExplorePermalinkValue> => {
  const uuid = decodeKey(key);
  const entry = uuid ? await kvGet(db, KV_RESOURCE.permalink, uuid) : null;
  const parsed = ExplorePermalinkValueSchema.safeParse(entry?.value);
  if (!parsed.success) throw notFound('Explore permalink');
  await assertExploreAccess(db, caller, parsed.data.datasourceId, parsed.data.chartId);
  return parsed.data;
};
