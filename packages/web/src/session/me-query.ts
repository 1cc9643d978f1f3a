import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { authApi } from '../api/resources';

/** The signed-in user's roles and permissions: read by the auth guard, prefetched by the router. */
export const meRolesQuery = queryOptions({
  queryKey: queryKeys.meRoles,
  queryFn: ({ signal }) => authApi.meRoles(signal),
});
