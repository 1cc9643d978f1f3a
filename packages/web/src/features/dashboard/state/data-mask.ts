import type { DataMask, ExtraFormData, NativeFilterConfig } from '@tessera/core';

/** A data mask as the dashboard store keeps it (Superset's DataMaskWithId): core's mask with the full extra_form_data. */
export type DashboardDataMask = Omit<DataMask, 'extraFormData'> & { id: string; extraFormData?: ExtraFormData };

/** Masks by native filter id or, for cross-filters, by the emitting chart's id. */
export type DashboardDataMasks = Record<string, DashboardDataMask>;

/** What updateDataMask and the bar's selection carry. */
export interface DataMaskUpdate {
  id: string;
  dataMask: Omit<DashboardDataMask, 'id'>;
}

/** The ids of the configuration's filters (dividers hold no value). */
export const nativeFilterIdsOf = (filters: readonly NativeFilterConfig[]): Set<string> =>
  new Set(filters.filter((f) => f.type !== 'DIVIDER').map((f) => f.id));

/** Chart ids are the keys of cross-filter masks. */
const isChartKey = (id: string): boolean => /^\d+$/.test(id);

/**
 * The masks that still mean something: cross-filters (chart ids) and the configuration's filters.
 * A key of a removed filter goes, as Superset's hydration drops stale NATIVE_FILTER keys.
 */
export const dropStaleMasks = (
  masks: Readonly<DashboardDataMasks>,
  filters: readonly NativeFilterConfig[],
): DashboardDataMasks => {
  const native = nativeFilterIdsOf(filters);
  return Object.fromEntries(Object.entries(masks).filter(([id]) => isChartKey(id) || native.has(id)));
};
