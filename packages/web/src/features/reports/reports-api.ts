import {
  encodeRisonUri,
  type ReportCreationMethod,
  type ReportSchedule,
  type ReportScheduleCreate,
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
};
