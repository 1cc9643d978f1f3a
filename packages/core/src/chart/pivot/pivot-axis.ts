/**
 * One axis of a pivot (its rows or its columns): the tree of the grouping columns' values and the
 * entries it lays out, with subtotals, the total and collapsed groups, as Superset's pivot table
 * lays them.
 */

/** Superset's `rowOrder` / `colOrder` choices. */
export type PivotOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

export const toPivotOrder = (value: unknown): PivotOrder =>
  value === 'key_z_to_a' || value === 'value_a_to_z' || value === 'value_z_to_a' ? value : 'key_a_to_z';

/** One row (or column) of the drawn pivot. */
export interface PivotAxisEntry {
  /** Values of the grouping columns, outermost first; shorter than the axis for subtotals, totals and collapsed groups. */
  path: readonly string[];
  /** Index of the metric this entry shows, when the metrics are laid on this axis. */
  metric: number | null;
  kind: 'value' | 'subtotal' | 'total';
  /** A group shown folded into one entry (the user collapsed it). */
  collapsed: boolean;
}

export interface AxisNode {
  label: string;
  /** The first raw value seen: key order sorts numbers as numbers and dates by time. */
  raw: unknown;
  path: string[];
  children: Map<string, AxisNode>;
}

export const newAxisNode = (label: string, raw: unknown, path: string[]): AxisNode => ({
  label,
  raw,
  path,
  children: new Map(),
});

/** The separator of path keys (a character no formatted value carries). */
export const PATH_SEPARATOR = '\u001f';

/** The key of a group's path, as collapsed groups are named. */
export const groupKey = (path: readonly string[]): string => path.join(PATH_SEPARATOR);

const compareRaw = (a: AxisNode, b: AxisNode): number => {
  if (typeof a.raw === 'number' && typeof b.raw === 'number') return a.raw - b.raw;
  return a.label.localeCompare(b.label, undefined, { numeric: true });
};

export interface AxisLayout {
  /** Number of grouping columns on the axis. */
  levels: number;
  order: PivotOrder;
  /** A group's value for value ordering. */
  valueOf: (path: readonly string[]) => number;
  subtotals: boolean;
  /** Subtotals (and the total) before their group: Superset's top / left position. */
  subtotalsFirst: boolean;
  total: boolean;
  collapsed: ReadonlySet<string>;
}

const sortChildren = (node: AxisNode, layout: AxisLayout): AxisNode[] => {
  const children = [...node.children.values()];
  const byValue = layout.order === 'value_a_to_z' || layout.order === 'value_z_to_a';
  const compare = byValue
    ? (a: AxisNode, b: AxisNode) => layout.valueOf(a.path) - layout.valueOf(b.path) || compareRaw(a, b)
    : compareRaw;
  children.sort(compare);
  if (layout.order.endsWith('z_to_a')) children.reverse();
  return children;
};

type Emit = (path: readonly string[], kind: PivotAxisEntry['kind'], collapsed: boolean) => void;

const walk = (node: AxisNode, depth: number, layout: AxisLayout, emit: Emit): void => {
  for (const child of sortChildren(node, layout)) {
    if (depth + 1 === layout.levels) emit(child.path, 'value', false);
    else if (layout.collapsed.has(groupKey(child.path))) emit(child.path, 'value', true);
    else {
      if (layout.subtotals && layout.subtotalsFirst) emit(child.path, 'subtotal', false);
      walk(child, depth + 1, layout, emit);
      if (layout.subtotals && !layout.subtotalsFirst) emit(child.path, 'subtotal', false);
    }
  }
};

/**
 * The entries of an axis. With the metrics on this axis, `metrics` is their count and
 * `metricsFirst` says whether they are the outermost level (each metric with its own groups and
 * total) or the innermost (each entry split by metric); totals never add different metrics up.
 */
export const layoutAxis = (
  root: AxisNode,
  layout: AxisLayout,
  metrics: number | null,
  metricsFirst: boolean,
): PivotAxisEntry[] => {
  const entries: PivotAxisEntry[] = [];
  const dims = (emit: Emit) => {
    if (layout.levels === 0) {
      emit([], 'value', false);
      return;
    }
    if (layout.total && layout.subtotalsFirst) emit([], 'total', false);
    walk(root, 0, layout, emit);
    if (layout.total && !layout.subtotalsFirst) emit([], 'total', false);
  };
  if (metrics === null) {
    dims((path, kind, collapsed) => entries.push({ path, metric: null, kind, collapsed }));
  } else if (metricsFirst) {
    for (let metric = 0; metric < metrics; metric += 1)
      dims((path, kind, collapsed) => entries.push({ path, metric, kind, collapsed }));
  } else {
    dims((path, kind, collapsed) => {
      for (let metric = 0; metric < metrics; metric += 1) entries.push({ path, metric, kind, collapsed });
    });
  }
  return entries;
};

/** Whether a group (by its path) has children that can fold: every level but the innermost. */
export const isCollapsible = (path: readonly string[], levels: number): boolean =>
  path.length > 0 && path.length < levels;
