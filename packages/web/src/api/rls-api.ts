import {
  encodeRisonUri,
  type RlsCreate,
  type RlsItem,
  type RlsPreview,
  type RlsPreviewQuery,
  type RlsUpdate,
} from '@tessera/core';
import { api } from './client';
import type { ListResponse } from './resources';

const BASE = '/api/v1/rowlevelsecurity/';

/** What the list page asks for: a search text, a filter type, one page. */
export interface RlsListQuery {
  search: string;
  filterType: RlsItem['filter_type'] | null;
  page: number;
  pageSize: number;
}

/** The page's query as Superset's rison `q` (the search box is the `rls_all_text` filter on name). */
export const rlsListPath = (query: RlsListQuery): string => {
  const filters = [
    ...(query.search.trim() === '' ? [] : [{ col: 'name', opr: 'rls_all_text', value: query.search.trim() }]),
    ...(query.filterType === null ? [] : [{ col: 'filter_type', opr: 'eq', value: query.filterType }]),
  ];
  const q = { filters, order_column: 'name', order_direction: 'asc', page: query.page, page_size: query.pageSize };
  return `${BASE}?q=${encodeRisonUri(q)}`;
};

export const rlsApi = {
  list: (query: RlsListQuery, signal?: AbortSignal) => api.get<ListResponse<RlsItem>>(rlsListPath(query), signal),
  create: (rule: RlsCreate) => api.post<{ id: number }>(BASE, rule),
  update: (id: number, rule: RlsUpdate) => api.put<{ id: number }>(`${BASE}${id}`, rule),
  removeMany: (ids: readonly number[]) => api.delete<{ message: string }>(`${BASE}?q=${encodeRisonUri([...ids])}`),
  preview: (query: RlsPreviewQuery, signal?: AbortSignal) =>
    api.get<RlsPreview>(`${BASE}preview/?q=${encodeRisonUri({ ...query })}`, signal),
};
