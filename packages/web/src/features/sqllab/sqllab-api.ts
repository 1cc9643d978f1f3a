import type {
  DatabaseTable,
  QueryListItem,
  SavedQuery,
  SavedQueryCreate,
  SqlLabBootstrap,
  SqlLabExecute,
  SqlLabExecutionResponse,
  SqlLabPermalinkState,
  SqlLabQuery,
  TableMetadata,
  TabStateCreate,
  TabStateDict,
  TabStateUpdate,
} from '@tessera/core';
import { encodeRisonUri } from '@tessera/core';
import { api, apiRequestWithStatus } from '../../api/client';
import type { ItemResponse, ListResponse } from '../../api/resources';

/** The history list's filters: text in the SQL, the status, newest first. */
export interface HistoryFilter {
  search: string;
  status: SqlLabQuery['state'] | null;
}

const historyQuery = (filter: HistoryFilter): string => {
  const filters: { col: string; opr: string; value: string }[] = [];
  if (filter.search.trim() !== '') filters.push({ col: 'sql', opr: 'ct', value: filter.search.trim() });
  if (filter.status !== null) filters.push({ col: 'status', opr: 'eq', value: filter.status });
  return encodeRisonUri({ filters, order_column: 'changed_on', order_direction: 'desc', page: 0, page_size: 100 });
};

/** The server side of SQL Lab, with Superset's paths (`/api/v1/sqllab/`, `/api/v1/query/`, `/tabstateview/`). */
export const sqlLabApi = {
  bootstrap: (): Promise<SqlLabBootstrap> =>
    api.get<ItemResponse<SqlLabBootstrap>>('/api/v1/sqllab/').then((r) => r.result),

  tab: (id: number): Promise<TabStateDict> => api.get<TabStateDict>(`/tabstateview/${id}`),
  createTab: (queryEditor: TabStateCreate): Promise<number> =>
    api.post<{ id: number }>('/tabstateview/', { queryEditor }).then((r) => r.id),
  updateTab: (id: number, fields: TabStateUpdate): Promise<unknown> => api.put(`/tabstateview/${id}`, fields),
  closeTab: (id: number): Promise<unknown> => api.delete(`/tabstateview/${id}`),
  activateTab: (id: number): Promise<unknown> => api.post(`/tabstateview/${id}/activate`),

  /** 200 with the rows when done, 202 while an async query runs (then poll `updatedSince`). */
  execute: (body: SqlLabExecute, signal?: AbortSignal) =>
    apiRequestWithStatus<SqlLabExecutionResponse>('/api/v1/sqllab/execute/', { method: 'POST', body, signal }),
  /** A finished query's rows by key: all of them, or the page `rows` from `offset` (Tessera's paging). */
  results: (key: string, page: { offset?: number; rows?: number } = {}): Promise<SqlLabExecutionResponse> =>
    api.get<SqlLabExecutionResponse>(`/api/v1/sqllab/results/?q=${encodeRisonUri({ key, ...page })}`),
  updatedSince: (lastUpdatedMs: number): Promise<SqlLabQuery[]> =>
    api
      .get<{ result: SqlLabQuery[] }>(
        `/api/v1/query/updated_since?q=${encodeRisonUri({ last_updated_ms: Math.floor(lastUpdatedMs) })}`,
      )
      .then((r) => r.result),
  stop: (clientId: string): Promise<unknown> => api.post('/api/v1/query/stop', { client_id: clientId }),
  history: (filter: HistoryFilter, signal?: AbortSignal): Promise<ListResponse<QueryListItem>> =>
    api.get<ListResponse<QueryListItem>>(`/api/v1/query/?q=${historyQuery(filter)}`, signal),

  format: (sql: string, databaseId: number | null): Promise<string> =>
    api.post<{ result: string }>('/api/v1/sqllab/format_sql/', { sql, database_id: databaseId }).then((r) => r.result),
  exportUrl: (clientId: string): string => `/api/v1/sqllab/export/${encodeURIComponent(clientId)}/`,
  permalink: (state: SqlLabPermalinkState): Promise<{ key: string; url: string }> =>
    api.post<{ key: string; url: string }>('/api/v1/sqllab/permalink', state),
  permalinkState: (key: string): Promise<SqlLabPermalinkState> =>
    api.get<SqlLabPermalinkState>(`/api/v1/sqllab/permalink/${encodeURIComponent(key)}`),

  savedQuery: (id: number): Promise<SavedQuery> =>
    api.get<ItemResponse<SavedQuery>>(`/api/v1/saved_query/${id}`).then((r) => r.result),
  saveQuery: (body: SavedQueryCreate): Promise<number> =>
    api.post<{ id: number }>('/api/v1/saved_query/', body).then((r) => r.id),
  updateSavedQuery: (id: number, body: Partial<SavedQueryCreate>): Promise<unknown> =>
    api.put(`/api/v1/saved_query/${id}`, body),

  schemas: (databaseId: number, signal?: AbortSignal): Promise<string[]> =>
    api.get<{ result: string[] }>(`/api/v1/database/${databaseId}/schemas/`, signal).then((r) => r.result),
  tables: (databaseId: number, schema: string, signal?: AbortSignal): Promise<DatabaseTable[]> =>
    api
      .get<ListResponse<DatabaseTable>>(
        `/api/v1/database/${databaseId}/tables/?q=${encodeRisonUri({ schema_name: schema })}`,
        signal,
      )
      .then((r) => r.result),
  tableMetadata: (databaseId: number, schema: string | null, table: string, signal?: AbortSignal) =>
    api.get<TableMetadata>(
      `/api/v1/database/${databaseId}/table_metadata/?${new URLSearchParams({ name: table, schema: schema ?? '' })}`,
      signal,
    ),

  /** 'Explore' from results: the physical table's dataset, made if missing (Superset's get_or_create). */
  getOrCreateDataset: (body: { table_name: string; database_id: number; schema: string | null }): Promise<number> =>
    api.post<{ result: { table_id: number } }>('/api/v1/dataset/get_or_create/', body).then((r) => r.result.table_id),
};
