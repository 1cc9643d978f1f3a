import {
  encodeRisonUri,
  type CssTemplate,
  type DashboardCopyInput,
  type DashboardCopyResult,
  type DashboardDetail,
  type DashboardSaveAnswer,
  type DashboardSaveBody,
  type RelatedResponse,
} from '@tessera/core';
import { api } from '../../../api/client';

const related = (column: 'owners' | 'roles', filter: string, signal?: AbortSignal) =>
  api.get<RelatedResponse>(
    `/api/v1/dashboard/related/${column}?q=${encodeRisonUri({ filter: filter.trim(), page: 0, page_size: 50 })}`,
    signal,
  );

/** The save flows' calls, with Superset's paths and payloads. */
export const saveApi = {
  /** The stored dashboard, fetched fresh (not from the page's cache) for the confirm-diff check. */
  stored: (id: number) => api.get<{ result: DashboardDetail }>(`/api/v1/dashboard/${id}`).then((a) => a.result),
  /** `PUT /api/v1/dashboard/{id}`: save, overwrite, and the properties modal in view mode. */
  put: (id: number, body: DashboardSaveBody) => api.put<DashboardSaveAnswer>(`/api/v1/dashboard/${id}`, body),
  /** Save as: Superset's copy_dash, `data` as JSON text like its form post. */
  copy: (id: number, data: DashboardCopyInput) =>
    api.post<DashboardCopyResult>(`/tessera/copy_dash/${id}/`, { data: JSON.stringify(data) }),
  cssTemplates: (signal?: AbortSignal) =>
    api
      .get<{ result: CssTemplate[] }>(`/api/v1/css_template/?q=${encodeRisonUri({ page: 0, page_size: 100 })}`, signal)
      .then((a) => a.result),
  relatedOwners: (filter: string, signal?: AbortSignal) => related('owners', filter, signal),
  relatedRoles: (filter: string, signal?: AbortSignal) => related('roles', filter, signal),
};
