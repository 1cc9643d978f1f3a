import {
  FilterSetMetadataSchema,
  getInitialDataMask,
  parseDataMaskState,
  type DataMasksById,
  type DataMaskStateWithId,
  type FilterSetMetadata,
  type NativeFilterConfig,
} from '@tessera/core';

const valueFilters = (filters: readonly NativeFilterConfig[]): NativeFilterConfig[] =>
  filters.filter((f) => f.type !== 'DIVIDER');

/**
 * The json_metadata of a new set (Superset's filter set JsonMetadataSchema): the masks of the
 * dashboard's native filters only (cross-filters are not part of a set, as in Superset) and
 * those filters' configuration as it is now.
 */
export const filterSetMetadata = (dataMask: DataMasksById, filters: readonly NativeFilterConfig[]): string => {
  const native = valueFilters(filters);
  const masks = Object.fromEntries(
    native.flatMap((f) => {
      const mask = dataMask[f.id];
      return mask === null || mask === undefined ? [] : [[f.id, mask]];
    }),
  );
  const metadata: FilterSetMetadata = {
    nativeFilters: Object.fromEntries(native.map((f) => [f.id, f])),
    dataMask: masks,
  };
  return JSON.stringify(metadata);
};

/** A set's saved masks, read leniently from its params (core's stored-mask reader). */
export const filterSetMasks = (params: unknown): DataMaskStateWithId => {
  const parsed = FilterSetMetadataSchema.safeParse(params);
  return parsed.success ? parseDataMaskState(parsed.data.dataMask) : {};
};

/**
 * The masks applying a set sets: one per filter of the dashboard, the set's mask when it has one
 * (a filter the set did not know is cleared), filters removed since the set was saved ignored.
 */
export const masksToApply = (saved: DataMaskStateWithId, filters: readonly NativeFilterConfig[]): DataMaskStateWithId =>
  Object.fromEntries(valueFilters(filters).map((f) => [f.id, saved[f.id] ?? getInitialDataMask(f.id)]));

/** Whether the current selection equals a set's (Superset marks that set as the applied one). */
export const isSetApplied = (
  saved: DataMaskStateWithId,
  dataMask: DataMasksById,
  filters: readonly NativeFilterConfig[],
): boolean =>
  valueFilters(filters).every(
    (f) => JSON.stringify(saved[f.id]?.extraFormData ?? {}) === JSON.stringify(dataMask[f.id]?.extraFormData ?? {}),
  );
