export interface RowCountBadge {
  count: number;
  limitReached: boolean;
  /** Red: the limit was reached or nothing came back. */
  danger: boolean;
}

/** Superset's row-count label: red at the limit or at zero rows (not while loading). */
export const rowCountBadge = (rowCount: number, rowLimit: number | null, loading = false): RowCountBadge => {
  const limitReached = !loading && rowLimit !== null && rowLimit > 0 && rowCount === rowLimit;
  return { count: rowCount, limitReached, danger: limitReached || (!loading && rowCount === 0) };
};
