import type { CrossFilterClause, CrossFilterValue } from '@tessera/core';

/** One entry of a chart's right-click menu (Superset's ChartContextMenu). */
export type ContextMenuItem =
  | { kind: 'drill-detail' }
  | { kind: 'drill-detail-by'; filters: CrossFilterClause[]; label: string }
  | { kind: 'drill-by'; columns: { name: string; label: string }[] }
  | { kind: 'cross-filter'; remove: boolean };

export interface ContextMenuInput {
  /** The filters that select the clicked mark (empty when the click was off any mark). */
  filters: readonly CrossFilterClause[];
  /** Drill to detail and drill by need explore access (Superset's can_explore and can_samples). */
  canDrill: boolean;
  /** Columns the chart can be drilled by, already without its own dimensions. */
  drillByColumns: readonly { name: string; label: string }[];
  /** Set on a dashboard where the chart emits cross-filters: whether the clicked value is selected now. */
  crossFilter: { selected: boolean } | null;
  /** A clicked value as the menu shows it. */
  formatValue: (column: string, value: CrossFilterValue) => string;
}

const clauseLabel = (clause: CrossFilterClause, format: ContextMenuInput['formatValue']): string =>
  clause.val.map((v) => format(clause.col, v)).join(', ');

/**
 * The menu Superset builds on a right-click: 'Drill to detail', one 'Drill to detail by <value>'
 * per clicked dimension (plus 'by all' when there are several), 'Drill by' with the dataset's
 * other groupable columns, and 'Add/Remove cross-filter' where the chart cross-filters.
 */
export const contextMenuItems = (input: ContextMenuInput): ContextMenuItem[] => {
  const items: ContextMenuItem[] = [];
  if (input.canDrill) {
    items.push({ kind: 'drill-detail' });
    for (const clause of input.filters) {
      items.push({ kind: 'drill-detail-by', filters: [clause], label: clauseLabel(clause, input.formatValue) });
    }
    if (input.filters.length > 1) {
      items.push({ kind: 'drill-detail-by', filters: [...input.filters], label: '' });
    }
    if (input.filters.length > 0 && input.drillByColumns.length > 0) {
      items.push({ kind: 'drill-by', columns: [...input.drillByColumns] });
    }
  }
  if (input.crossFilter !== null && input.filters.length > 0) {
    items.push({ kind: 'cross-filter', remove: input.crossFilter.selected });
  }
  return items;
};

/** The single value a cross-filter selection keeps: one column's value, or several joined as a series key. */
export const selectionOf = (filters: readonly CrossFilterClause[]): CrossFilterValue =>
  filters.length === 1 ? (filters[0]?.val[0] ?? null) : filters.map((f) => String(f.val[0])).join(', ');
