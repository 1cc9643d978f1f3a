/** TanStack Query keys of the list pages; the route's prefetch, the pages and their invalidations share them. */

/** Everything a resource's list page reads: invalidating it reloads the page, its info and choices. */
export const listQueryKey = (resource: string) => ['list-view', resource] as const;
export const listPageKey = (resource: string, q: string) => [...listQueryKey(resource), 'page', q] as const;
export const listInfoKey = (resource: string) => [...listQueryKey(resource), 'info'] as const;
export const listFavoritesKey = (resource: string, ids: readonly number[]) =>
  [...listQueryKey(resource), 'favorites', ids.join(',')] as const;
export const listChoicesKey = (resource: string, filterId: string) =>
  [...listQueryKey(resource), 'choices', filterId] as const;
