import {
  encodeRisonUri,
  type ReportCreationMethod,
  type ReportSchedule,
  type ReportScheduleCreate,
  type ReportState,
  type ReportScheduleUpdate,
} from '@tessera/core';
import { api } from '../../api/client';

/** What a report hangs on: a chart (explore) or a dashboard. */
export interface ReportTarget {
  kind: Extract<ReportCreationMethod, 'charts' | 'dashboards'>;
  id: number;
}

export const reportKeys = {
  of: (target: ReportTarget) => ['reports', target.kind, target.id] as const,
};

/** Superset's fetchUISpecificReport: the caller's reports on this chart or dashboard (the server adds ownership). */
export const reportsApi = {
  forTarget: (target: ReportTarget, signal?: AbortSignal) =>
    api.get<{ result: ReportSchedule[]; count: number }>(
      `/api/v1/report/?q=${encodeRisonUri({
        filters: [
          { col: target.kind === 'charts' ? 'chart_id' : 'dashboard_id', opr: 'eq', value: target.id },
          { col: 'creation_method', opr: 'eq', value: target.kind },
        ],
      })}`,
      signal,
    ),
  create: (body: ReportScheduleCreate) => api.post<{ id: number }>('/api/v1/report/', body),
  update: (id: number, body: ReportScheduleUpdate) => api.put<{ id: number }>(`/api/v1/report/${id}`, body),
  remove: (id: number) => api.delete<{ message: string }>(`/api/v1/report/${id}`),
  get: (id: number, signal?: AbortSignal) =>
    api.get<{ result: ReportSchedule }>(`/api/v1/report/${id}`, signal).then((a) => a.result),
  /** Tessera's 'Send test now': runs the schedule once, now, and answers how the run ended. */
  sendTest: (id: number) =>
    api
      .post<{ result: { state: ReportState; error_message: string | null } }>(`/api/v1/report/${id}/test/`, {})
      .then((a) => a.result),
};

/** One choice of the modal's database, dashboard and chart selects. */
export interface ReportOption {
  value: string;
  label: string;
}

const titles = (resource: string, column: string, search: string) =>
  `/api/v1/${resource}/?q=${encodeRisonUri({
    columns: ['id', column],
    filters: search.trim() === '' ? [] : [{ col: column, opr: 'ct', value: search.trim() }],
    order_column: column,
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  })}`;

const optionsOf = async (resource: string, column: string, search: string, signal?: AbortSignal) => {
  const answer = await api.get<{ result: (Record<string, unknown> & { id: number })[] }>(
    titles(resource, column, search),
    signal,
  );
  return answer.result.map((row): ReportOption => ({ value: String(row.id), label: String(row[column] ?? row.id) }));
};

/** What the modal offers: the caller's databases, dashboards and charts, searched by name (first 100). */
export const reportOptionsApi = {
  databases: (search: string, signal?: AbortSignal) => optionsOf('database', 'database_name', search, signal),
  dashboards: (search: string, signal?: AbortSignal) => optionsOf('dashboard', 'dashboard_title', search, signal),
  charts: (search: string, signal?: AbortSignal) => optionsOf('chart', 'slice_name', search, signal),
};
