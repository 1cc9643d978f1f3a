import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { preloadChartPlugins } from '../../charts/use-chart-plugin';
import { dashboardApi } from './dashboard-api';
import { dashboardKeys } from './query-keys';

/**
 * How long a hydration answer counts as fresh: long enough that the page mounting right after the
 * route loader's prefetch reads it instead of asking again (with 0 the page waited for a second
 * round of all three requests), short enough that reopening the dashboard later asks again.
 */
export const HYDRATION_FRESH_MS = 10_000;

/**
 * A refusal the route loader already got (403, 404) is the page's answer: without this the page's
 * queries mount on the failed prefetch and ask again, so every call of an inaccessible dashboard
 * went out twice (issue D 11). The next navigation's loader asks afresh.
 */
const READ_THE_LOADER_ERROR = { retryOnMount: false } as const;

/**
 * The three hydration requests of spec 01 §2, shared by the route loader (which starts them with
 * the navigation, in parallel) and the page (which reads their answers).
 */
export const dashboardQueries = {
  dashboard: (idOrSlug: string) =>
    queryOptions({
      queryKey: dashboardKeys.dashboard(idOrSlug),
      queryFn: ({ signal }) => dashboardApi.dashboard(idOrSlug, signal),
      staleTime: HYDRATION_FRESH_MS,
      ...READ_THE_LOADER_ERROR,
    }),
  charts: (idOrSlug: string) =>
    queryOptions({
      queryKey: dashboardKeys.charts(idOrSlug),
      queryFn: ({ signal }) => dashboardApi.charts(idOrSlug, signal),
      staleTime: HYDRATION_FRESH_MS,
      ...READ_THE_LOADER_ERROR,
    }),
  datasets: (idOrSlug: string) =>
    queryOptions({
      queryKey: dashboardKeys.datasets(idOrSlug),
      queryFn: ({ signal }) => dashboardApi.datasets(idOrSlug, signal),
      staleTime: HYDRATION_FRESH_MS,
      ...READ_THE_LOADER_ERROR,
      // Charts fall back to their own datasource requests when this fails: no retry delay.
      retry: false,
    }),
};

/**
 * Starts the hydration requests without waiting for them (the route loader's job); once the
 * charts answer, their types' chunks start loading too, beside the other two requests.
 */
export const prefetchDashboard = (client: QueryClient, idOrSlug: string): void => {
  void client.prefetchQuery(dashboardQueries.dashboard(idOrSlug));
  void client
    .fetchQuery(dashboardQueries.charts(idOrSlug))
    .then((charts) => preloadChartPlugins(charts.map((c) => c.viz_type)))
    .catch(() => undefined);
  void client.prefetchQuery(dashboardQueries.datasets(idOrSlug));
};
