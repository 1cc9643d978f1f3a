import { notifications } from '../../../ui/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import type { ListResponse } from '../../../api/resources';
import { useT } from '../../../i18n';
import { listChoicesKey, listFavoritesKey, listInfoKey, listPageKey } from '../query-keys';
import { INFO_STALE_MS, listApi } from './list-api';
import { buildListQuery, parseListSearch, serializeListSearch, type FilterTarget, type ListState } from './list-state';
import type { ListFilterSpec, ListItem, ListViewConfig } from './list-types';

/** Shows a red toast once per distinct error. */
export const useErrorToast = (error: unknown, format: (message: string) => string): void => {
  // The format closure changes every render; the toast is for the error alone.
  const formatRef = useRef(format);
  formatRef.current = format;
  useEffect(() => {
    if (error === null || error === undefined) return;
    notifications.show({ color: 'red', message: formatRef.current(errorMessage(error)) });
  }, [error]);
};

/** The list state read from and written to the URL. */
export type SetListState = (next: ListState, options?: { replace?: boolean }) => void;

export const useListState = <T extends ListItem>(config: ListViewConfig<T>): [ListState, SetListState] => {
  const [search, setSearch] = useSearchParams();
  const { defaults } = config;
  const state = useMemo(() => parseListSearch(search, defaults), [search, defaults]);
  const setState = useCallback<SetListState>(
    (next, options) => setSearch(serializeListSearch(next, defaults), { replace: options?.replace === true }),
    [setSearch, defaults],
  );
  return [state, setState];
};

export const filterTargets = (filters: readonly ListFilterSpec[]): FilterTarget[] =>
  filters.map((filter) => ({
    id: filter.id,
    col: filter.col,
    opr: filter.kind === 'search' ? (filter.opr ?? 'ct') : filter.opr,
  }));

export const useListPage = <T extends ListItem>(config: ListViewConfig<T>, state: ListState) => {
  const t = useT();
  const q = buildListQuery(state, filterTargets(config.filters), config.fixedFilters);
  const query = useQuery<ListResponse<T>>({
    queryKey: listPageKey(config.resource, q),
    queryFn: ({ signal }) => listApi.page<T>(config.resource, q, signal),
    placeholderData: keepPreviousData,
  });
  useErrorToast(query.error, (message) => t('An error occurred while fetching %ss: %s', config.singular, message));
  return query;
};

export const usePermissions = (resource: string, singular: string): Set<string> => {
  const t = useT();
  const query = useQuery({
    queryKey: listInfoKey(resource),
    queryFn: ({ signal }) => listApi.permissions(resource, signal),
    staleTime: INFO_STALE_MS,
  });
  useErrorToast(query.error, (message) => t('An error occurred while fetching %s info: %s', singular, message));
  return useMemo(() => new Set(query.data ?? []), [query.data]);
};

export interface Favorites {
  isFavorite: (id: number) => boolean;
  toggle: (id: number) => void;
}

export const useFavorites = (resource: string, ids: readonly number[], enabled: boolean): Favorites => {
  const t = useT();
  const client = useQueryClient();
  const key = listFavoritesKey(resource, ids);
  const status = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => listApi.favoriteStatus(resource, ids, signal),
    enabled: enabled && ids.length > 0,
  });
  useErrorToast(status.error, (message) => t('There was an error fetching the favorite status: %s', message));
  const mutation = useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) => listApi.setFavorite(resource, id, favorite),
    onSuccess: (_answer, { id, favorite }) => {
      client.setQueryData<Set<number>>(key, (previous) => {
        const next = new Set(previous ?? []);
        if (favorite) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        message: t('There was an error saving the favorite status: %s', errorMessage(error)),
      });
    },
  });
  const favorites = status.data;
  return {
    isFavorite: (id) => favorites?.has(id) ?? false,
    toggle: (id) => mutation.mutate({ id, favorite: !(favorites?.has(id) ?? false) }),
  };
};

/** Choices of a related or distinct filter, loaded when its dropdown first opens (or a value is set). */
export const useFilterChoices = (resource: string, filter: ListFilterSpec, enabled: boolean) => {
  const source = filter.kind === 'select' ? filter.source : null;
  return useQuery({
    queryKey: listChoicesKey(resource, filter.id),
    queryFn: ({ signal }) => {
      if (source === null || source.kind === 'static') return Promise.resolve(source?.choices ?? []);
      if (source.kind === 'custom') return source.load(signal);
      return listApi.choices(resource, source.kind, source.column, signal);
    },
    enabled: enabled && source !== null && source.kind !== 'static',
    staleTime: 60_000,
  });
};
