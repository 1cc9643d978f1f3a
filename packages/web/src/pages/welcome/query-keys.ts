import type { HomeItemType, OwnershipTab } from './welcome-api';

/** TanStack Query keys of the home page. */
export const homeKeys = {
  examplesStatus: ['home', 'examples-status'] as const,
  exampleDashboards: ['home', 'example-dashboards'] as const,
  recentlyViewed: ['home', 'recent', 'viewed'] as const,
  recentlyEdited: (userId: number) => ['home', 'recent', 'edited', userId] as const,
  recentlyCreated: (userId: number) => ['home', 'recent', 'created', userId] as const,
  ownership: (type: HomeItemType, tab: OwnershipTab, userId: number) => ['home', type, tab, userId] as const,
};
