import type { DataMasksById, NativeFilterConfig } from '@tessera/core';
import type { DashboardDataMask } from '../../dashboard/state/data-mask';

/** A mask as a set stores it (Superset's DataMask: extraFormData, filterState, ownState). */
export type FilterSetMask = Omit<DashboardDataMask, 'id'>;

/** What a filter set's json_metadata holds, as Superset's filter sets save it: the filters and their masks then. */
export interface FilterSetParams {
  nativeFilters: Record<string, NativeFilterConfig>;
  dataMask: Record<string, FilterSetMask>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The json_metadata of a new set: the masks of the dashboard's native filters only (cross-filters
 * and legacy filter-box masks are not part of a set, as in Superset) and those filters' configuration.
 */
export const filterSetMetadata = (dataMask: DataMasksById, filters: readonly NativeFilterConfig[]): string => {
  const native = filters.filter((f) => f.type !== 'DIVIDER');
  const masks = Object.fromEntries(
    native.flatMap((f) => {
      const mask = dataMask[f.id];
      return mask === null || mask === undefined ? [] : [[f.id, mask]];
    }),
  );
  return JSON.stringify({ nativeFilters: Object.fromEntries(native.map((f) => [f.id, f])), dataMask: masks });
};

/** A set's params (the API's parsed json_metadata, or its text), leniently read. */
export const readFilterSetParams = (params: unknown): FilterSetParams => {
  let value = params;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      value = {};
    }
  }
  const record = isRecord(value) ? value : {};
  const masks = isRecord(record['dataMask']) ? record['dataMask'] : {};
  const filters = isRecord(record['nativeFilters']) ? record['nativeFilters'] : {};
  return {
    dataMask: Object.fromEntries(Object.entries(masks).filter(([, m]) => isRecord(m))) as Record<string, FilterSetMask>,
    nativeFilters: Object.fromEntries(Object.entries(filters).filter(([, f]) => isRecord(f))) as Record<
      string,
      NativeFilterConfig
    >,
  };
};

/**
 * The masks applying a set sets: one per filter of the dashboard, the set's mask when it has one
 * (a filter the set did not know is cleared), filters removed since the set was saved ignored.
 */
export const masksToApply = (
  params: FilterSetParams,
  filters: readonly NativeFilterConfig[],
): Record<string, FilterSetMask> =>
  Object.fromEntries(
    filters
      .filter((f) => f.type !== 'DIVIDER')
      .map((f) => [f.id, params.dataMask[f.id] ?? { extraFormData: {}, filterState: {} }]),
  );

/** Whether the current selection equals a set's (Superset marks that set as the applied one). */
export const isSetApplied = (
  params: FilterSetParams,
  dataMask: DataMasksById,
  filters: readonly NativeFilterConfig[],
): boolean =>
  filters
    .filter((f) => f.type !== 'DIVIDER')
    .every(
      (f) =>
        JSON.stringify(params.dataMask[f.id]?.extraFormData ?? {}) ===
        JSON.stringify(dataMask[f.id]?.extraFormData ?? {}),
    );
