import type { QueryContextInput } from '@tessera/core';

/** TanStack Query keys of explore. */
export const exploreKeys = {
  /** `GET /api/v1/explore/` for the page's URL query string. */
  explore: (query: string) => ['explore', query] as const,
  samples: (datasetId: number) => ['explore-samples', datasetId] as const,
  viewQuery: (qc: QueryContextInput) => ['explore-view-query', qc] as const,
  saveDashboards: ['explore-save-dashboards'] as const,
  relatedOwners: (filter: string) => ['chart-related-owners', filter] as const,
  chart: (sliceId: number) => ['explore-chart', sliceId] as const,
  favorite: (sliceId: number) => ['chart-favorite', sliceId] as const,
};
