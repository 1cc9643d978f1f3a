import type { DynamicPlugin, DynamicPluginRead, DynamicPluginWrite } from '@tessera/core';
import { api } from './client';

const BASE = '/dynamic-plugins/api/';

/** Superset's DynamicPluginsView JSON routes (FAB ModelView's read, create, update and delete). */
export const dynamicPluginApi = {
  read: (signal?: AbortSignal) => api.get<DynamicPluginRead>(`${BASE}read`, signal),
  create: (plugin: DynamicPluginWrite) => api.post<{ id: number; result: DynamicPlugin }>(`${BASE}create`, plugin),
  update: (id: number, plugin: DynamicPluginWrite) =>
    api.put<{ id: number; result: DynamicPlugin }>(`${BASE}update/${id}`, plugin),
  remove: (id: number) => api.delete<{ message: string }>(`${BASE}delete/${id}`),
};
