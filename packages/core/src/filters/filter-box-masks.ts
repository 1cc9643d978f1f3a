import type { DashboardLayout } from '../layout/layout-schema.js';
import { chartIdsInLayout } from '../layout/layout-queries.js';
import type { ExtraFormData } from './data-mask.js';
import {
  FILTER_BOX_VIZ_TYPE,
  FilterBoxFormDataSchema,
  filterBoxExtraFormDataByChart,
  filterBoxInitialSelection,
  parseDefaultFilters,
  type ColumnTypeNames,
  type FilterBoxSelection,
  type FilterBoxState,
} from './filter-box.js';

/**
 * The data mask key of a legacy filter box's selection. Not a chart id, so core's scoping never
 * reads it as a cross-filter, and not a native filter id, so hydration keeps it: its charts come
 * from json_metadata.filter_scopes through `filterBoxExtraFormDataByChart`.
 */
export const FILTER_BOX_MASK_PREFIX = 'FILTER_BOX-';

export const filterBoxMaskId = (chartId: number): string => `${FILTER_BOX_MASK_PREFIX}${chartId}`;

/** The masks the filter box rules read: any dashboard mask map (only filterState.value is read). */
export type FilterBoxMasks = Readonly<Record<string, { filterState?: { value?: unknown } } | null | undefined>>;

/** A filter box's selection as its mask holds it (filterState.value), read with default_filters' own schema. */
const maskSelection = (value: unknown): FilterBoxSelection | undefined =>
  value === undefined ? undefined : (parseDefaultFilters({ box: value })['box'] ?? {});

/** A chart of the dashboard as the filter box rules read it. */
export interface FilterBoxChart {
  id: number;
  viz_type: string;
  form_data: unknown;
  /** Type names of the chart's dataset columns, for typed single-value defaults. */
  columnTypes?: ColumnTypeNames;
}

/**
 * A filter box's current selection: its mask's once the user changed it, else the initial one
 * (its fields' defaults, then json_metadata.default_filters), as Superset's dashboardFilters
 * state starts from default_filters.
 */
export const filterBoxSelection = (
  chart: FilterBoxChart,
  dataMasks: FilterBoxMasks,
  defaultFilters: unknown,
): FilterBoxSelection => {
  const current = maskSelection(dataMasks[filterBoxMaskId(chart.id)]?.filterState?.value);
  if (current !== undefined) return current;
  const formData = FilterBoxFormDataSchema.parse(chart.form_data ?? {});
  return filterBoxInitialSelection(chart.id, formData, defaultFilters, chart.columnTypes);
};

/**
 * The legacy filter boxes' extraFormData per chart on a dashboard: the filter_box charts the
 * layout still places (a removed filter box filters nothing) with their current selection,
 * scoped by json_metadata.filter_scopes.
 */
export const dashboardFilterBoxExtraFormData = (
  charts: readonly FilterBoxChart[],
  dataMasks: FilterBoxMasks,
  metadata: { default_filters?: unknown; filter_scopes?: unknown },
  layout: DashboardLayout,
): Map<number, ExtraFormData> => {
  const placed = new Set(chartIdsInLayout(layout));
  const boxes: FilterBoxState[] = charts
    .filter((c) => c.viz_type === FILTER_BOX_VIZ_TYPE && placed.has(c.id))
    .map((c) => ({ chartId: c.id, selection: filterBoxSelection(c, dataMasks, metadata.default_filters) }));
  if (boxes.length === 0) return new Map();
  return filterBoxExtraFormDataByChart(
    boxes,
    metadata.filter_scopes,
    layout,
    charts.map((c) => c.id),
  );
};
