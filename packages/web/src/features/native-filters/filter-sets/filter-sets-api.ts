import { api } from '../../../api/client';

/** One filter set as `GET /api/v1/dashboard/{id}/filtersets` lists it. */
export interface FilterSetRow {
  id: number;
  name: string;
  params: unknown;
  owner_type?: string;
  owner_id?: number;
}

const path = (dashboardId: number) => `/api/v1/dashboard/${dashboardId}/filtersets`;

/** Spec 02 §7's filter set endpoints; sets are owned by the dashboard (owner_type 'Dashboard'). */
export const filterSetsApi = {
  list: (dashboardId: number, signal?: AbortSignal): Promise<FilterSetRow[]> =>
    api.get<{ result: FilterSetRow[]; ids?: number[] }>(path(dashboardId), signal).then((a) => a.result),
  create: (dashboardId: number, name: string, jsonMetadata: string): Promise<unknown> =>
    api.post<unknown>(path(dashboardId), {
      name,
      owner_type: 'Dashboard',
      owner_id: dashboardId,
      json_metadata: jsonMetadata,
    }),
  rename: (dashboardId: number, id: number, name: string, jsonMetadata: string): Promise<unknown> =>
    api.put<unknown>(`${path(dashboardId)}/${id}`, { name, json_metadata: jsonMetadata }),
  remove: (dashboardId: number, id: number): Promise<unknown> => api.delete<unknown>(`${path(dashboardId)}/${id}`),
};
