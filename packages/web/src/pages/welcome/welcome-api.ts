import type { ChartListItem, DashboardListItem, ExamplesStatus, RecentActivityItem } from '@tessera/core';
import { EXAMPLE_DASHBOARD_SLUGS, encodeRisonUri } from '@tessera/core';
import { api } from '../../api/client';
import type { ListResponse } from '../../api/resources';

/** Superset's home: recent activity lists page size 5; edited and created lists ask for 3 of each kind. */
export const RECENT_PAGE_SIZE = 5;
export const EDITED_PAGE_SIZE = 3;

export type HomeItemType = 'slice' | 'dashboard';

/** One card on the home page, whatever it came from. */
export interface HomeItem {
  key: string;
  type: HomeItemType;
  title: string;
  url: string;
  /** Sort key, epoch milliseconds (0 when unknown). */
  time: number;
  /** Already humanised ("2 hours ago"). */
  when: string;
}

/** One rison list filter; a type alias so it is assignable to a rison value. */
type ListFilter = { col: string; opr: string; value: number | boolean | string[] };

const listQuery = (filters: ListFilter[], pageSize: number): string =>
  encodeRisonUri({
    filters,
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: pageSize,
  });

const timeOf = (iso: string | null | undefined): number => (iso ? new Date(iso).getTime() || 0 : 0);

const fromChart = (c: ChartListItem): HomeItem => ({
  key: `slice-${c.id}`,
  type: 'slice',
  title: c.slice_name,
  url: `/explore/?slice_id=${c.id}`,
  time: timeOf(c.changed_on_utc),
  when: c.changed_on_delta_humanized,
});

const fromDashboard = (d: DashboardListItem): HomeItem => ({
  key: `dashboard-${d.id}`,
  type: 'dashboard',
  title: d.dashboard_title,
  url: d.url,
  time: timeOf(d.changed_on_utc),
  when: d.changed_on_delta_humanized,
});

export const fetchCharts = async (
  filters: ListFilter[],
  pageSize: number,
  signal?: AbortSignal,
): Promise<HomeItem[]> => {
  const answer = await api.get<ListResponse<ChartListItem>>(`/api/v1/chart/?q=${listQuery(filters, pageSize)}`, signal);
  return answer.result.map(fromChart);
};

export const fetchDashboards = async (
  filters: ListFilter[],
  pageSize: number,
  signal?: AbortSignal,
): Promise<HomeItem[]> => {
  const answer = await api.get<ListResponse<DashboardListItem>>(
    `/api/v1/dashboard/?q=${listQuery(filters, pageSize)}`,
    signal,
  );
  return answer.result.map(fromDashboard);
};

/** Charts and dashboards matching one user filter, newest change first. */
export const fetchChartsAndDashboards = async (
  col: 'changed_by' | 'created_by',
  userId: number,
  signal?: AbortSignal,
): Promise<HomeItem[]> => {
  const filters: ListFilter[] = [{ col, opr: 'rel_o_m', value: userId }];
  const [charts, dashboards] = await Promise.all([
    fetchCharts(filters, EDITED_PAGE_SIZE, signal),
    fetchDashboards(filters, EDITED_PAGE_SIZE, signal),
  ]);
  return [...charts, ...dashboards].sort((a, b) => b.time - a.time);
};

/** `GET /api/v1/log/recent_activity/`: what the user viewed, newest first. */
export const fetchRecentlyViewed = async (signal?: AbortSignal): Promise<HomeItem[]> => {
  const q = encodeRisonUri({ page: 0, page_size: RECENT_PAGE_SIZE, distinct: true });
  const answer = await api.get<{ result: RecentActivityItem[] }>(`/api/v1/log/recent_activity/?q=${q}`, signal);
  return answer.result.map((r) => ({
    key: `${r.item_type}-${r.item_url}`,
    type: r.item_type,
    title: r.item_title,
    url: r.item_url,
    time: r.time,
    when: r.time_delta_humanized,
  }));
};

/** The Favorite and Mine tabs of the Dashboards and Charts sections. */
export type OwnershipTab = 'favorite' | 'mine';

export const favoriteOrMineFilters = (type: HomeItemType, tab: OwnershipTab, userId: number): ListFilter[] => {
  if (tab === 'mine') return [{ col: 'owners', opr: 'rel_m_m', value: userId }];
  return [{ col: 'id', opr: type === 'slice' ? 'chart_is_favorite' : 'dashboard_is_favorite', value: true }];
};

/** `GET /api/v1/examples/status/` (admins only): whether the example data loaded, and why not. */
export const fetchExamplesStatus = async (signal?: AbortSignal): Promise<ExamplesStatus> =>
  (await api.get<{ result: ExamplesStatus }>('/api/v1/examples/status/', signal)).result;

/** The example dashboards the viewer may read (core's EXAMPLE_DASHBOARD_SLUGS), for the home's Examples section. */
export const fetchExampleDashboards = (signal?: AbortSignal): Promise<HomeItem[]> =>
  fetchDashboards(
    [{ col: 'slug', opr: 'in', value: [...EXAMPLE_DASHBOARD_SLUGS] }],
    EXAMPLE_DASHBOARD_SLUGS.length,
    signal,
  );
