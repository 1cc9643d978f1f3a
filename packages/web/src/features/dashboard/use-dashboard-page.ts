import { useQuery } from '@tanstack/react-query';
import type { DashboardPermalinkState } from '@tessera/core';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { fetchChartData } from '../../api/chart-data';
import { meRolesQuery } from '../../session/me-query';
import { preloadChartPlugins } from '../../charts/use-chart-plugin';
import type { DashboardServices } from './components/dashboard-context';
import { postChartDataBatch } from './dashboard-api';
import { dashboardQueries } from './dashboard-queries';
import { nativeFiltersApi } from './native-filters/native-filters-api';
import { dashboardActions } from './state/dashboard-slice';
import { hydrateDashboard } from './state/hydrate';
import { createDashboardStore, type DashboardStore } from './state/store';
import { readDashboardUrlParams } from './state/url-params';
import { createBatchTransport } from './transport/batch-transport';

export type DashboardPageState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'hydrated'; store: DashboardStore; services: DashboardServices };

/**
 * Loads a dashboard (detail, charts and datasets in parallel, usually already started by the
 * route loader) and builds the page's store once; the datasets join the store when they arrive.
 * URL parameters are read at hydration; later URL edits (the open tab) do not rebuild the page.
 */
export const useDashboardPage = (
  idOrSlug: string,
  permalink: DashboardPermalinkState | null = null,
): DashboardPageState => {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  // A permalink restores the URL parameters it was taken with.
  const [urlParams] = useState(() =>
    readDashboardUrlParams(permalink?.urlParams ? new URLSearchParams(permalink.urlParams) : params),
  );
  const [anchor] = useState(() => (hash === '' ? null : decodeURIComponent(hash.slice(1))));
  const me = useQuery(meRolesQuery);
  const detail = useQuery(dashboardQueries.dashboard(idOrSlug));
  const charts = useQuery(dashboardQueries.charts(idOrSlug));
  const datasets = useQuery(dashboardQueries.datasets(idOrSlug));
  const dashboardId = detail.data?.id;
  // A `native_filters_key` is read before the store is built, so the charts' first queries carry its filters.
  const filterStateKey = permalink === null ? urlParams.nativeFiltersKey : null;
  const filterState = useQuery({
    queryKey: ['dashboard-filter-state', dashboardId, filterStateKey],
    queryFn: ({ signal }) => nativeFiltersApi.readFilterState(dashboardId ?? 0, filterStateKey ?? '', signal),
    enabled: dashboardId !== undefined && filterStateKey !== null,
    retry: false,
    staleTime: Infinity,
  });
  // An expired or foreign key opens the dashboard with its defaults, as Superset does.
  const filterStateSettled = filterStateKey === null || filterState.isSuccess || filterState.isError;
  const services = useMemo<DashboardServices | null>(
    () =>
      dashboardId === undefined
        ? null
        : { transport: createBatchTransport({ postBatch: postChartDataBatch, fetchOne: fetchChartData, dashboardId }) },
    [dashboardId],
  );
  // Built once, from the first complete answers: a refetch later (a revisited route) must not reset the page.
  const [store, setStore] = useState<DashboardStore | null>(null);
  if (
    store === null &&
    detail.data !== undefined &&
    charts.data !== undefined &&
    me.data !== undefined &&
    filterStateSettled
  ) {
    setStore(
      createDashboardStore(
        hydrateDashboard({
          detail: detail.data,
          charts: charts.data,
          me: me.data,
          urlParams,
          permalink,
          hash: anchor,
          filterState: filterState.data,
        }),
      ),
    );
  }
  useEffect(() => {
    if (store === null) return;
    const vizTypes = Object.values(store.getState().dashboard.charts).map((c) => c.viz_type);
    void preloadChartPlugins(vizTypes).then(() => store.dispatch(dashboardActions.pluginsLoaded()));
  }, [store]);
  const datasetsAnswer = datasets.data ?? (datasets.isError ? null : undefined);
  useEffect(() => {
    if (store !== null && datasetsAnswer !== undefined) store.dispatch(dashboardActions.datasetsLoaded(datasetsAnswer));
  }, [store, datasetsAnswer]);

  const error = detail.error ?? charts.error ?? me.error;
  if (error !== null) return { status: 'error', error };
  if (store === null || services === null) return { status: 'loading' };
  return { status: 'hydrated', store, services };
};
