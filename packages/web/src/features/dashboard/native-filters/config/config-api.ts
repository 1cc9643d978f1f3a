import type { Dataset, LegacyDatasource } from '@tessera/core';
import { api } from '../../../../api/client';
import { datasetApi } from '../../../../api/resources';

/** The calls of the filters configuration modal, on Superset's paths. */
export const filterConfigApi = {
  /** The dataset picker's choices (`GET /api/v1/dataset/`, every page). */
  datasets: (signal?: AbortSignal): Promise<Dataset[]> => datasetApi.all(signal).then((a) => a.result),
  /** A dataset's columns and metrics, in the shape the adhoc filter control reads. */
  datasource: (id: number, signal?: AbortSignal): Promise<LegacyDatasource> =>
    api.get<LegacyDatasource>(`/datasource/get/table/${id}/`, signal),
};
