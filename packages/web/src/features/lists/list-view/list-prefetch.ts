import type { QueryClient } from '@tanstack/react-query';
import { listInfoKey, listPageKey } from '../query-keys';
import { INFO_STALE_MS, listApi } from './list-api';
import { buildListQuery, parseListSearch, type ListDefaults } from './list-state';

export { NEWEST_FIRST } from './list-state';

/**
 * Starts a list page's first requests (`_info` and the page the URL names) while the page's code
 * and the signed-in check are still loading, so the rows arrive with the page rather than after
 * it. With filters in the URL the page's filter specs shape the query, so only `_info` is fetched.
 * Small and free of React and Mantine on purpose: the router loads it beside the page's chunk.
 */
export const prefetchListPage = (
  client: QueryClient,
  resource: string,
  search: URLSearchParams,
  defaults: ListDefaults,
): void => {
  void client.prefetchQuery({
    queryKey: listInfoKey(resource),
    queryFn: ({ signal }) => listApi.permissions(resource, signal),
    staleTime: INFO_STALE_MS,
  });
  const state = parseListSearch(search, defaults);
  if (Object.keys(state.filters).length > 0) return;
  const q = buildListQuery(state, []);
  void client.prefetchQuery({
    queryKey: listPageKey(resource, q),
    queryFn: ({ signal }) => listApi.page(resource, q, signal),
  });
};
