import {
  activeTabsOf,
  dashboardPermissionFlags,
  dashboardViewerFromRoles,
  parseDashboardMetadata,
  parseDataMaskState,
  parseLayout,
  rebuildDataMasks,
  tabPathTo,
  withUnplacedCharts,
  type DashboardChart,
  type DashboardDetail,
  type DashboardPermalinkState,
  type MeRoles,
} from '@tessera/core';
import { nativeFilterMasks } from './data-mask';
import { initialEditState } from '../edit/state/edit-state';
import type { DashboardState } from './dashboard-slice';
import type { DashboardUrlParams } from './url-params';

export interface HydrateInput {
  detail: DashboardDetail;
  charts: DashboardChart[];
  me: MeRoles;
  urlParams: DashboardUrlParams;
  /** What a permalink restores (tabs, anchor, data mask); URL tab and anchor win otherwise. */
  permalink?: DashboardPermalinkState | null;
  /** The URL's `#anchor`, without the hash sign. */
  hash?: string | null;
  /** The data mask stored under the URL's `native_filters_key` (filter_state API), read before hydration. */
  filterState?: unknown;
}

/** Tabs to open: a permalink's, else the URL's `tab`, plus the path to the anchor or focused chart. */
const requestedTabs = (input: HydrateInput, layout: DashboardState['layout']): string[] => {
  const { urlParams, permalink, hash } = input;
  const wanted = [...(permalink?.activeTabs ?? [])];
  if (urlParams.tab !== null && layout[urlParams.tab] !== undefined) {
    wanted.push(...tabPathTo(layout, urlParams.tab), urlParams.tab);
  }
  const anchor = permalink?.anchor ?? hash ?? null;
  if (anchor !== null) wanted.push(...tabPathTo(layout, anchor), ...(layout[anchor]?.type === 'TAB' ? [anchor] : []));
  if (urlParams.focusedChart !== null) {
    const component = Object.values(layout).find(
      (c) => c.type === 'CHART' && c.meta.chartId === urlParams.focusedChart,
    );
    if (component !== undefined) wanted.push(...tabPathTo(layout, component.id));
  }
  return wanted;
};

/**
 * The page's state from the three hydration answers, as Superset's hydrateDashboard builds it:
 * the layout parsed leniently with unplaced charts appended, json_metadata parsed, permission
 * flags from core, open tabs from the permalink or URL.
 */
export const hydrateDashboard = (input: HydrateInput): DashboardState => {
  const { detail, charts, me, urlParams, permalink } = input;
  const layout = withUnplacedCharts(
    parseLayout(detail.position_json),
    charts.map((c) => c.id),
  );
  const metadata = parseDashboardMetadata(detail.json_metadata);
  const viewer = dashboardViewerFromRoles(me.id, me.roles);
  const permissions = dashboardPermissionFlags(viewer, detail);
  const expanded = Object.entries(metadata.expanded_slices ?? {}).filter(([, on]) => on);
  const nativeFilters = metadata.native_filter_configuration ?? [];
  // Superset's order: a permalink's mask, else the URL key's stored state, else the `native_filters` rison.
  const restored = permalink?.dataMask ?? input.filterState ?? urlParams.nativeFilters ?? {};
  const { dataMasks } = rebuildDataMasks({
    nativeFilters,
    ...(metadata.chart_configuration !== undefined && { chartConfiguration: metadata.chart_configuration }),
    crossFiltersEnabled: metadata.cross_filters_enabled !== false,
    initial: parseDataMaskState(restored),
  });
  return {
    status: 'hydrated',
    info: detail,
    layout,
    metadata,
    charts: Object.fromEntries(charts.map((c) => [c.id, c])),
    datasets: {},
    datasetsStatus: 'loading',
    permissions,
    activeTabs: activeTabsOf(layout, requestedTabs(input, layout)),
    anchor: permalink?.anchor ?? input.hash ?? null,
    isPublished: detail.published,
    hasUnsavedChanges: false,
    isRefreshing: false,
    refreshFrequency: metadata.refresh_frequency ?? 0,
    chartRefresh: {},
    chartsInView: {},
    staleCharts: {},
    pendingRefresh: [],
    urlParams,
    nativeFilters,
    dataMask: dataMasks,
    pendingDataMask: nativeFilterMasks(dataMasks, nativeFilters),
    highlightedFilter: null,
    focusedChart: urlParams.focusedChart,
    expandedSlices: Object.fromEntries(expanded.map(([id]) => [Number(id), true])),
    // Spec 01 §4: edit=true opens edit mode only for a user who may edit the dashboard.
    editMode: urlParams.edit && permissions.edit,
    edit: initialEditState(layout),
    pluginsReady: false,
  };
};
