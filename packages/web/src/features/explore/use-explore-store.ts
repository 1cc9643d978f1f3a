import { useQuery } from '@tanstack/react-query';
import type { ControlPanelConfig } from '@tessera/core';
import { useMemo } from 'react';
import { fetchChartData } from '../../api/chart-data';
import { loadChartPlugin } from '../../charts/registry';
import { useChartPlugin } from '../../charts/use-chart-plugin';
import { exploreApi } from './explore-api';
import { exploreKeys } from './query-keys';
import { hydrateExplore, resolveVizType } from './state/hydrate';
import { createExploreStore, type ExploreServices, type ExploreStore } from './state/store';
import { exploreQueryString, type ExploreUrlParams } from './state/url-params';

export const EXPLORE_SERVICES: ExploreServices = {
  fetchChartData,
  loadChartPlugin,
  createChart: exploreApi.createChart,
  updateChart: exploreApi.updateChart,
  createDashboard: exploreApi.createDashboard,
  postFormData: exploreApi.postFormData,
  putFormData: exploreApi.putFormData,
};

/** The panel of a type without a plugin: the page still opens, with no controls. */
const EMPTY_PANEL: ControlPanelConfig = { sections: [] };

export type ExploreStoreState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; store: ExploreStore };

/**
 * Loads `GET /api/v1/explore/` and the plugin of the chart's type, then builds the page's store
 * hydrated from both. The answer is never refetched behind the user's back: that would reset edits.
 */
export const useExploreStore = (
  url: ExploreUrlParams,
  services: ExploreServices = EXPLORE_SERVICES,
): ExploreStoreState => {
  const query = exploreQueryString(url);
  const explore = useQuery({
    queryKey: exploreKeys.explore(query),
    queryFn: ({ signal }) => exploreApi.explore(query, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const vizType = explore.data === undefined ? '' : resolveVizType(explore.data, url);
  const plugin = useChartPlugin(vizType);
  const panel = useMemo(() => {
    if (explore.data === undefined || plugin.status === 'loading') return null;
    return plugin.status === 'ready' ? plugin.plugin.controlPanel : EMPTY_PANEL;
  }, [explore.data, plugin]);
  const store = useMemo(
    () =>
      explore.data !== undefined && panel !== null
        ? createExploreStore(services, hydrateExplore(explore.data, url, panel))
        : null,
    [explore.data, panel, url, services],
  );
  if (explore.isError) return { status: 'failed', error: explore.error };
  return store === null ? { status: 'loading' } : { status: 'ready', store };
};
