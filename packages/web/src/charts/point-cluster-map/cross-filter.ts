import type { CrossFilterValue, DataMask } from '@tessera/core';

const distinct = (values: readonly CrossFilterValue[]): CrossFilterValue[] => [...new Set(values)];

/**
 * The cross-filter of a click on a cluster or a point (Superset's cross-filter shape): each group-by
 * column IN the values its points have. `filterState.selectedValues` keeps a key of the selection, so
 * a second click on the same cluster clears it. Null without a group-by: there is nothing to filter on.
 */
export const clusterCrossFilter = (
  columns: readonly string[],
  groups: readonly (readonly CrossFilterValue[])[],
): DataMask | null => {
  if (columns.length === 0 || groups.length === 0) return null;
  const values = columns.map((_, i) => distinct(groups.map((g) => g[i] ?? null)));
  const rows = [...new Map(groups.map((g) => [JSON.stringify(g), [...g]])).values()];
  return {
    extraFormData: { filters: columns.map((col, i) => ({ col, op: 'IN', val: values[i] ?? [] })) },
    filterState: {
      value: columns.length === 1 ? values[0] : rows,
      selectedValues: [JSON.stringify(values)],
    },
  };
};
