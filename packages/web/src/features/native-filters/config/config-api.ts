import type { DashboardMetadata, Dataset, LegacyDatasource } from '@tessera/core';
import { api } from '../../../api/client';
import { datasetApi } from '../../../api/resources';

/** The calls of the filters configuration modal, on Superset's paths. */
export const filterConfigApi = {
  /** The dataset picker's choices (`GET /api/v1/dataset/`, every page). */
  datasets: (signal?: AbortSignal): Promise<Dataset[]> => datasetApi.all(signal).then((a) => a.result),
  /** A dataset's columns and metrics, in the shape the adhoc filter control reads. */
  datasource: (id: number, signal?: AbortSignal): Promise<LegacyDatasource> =>
    api.get<LegacyDatasource>(`/datasource/get/table/${id}/`, signal),
  /** `PUT /api/v1/dashboard/{id}` with the whole json_metadata, as Superset's filters modal saves. */
  saveJsonMetadata: (dashboardId: number, jsonMetadata: string): Promise<unknown> =>
    api.put<unknown>(`/api/v1/dashboard/${dashboardId}`, { json_metadata: jsonMetadata }),
};

/**
 * The dashboard's json_metadata text with a new native_filter_configuration: every other key of
 * the page's current metadata kept (Superset sends the whole metadata back).
 */
export const jsonMetadataWithFilters = (metadata: DashboardMetadata, configuration: readonly unknown[]): string =>
  JSON.stringify({ ...metadata, native_filter_configuration: configuration });
