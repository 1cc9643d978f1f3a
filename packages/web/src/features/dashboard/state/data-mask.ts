import type { DataMaskWithId, NativeFilterConfig } from '@tessera/core';

/** What updateDataMask and the bar's selection carry: the parts of the filter's mask that change. */
export interface DataMaskUpdate {
  id: string;
  dataMask: Partial<Omit<DataMaskWithId, 'id'>>;
}

/** The ids of the configuration's filters (dividers hold no value). */
export const nativeFilterIdsOf = (filters: readonly NativeFilterConfig[]): Set<string> =>
  new Set(filters.filter((f) => f.type !== 'DIVIDER').map((f) => f.id));

/** The native filters' masks of a mask map (the bar's pending selection holds only these). */
export const nativeFilterMasks = <T>(masks: Readonly<Record<string, T>>, filters: readonly NativeFilterConfig[]) => {
  const ids = nativeFilterIdsOf(filters);
  return Object.fromEntries(Object.entries(masks).filter(([id]) => ids.has(id))) as Record<string, T>;
};
