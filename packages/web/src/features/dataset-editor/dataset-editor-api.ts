import type {
  Dataset,
  DatasetCreate,
  DatasetDetail,
  DatasetUpdate,
  LegacyDatasource,
  RelatedResponse,
} from '@tessera/core';
import { api } from '../../api/client';
import type { ListResponse } from '../../api/resources';
import { datasetUpdatePath } from './editor-payload';
import { relatedOwnersPath } from './owners';
import { datasetListPath, type DatasetListQuery } from './swap-query';

interface DatasetItemAnswer {
  id: number;
  result: DatasetDetail;
}

/** The dataset and datasource calls of the modals, with Superset's paths and payloads. */
export const datasetEditorApi = {
  list: (query: DatasetListQuery, signal?: AbortSignal) =>
    api.get<ListResponse<Dataset>>(datasetListPath(query), signal),
  detail: (id: number, signal?: AbortSignal) =>
    api.get<DatasetItemAnswer>(`/api/v1/dataset/${id}`, signal).then((answer) => answer.result),
  create: (body: DatasetCreate) =>
    api.post<DatasetItemAnswer>('/api/v1/dataset/', body).then((answer) => answer.result),
  update: (id: number, body: DatasetUpdate) =>
    api.put<DatasetItemAnswer>(datasetUpdatePath(id), body).then((answer) => answer.result),
  /** Re-reads the columns from the source, e.g. after the SQL of a virtual dataset changed. */
  refresh: (id: number) => api.put<{ message: string }>(`/api/v1/dataset/${id}/refresh`),
  /** What explore holds as its datasource (spec 02 §7: used after swap and save). */
  datasource: (id: number, signal?: AbortSignal) => api.get<LegacyDatasource>(`/datasource/get/table/${id}/`, signal),
  relatedOwners: (filter: string, includeIds: readonly number[], signal?: AbortSignal) =>
    api.get<RelatedResponse>(relatedOwnersPath(filter, includeIds), signal),
};
