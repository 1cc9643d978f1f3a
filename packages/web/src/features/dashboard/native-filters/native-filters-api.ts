import type { DashboardMetadata } from '@tessera/core';
import { api } from '../../../api/client';

/** Superset's browser-tab id for the filter_state cache (one per tab, kept for the tab's life). */
const TAB_ID_KEY = 'tessera.tab_id';

export const browserTabId = (): string => {
  const stored = sessionStorage.getItem(TAB_ID_KEY);
  if (stored !== null) return stored;
  const id = String(Math.floor(Math.random() * 1_000_000_000));
  sessionStorage.setItem(TAB_ID_KEY, id);
  return id;
};

const filterStatePath = (dashboardId: number, key?: string): string =>
  `/api/v1/dashboard/${dashboardId}/filter_state${key === undefined ? '' : `/${encodeURIComponent(key)}`}` +
  `?tab_id=${encodeURIComponent(browserTabId())}`;

/** Superset's DashboardFilterStateRestApi and the json_metadata writes of the filter bar. */
export const nativeFiltersApi = {
  /** The stored data mask behind a `native_filters_key` (its JSON text, parsed). */
  readFilterState: async (dashboardId: number, key: string, signal?: AbortSignal): Promise<unknown> => {
    const { value } = await api.get<{ value: string }>(filterStatePath(dashboardId, key), signal);
    return JSON.parse(value) as unknown;
  },
  /** Stores a data mask under a new key (POST) or the current one (PUT); answers the key to put in the URL. */
  writeFilterState: async (dashboardId: number, dataMask: unknown, key: string | null): Promise<string> => {
    const body = { value: JSON.stringify(dataMask) };
    if (key === null) return (await api.post<{ key: string }>(filterStatePath(dashboardId), body)).key;
    const answer = await api.put<{ key?: string; message?: string }>(filterStatePath(dashboardId, key), body);
    return answer.key ?? key;
  },
  /** PUT /api/v1/dashboard/{id} with the whole json_metadata (orientation, cross-filter settings). */
  saveMetadata: (dashboardId: number, metadata: DashboardMetadata) =>
    api.put<{ result?: { json_metadata?: string }; last_modified_time?: number }>(`/api/v1/dashboard/${dashboardId}`, {
      json_metadata: JSON.stringify(metadata),
    }),
};
