import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../api/client';
import { queryKeys } from '../api/query-keys';

const isMeQuery = (key: readonly unknown[]): boolean => key[0] === queryKeys.meRoles[0];

/**
 * One client per app. Client errors (4xx) are not retried; a 401 on any resource means the
 * session ended, so the signed-in user is re-checked and the auth guard sends the user to sign in.
 */
export const createQueryClient = (): QueryClient => {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiRequestError(error) && error.status === 401 && !isMeQuery(query.queryKey)) {
          void client.invalidateQueries({ queryKey: queryKeys.meRoles });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 2 && !(isApiRequestError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  return client;
};
