import type { ActionLogQuery } from '@tessera/core';

/** TanStack Query keys, one place so invalidation matches the reads. */
export const queryKeys = {
  meRoles: ['me', 'roles'] as const,
  setupStatus: ['setup', 'status'] as const,
  datasets: ['datasets'] as const,
  datasetPage: (page: number, pageSize: number) => ['datasets', 'page', page, pageSize] as const,
  datasetsAll: ['datasets', 'all'] as const,
  users: ['users'] as const,
  roles: ['roles'] as const,
  permissions: ['permissions'] as const,
  rls: ['rls'] as const,
  dynamicPlugins: ['dynamic-plugins'] as const,
  actionLog: (query: ActionLogQuery) => ['action-log', query] as const,
};
