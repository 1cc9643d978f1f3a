import type { Dataset, LegacyDatasource } from '@tessera/core';
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The dashboard's json_metadata text with a new native_filter_configuration: every other key kept
 * as saved (Superset sends the whole metadata back), unreadable text treated as `{}`.
 */
export const jsonMetadataWithFilters = (saved: string | null, configuration: readonly unknown[]): string => {
  let current: unknown = {};
  try {
    current = saved === null || saved === '' ? {} : (JSON.parse(saved) as unknown);
  } catch {
    current = {};
  }
  return JSON.stringify({ ...(isRecord(current) ? current : {}), native_filter_configuration: configuration });
};
