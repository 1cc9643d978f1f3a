import { encodeRisonUri, type ChartListItem, type DashboardChart } from '@tessera/core';
import { api } from '../../../api/client';

/** The builder's sort: Superset's SliceAdder offers 'recent' (changed_on desc) and 'name' (asc). */
export type SavedChartSort = 'recent' | 'name';

/** SliceAdder's page size: one request of 200, no paging. */
export const SAVED_CHARTS_PAGE_SIZE = 200;

/** `GET /api/v1/chart/` as Superset's fetchSlices asks it: name search, sort, one page of 200. */
export const savedChartsPath = (search: string, sort: SavedChartSort): string =>
  `/api/v1/chart/?q=${encodeRisonUri({
    filters: search.trim() === '' ? [] : [{ col: 'slice_name', opr: 'chart_all_text', value: search.trim() }],
    order_column: sort === 'recent' ? 'changed_on_delta_humanized' : 'slice_name',
    order_direction: sort === 'recent' ? 'desc' : 'asc',
    page: 0,
    page_size: SAVED_CHARTS_PAGE_SIZE,
  })}`;

export const fetchSavedCharts = (search: string, sort: SavedChartSort, signal?: AbortSignal) =>
  api.get<{ result: ChartListItem[]; count: number }>(savedChartsPath(search, sort), signal);

/**
 * A saved chart as the dashboard registers it when it is dropped from the builder (Superset's
 * addSliceToDashboard): its form data from `params`. Null when the chart has no readable
 * definition ('Sorry, there is no chart definition associated with the chart trying to be added.').
 */
export const dashboardChartFromListItem = (item: ChartListItem): DashboardChart | null => {
  let formData: unknown;
  try {
    formData = JSON.parse(item.params);
  } catch {
    return null;
  }
  if (typeof formData !== 'object' || formData === null || Array.isArray(formData)) return null;
  return {
    id: item.id,
    slice_name: item.slice_name,
    viz_type: item.viz_type,
    description: item.description,
    cache_timeout: item.cache_timeout,
    certified_by: item.certified_by,
    certification_details: item.certification_details,
    changed_on: item.changed_on_utc,
    form_data: { ...(formData as Record<string, unknown>), slice_id: item.id, viz_type: item.viz_type },
    slice_url: item.slice_url,
    datasource_id: item.datasource_id,
    datasource_type: item.datasource_type,
    is_managed_externally: item.is_managed_externally,
  };
};
