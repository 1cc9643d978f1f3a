import type { FormData } from '../chart/plugin.js';
import type { ExtraFormData } from '../filters/data-mask.js';
import { isEmptyExtraFormData } from '../filters/extra-form-data.js';

/** The dashboard-wide keys Superset's getFormDataWithExtraFilters adds to every chart's form data. */
export interface DashboardChartContext {
  chartId?: number;
  /** json_metadata.color_scheme: when set, it replaces the chart's scheme; the chart's stays as own_color_scheme. */
  colorScheme?: string | null;
  labelColors?: Readonly<Record<string, string>>;
  sharedLabelColors?: readonly string[];
}

/**
 * The dashboard's filters marked `isExtra` (Superset's QueryObjectFilterClause flag): a chart
 * whose dataset lacks a filter's column then reports it in rejected_filters (not_in_datasource)
 * instead of failing, as Superset ignores filter columns a datasource does not have.
 */
const markedExtra = (extra: ExtraFormData): ExtraFormData =>
  extra.filters === undefined ? extra : { ...extra, filters: extra.filters.map((f) => ({ ...f, isExtra: true })) };

/**
 * A chart's form data on a dashboard (Superset's getFormDataWithExtraFilters): its saved form data,
 * the dashboard's colour keys, and the dashboard's extra_form_data when any filter applies — the
 * one merge point of native filters and cross-filters. The query builder (buildQueryContext)
 * then appends its filters and lets its time keys override. With no filter in scope the saved
 * form data keeps its own extra_form_data, as in Superset.
 */
export const chartFormDataWithMasks = (
  savedFormData: FormData,
  extraFormData: ExtraFormData,
  context: DashboardChartContext = {},
): FormData => {
  const { chartId, colorScheme, labelColors, sharedLabelColors } = context;
  const ownScheme = typeof savedFormData['color_scheme'] === 'string' ? savedFormData['color_scheme'] : undefined;
  return {
    ...savedFormData,
    ...(chartId !== undefined && { chart_id: chartId }),
    ...(labelColors !== undefined && { label_colors: { ...labelColors } }),
    ...(sharedLabelColors !== undefined && { shared_label_colors: [...sharedLabelColors] }),
    ...(colorScheme && { color_scheme: colorScheme }),
    ...(ownScheme !== undefined && { own_color_scheme: ownScheme }),
    ...(!isEmptyExtraFormData(extraFormData) && { extra_form_data: markedExtra(extraFormData) }),
  };
};
