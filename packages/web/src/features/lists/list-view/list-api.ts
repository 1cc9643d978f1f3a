import {
  encodeRison,
  encodeRisonUri,
  type FavoriteStatus,
  type InfoResponse,
  type RelatedResponse,
} from '@tessera/core';
import { api } from '../../../api/client';
import type { ListResponse } from '../../../api/resources';
import type { FilterChoice } from './list-types';

export const resourcePath = (resource: string): string => `/api/v1/${resource}/`;

/** Permissions change rarely; `_info` is re-read after a minute. */
export const INFO_STALE_MS = 60_000;

interface MessageAnswer {
  message?: string;
}

/** How many choices a related or distinct filter offers. */
export const CHOICES_PAGE_SIZE = 100;

const idList = (ids: readonly number[]): string => encodeRisonUri([...ids]);

export const listApi = {
  page: <T>(resource: string, q: string, signal?: AbortSignal): Promise<ListResponse<T>> =>
    api.get<ListResponse<T>>(`${resourcePath(resource)}?q=${encodeURIComponent(q)}`, signal),
  permissions: async (resource: string, signal?: AbortSignal): Promise<string[]> => {
    const q = encodeURIComponent(encodeRison({ keys: ['permissions'] }));
    const answer = await api.get<InfoResponse>(`${resourcePath(resource)}_info?q=${q}`, signal);
    return answer.permissions ?? [];
  },
  choices: async (
    resource: string,
    kind: 'related' | 'distinct',
    column: string,
    signal?: AbortSignal,
  ): Promise<FilterChoice[]> => {
    const q = encodeURIComponent(encodeRison({ page: 0, page_size: CHOICES_PAGE_SIZE }));
    const answer = await api.get<RelatedResponse>(`${resourcePath(resource)}${kind}/${column}?q=${q}`, signal);
    return answer.result.map((row) => ({ label: row.text, value: row.value }));
  },
  favoriteStatus: async (resource: string, ids: readonly number[], signal?: AbortSignal): Promise<Set<number>> => {
    const answer = await api.get<FavoriteStatus>(`${resourcePath(resource)}favorite_status/?q=${idList(ids)}`, signal);
    return new Set(answer.result.filter((row) => row.value).map((row) => row.id));
  },
  setFavorite: (resource: string, id: number, favorite: boolean): Promise<unknown> =>
    favorite
      ? api.post<unknown>(`${resourcePath(resource)}${id}/favorites/`)
      : api.delete<unknown>(`${resourcePath(resource)}${id}/favorites/`),
  remove: (resource: string, id: number): Promise<MessageAnswer> =>
    api.delete<MessageAnswer>(`${resourcePath(resource)}${id}`),
  bulkRemove: (resource: string, ids: readonly number[]): Promise<MessageAnswer> =>
    api.delete<MessageAnswer>(`${resourcePath(resource)}?q=${idList(ids)}`),
  /** The export download: a ZIP the browser saves. */
  exportUrl: (resource: string, ids: readonly number[]): string => `${resourcePath(resource)}export/?q=${idList(ids)}`,
};
