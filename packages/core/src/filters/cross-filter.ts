import type { CrossFilterClause, CrossFilterValue, DataMask } from './data-mask.js';

export const isCrossFilterValue = (value: unknown): value is CrossFilterValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** `col IN (value)`: the filter that selects one value of one column. */
export const inFilter = (col: string, value: CrossFilterValue): CrossFilterClause => ({ col, op: 'IN', val: [value] });

/** The filters that select the clicked data: each column IN its value (a missing value is null). */
export const crossFilterClauses = (
  columns: readonly string[],
  values: readonly (CrossFilterValue | undefined)[],
): CrossFilterClause[] => columns.map((col, i) => inFilter(col, values[i] ?? null));

export interface CrossFilterSelection {
  /** The columns the click filters on (the chart's group-by, or a table's column). */
  columns: readonly string[];
  /** The clicked data's value of each column, in column order. */
  values: readonly (CrossFilterValue | undefined)[];
  /** What filterState.selectedValues keeps so the chart can show its selection: a slice name, a series key, a cell value. */
  selected: CrossFilterValue;
  /**
   * filterState.value: 'row' keeps the values as one row (`[[a, b]]`), as Superset's pie does;
   * 'auto' (the default) keeps a single column's value alone (`[a]`) and several as a row.
   */
  valueShape?: 'row' | 'auto';
}

/**
 * The data mask a chart emits when a click selects data (Superset's cross-filter shape): each
 * column IN its value as extraFormData filters, and a filterState the chart reads back to show
 * what is selected. Clearing a cross-filter is a null mask, which the chart emits itself.
 */
export const crossFilterMask = ({
  columns,
  values,
  selected,
  valueShape = 'auto',
}: CrossFilterSelection): DataMask => ({
  extraFormData: { filters: crossFilterClauses(columns, values) },
  filterState: {
    value: valueShape === 'auto' && columns.length === 1 ? [values[0] ?? null] : [values],
    selectedValues: [selected],
  },
});
