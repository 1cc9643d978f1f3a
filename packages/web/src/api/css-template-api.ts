import type { CssTemplateWrite } from '@tessera/core';
import { api } from './client';

const BASE = '/api/v1/css_template/';

/** Superset's CssTemplateRestApi writes; the list, its paging and deletes go through the list view. */
export const cssTemplateApi = {
  create: (template: CssTemplateWrite) => api.post<{ id: number }>(BASE, template),
  update: (id: number, template: CssTemplateWrite) => api.put<{ id: number }>(`${BASE}${id}`, template),
};
