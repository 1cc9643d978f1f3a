import type {
  EmbeddedDashboard,
  ChartDataBatchRequestInput,
  DashboardChart,
  DashboardDataset,
  DashboardDetail,
  DashboardPermalinkState,
  DashboardPermalinkValue,
} from '@tessera/core';
import { api, apiPostForResponse, isApiRequestError } from '../../api/client';

/** The dashboard page's calls, with Superset's paths and payloads. */
export const dashboardApi = {
  dashboard: (idOrSlug: string, signal?: AbortSignal) =>
    api
      .get<{ result: DashboardDetail }>(`/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`, signal)
      .then((a) => a.result),
  charts: (idOrSlug: string, signal?: AbortSignal) =>
    api
      .get<{ result: DashboardChart[] }>(`/api/v1/dashboard/${encodeURIComponent(idOrSlug)}/charts`, signal)
      .then((a) => a.result),
  datasets: (idOrSlug: string, signal?: AbortSignal) =>
    api
      .get<{ result: DashboardDataset[] }>(`/api/v1/dashboard/${encodeURIComponent(idOrSlug)}/datasets`, signal)
      .then((a) => a.result),

  /** Superset's favstar view: `count` answers the star count, `select`/`unselect` toggle the user's star. */
  favstar: (id: number, action: 'count' | 'select' | 'unselect') =>
    api.get<{ count: number }>(`/tessera/favstar/Dashboard/${id}/${action}/`).then((a) => a.count),
  favoriteStatus: (id: number) =>
    api
      .get<{ result: { id: number; value: boolean }[] }>(`/api/v1/dashboard/favorite_status/?q=!(${id})`)
      .then((a) => a.result.some((r) => r.id === id && r.value)),
  setPublished: (id: number, published: boolean) =>
    api.put<{ last_modified_time: number }>(`/api/v1/dashboard/${id}`, { published }),

  createPermalink: (idOrSlug: string | number, state: DashboardPermalinkState) =>
    api.post<{ key: string; url: string }>(`/api/v1/dashboard/${encodeURIComponent(idOrSlug)}/permalink`, state),
  /** Superset's EmbeddedDashboardRestApi: null when the dashboard is not embedded. */
  embedded: (id: number, signal?: AbortSignal) =>
    api
      .get<{ result: EmbeddedDashboard }>(`/api/v1/dashboard/${id}/embedded`, signal)
      .then((a) => a.result)
      .catch((error: unknown) => {
        if (isApiRequestError(error) && error.status === 404) return null;
        throw error;
      }),
  setEmbedded: (id: number, allowedDomains: string[]) =>
    api
      .post<{ result: EmbeddedDashboard }>(`/api/v1/dashboard/${id}/embedded`, { allowed_domains: allowedDomains })
      .then((a) => a.result),
  deleteEmbedded: (id: number) => api.delete<{ message: string }>(`/api/v1/dashboard/${id}/embedded`),
  permalink: (key: string, signal?: AbortSignal) =>
    api.get<DashboardPermalinkValue>(`/api/v1/dashboard/permalink/${encodeURIComponent(key)}`, signal),
};

/** `POST /api/v1/chart/data/batch`, answered as a raw response so its NDJSON body can be read as it streams. */
export const postChartDataBatch = (body: ChartDataBatchRequestInput, signal: AbortSignal): Promise<Response> =>
  apiPostForResponse('/api/v1/chart/data/batch', body, { accept: 'application/x-ndjson', signal });
