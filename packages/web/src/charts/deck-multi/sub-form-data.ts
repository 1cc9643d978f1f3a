import type { FormData } from '@tessera/core';

/** The multi chart's form data that reaches each layer's query. */
export interface MultiFilters {
  adhoc_filters?: unknown;
  extra_form_data?: unknown;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * A layer's saved form data with deck_multi's filters added, as Superset's DeckMulti does before
 * querying it: the multi's adhoc filters after the layer's own, and the dashboard's filters (the
 * multi's `extra_form_data.filters`) after any the layer carries. Superset passes nothing else of
 * the dashboard's extra form data (no time range) to the layers, and neither does this.
 */
export const subChartFormData = (layer: FormData, multi: MultiFilters): FormData => {
  const extra = recordOf(layer['extra_form_data']);
  const dashboardFilters = listOf(recordOf(multi.extra_form_data)['filters']);
  return {
    ...layer,
    adhoc_filters: [...listOf(layer['adhoc_filters']), ...listOf(multi.adhoc_filters)],
    ...(dashboardFilters.length > 0 && {
      extra_form_data: { ...extra, filters: [...listOf(extra['filters']), ...dashboardFilters] },
    }),
  };
};
