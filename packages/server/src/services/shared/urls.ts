/** Superset's Slice.url: a saved chart opens in explore. */
export const chartUrl = (id: number): string => `/explore/?slice_id=${id}`;

/** Superset's Dashboard.url: the slug when there is one, else the id. */
export const dashboardUrl = (id: number, slug: string | null): string => `/tessera/dashboard/${slug || id}/`;
