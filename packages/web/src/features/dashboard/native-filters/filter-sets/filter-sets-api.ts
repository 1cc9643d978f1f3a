import type { FilterSet, FilterSetCreate, FilterSetList, FilterSetUpdate } from '@tessera/core';
import { api } from '../../../../api/client';

const path = (dashboardId: number) => `/api/v1/dashboard/${dashboardId}/filtersets`;

/** Spec 02 §7's filter set endpoints; the panel's sets are owned by the dashboard (owner_type 'Dashboard'). */
export const filterSetsApi = {
  list: (dashboardId: number, signal?: AbortSignal): Promise<FilterSet[]> =>
    api.get<FilterSetList>(path(dashboardId), signal).then((a) => a.result),
  create: (dashboardId: number, name: string, jsonMetadata: string): Promise<unknown> => {
    const body: FilterSetCreate = { name, owner_type: 'Dashboard', owner_id: dashboardId, json_metadata: jsonMetadata };
    return api.post<unknown>(path(dashboardId), body);
  },
  rename: (dashboardId: number, id: number, name: string): Promise<unknown> => {
    const body: FilterSetUpdate = { name };
    return api.put<unknown>(`${path(dashboardId)}/${id}`, body);
  },
  remove: (dashboardId: number, id: number): Promise<unknown> => api.delete<unknown>(`${path(dashboardId)}/${id}`),
};
