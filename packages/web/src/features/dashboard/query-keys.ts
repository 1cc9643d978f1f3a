/** TanStack Query keys of the dashboard page. */
export const dashboardKeys = {
  dashboard: (idOrSlug: string) => ['dashboard', idOrSlug] as const,
  charts: (idOrSlug: string) => ['dashboard', idOrSlug, 'charts'] as const,
  datasets: (idOrSlug: string) => ['dashboard', idOrSlug, 'datasets'] as const,
  permalink: (key: string) => ['dashboard-permalink', key] as const,
  favorite: (id: number) => ['dashboard-favorite', id] as const,
  favstarCount: (id: number) => ['dashboard-favstar-count', id] as const,
};
