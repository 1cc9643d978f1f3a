import {
  encodeRisonUri,
  type ChartCreate,
  type ChartDetail,
  type ChartUpdate,
  type ExploreFormDataWrite,
  type ExploreResponse,
  type FormData,
  type QueryContextInput,
  type RelatedResponse,
  type SamplesPayload,
  type SamplesResult,
} from '@tessera/core';
import { api, apiRequest, isApiRequestError } from '../../api/client';
import type { ExploreDatasource } from '../../controls/types';

export interface SamplesPage {
  page?: number;
  perPage?: number;
  payload?: SamplesPayload;
}

export interface DashboardOption {
  id: number;
  dashboard_title: string;
  owners?: { first_name: string; last_name: string }[];
  changed_on_delta_humanized?: string;
}

export interface ChartWriteAnswer {
  id: number;
  result: { owners?: number[] };
}

/** Explore's calls, with Superset's paths and payloads. */
export const exploreApi = {
  explore: (query: string, signal?: AbortSignal) =>
    api.get<ExploreResponse>(`/api/v1/explore/?${query}`, signal).then((a) => a.result),

  createChart: (body: ChartCreate) => api.post<ChartWriteAnswer>('/api/v1/chart/', body),
  updateChart: (id: number, body: ChartUpdate) => api.put<ChartWriteAnswer>(`/api/v1/chart/${id}`, body),
  chart: (id: number, signal?: AbortSignal) =>
    api.get<{ result: ChartDetail }>(`/api/v1/chart/${id}`, signal).then((a) => a.result),
  owners: (filter: string, signal?: AbortSignal) =>
    api.get<RelatedResponse>(
      `/api/v1/chart/related/owners?q=${encodeRisonUri({ filter, page: 0, page_size: 50 })}`,
      signal,
    ),

  /** The user's editable dashboards, or null when this server has no dashboard API. */
  dashboards: async (signal?: AbortSignal): Promise<DashboardOption[] | null> => {
    const q = encodeRisonUri({
      columns: ['id', 'dashboard_title', 'owners.first_name', 'owners.last_name', 'changed_on_delta_humanized'],
      page: 0,
      page_size: 100,
    });
    try {
      return (await api.get<{ result: DashboardOption[] }>(`/api/v1/dashboard/?q=${q}`, signal)).result;
    } catch (error) {
      if (isApiRequestError(error) && (error.status === 404 || error.status === 405)) return null;
      throw error;
    }
  },
  createDashboard: (title: string) =>
    api.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: title }).then((a) => a.id),

  postFormData: (body: ExploreFormDataWrite, tabId: number) =>
    api.post<{ key: string }>(`/api/v1/explore/form_data?tab_id=${tabId}`, body).then((a) => a.key),
  putFormData: (key: string, body: ExploreFormDataWrite, tabId: number) =>
    api
      .put<{ key: string }>(`/api/v1/explore/form_data/${encodeURIComponent(key)}?tab_id=${tabId}`, body)
      .then((a) => a.key),

  permalink: (formData: FormData, urlParams: [string, string][]) =>
    api.post<{ key: string; url: string }>('/api/v1/explore/permalink', { formData, urlParams }),

  favoriteStatus: (id: number, signal?: AbortSignal) =>
    api
      .get<{ result: { id: number; value: boolean }[] }>(
        `/api/v1/chart/favorite_status/?q=${encodeRisonUri([id])}`,
        signal,
      )
      .then((a) => a.result.find((r) => r.id === id)?.value ?? false),
  setFavorite: (id: number, favorite: boolean) =>
    favorite
      ? api.post<unknown>(`/api/v1/chart/${id}/favorites/`)
      : api.delete<unknown>(`/api/v1/chart/${id}/favorites/`),

  /** Superset's samples: one page of rows (drill to detail asks 50 at a time), narrowed by the payload's filters. */
  samples: (datasetId: number, signal?: AbortSignal, page: SamplesPage = {}) =>
    apiRequest<{ result: SamplesResult }>(
      `/datasource/samples?datasource_id=${datasetId}&datasource_type=table${
        page.page === undefined ? '' : `&page=${page.page}`
      }${page.perPage === undefined ? '' : `&per_page=${page.perPage}`}`,
      { method: 'POST', body: page.payload ?? {}, signal },
    ).then((a) => a.result),

  /** The SQL the chart runs (`result_type: 'query'`). */
  query: async (qc: QueryContextInput): Promise<string> => {
    const answer = await api.post<{ result: { query: string }[] }>('/api/v1/chart/data', {
      ...qc,
      result_type: 'query',
    });
    return answer.result.map((r) => r.query).join(';\n\n');
  },

  datasource: (id: number, signal?: AbortSignal) => api.get<ExploreDatasource>(`/datasource/get/table/${id}/`, signal),
};
