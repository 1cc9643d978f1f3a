import {
  accumulate,
  fractionOf,
  newAccumulator,
  resultOf,
  type Accumulator,
  type AggregateFunction,
} from './aggregators.js';
import {
  groupKey,
  layoutAxis,
  newAxisNode,
  type AxisNode,
  type PivotAxisEntry,
  type PivotOrder,
} from './pivot-axis.js';

/** How one axis shows its groups. */
export interface PivotAxisOptions {
  /** The grouping columns, outermost first. */
  columns: readonly string[];
  order: PivotOrder;
  subtotals: boolean;
  /** Subtotals and total before their group (Superset's Top / Left), else after. */
  subtotalsFirst: boolean;
  total: boolean;
  /** Group keys (see groupKey) the user folded. */
  collapsed: ReadonlySet<string>;
}

export interface PivotOptions {
  rows: PivotAxisOptions;
  cols: PivotAxisOptions;
  /** The metric labels, as the query's columns name them. */
  metrics: readonly string[];
  aggregateFunction: AggregateFunction;
  /** Superset's metricsLayout ROWS; COLUMNS otherwise. */
  metricsOnRows: boolean;
  /** Superset's combineMetric off: the metrics are the outermost level of their axis. */
  metricsFirst: boolean;
  /** The text of a grouping value (dates in their column's format); String(value) by default. */
  labelOf?: (column: string, value: unknown) => string;
}

export type PivotValue = number | string | null;

export interface PivotModel {
  rows: PivotAxisEntry[];
  cols: PivotAxisEntry[];
  metrics: readonly string[];
  /** The cell at a row and a column entry, the aggregate function (and fraction) applied. */
  value: (row: PivotAxisEntry, col: PivotAxisEntry) => PivotValue;
}

const defaultLabel = (_column: string, value: unknown): string => (value === null ? 'NULL' : String(value));

/** Walks a record's values down an axis tree, adding nodes; answers the prefix keys (length 0..levels). */
const insertPath = (
  root: AxisNode,
  columns: readonly string[],
  record: Readonly<Record<string, unknown>>,
  labelOf: (column: string, value: unknown) => string,
): string[] => {
  const keys = [''];
  let node = root;
  const path: string[] = [];
  for (const column of columns) {
    const raw = record[column] ?? null;
    const label = labelOf(column, raw);
    path.push(label);
    let child = node.children.get(label);
    if (child === undefined) {
      child = newAxisNode(label, raw, [...path]);
      node.children.set(label, child);
    }
    node = child;
    keys.push(groupKey(path));
  }
  return keys;
};

/**
 * Superset's pivot of the query rows (`pivot_table_v2`): each row of the query falls in one cell
 * per metric, and into every subtotal and total above it; the aggregate function combines what
 * falls together. Pure, so the browser and the server agree on every number.
 */
export const buildPivot = (
  records: readonly Readonly<Record<string, unknown>>[],
  options: PivotOptions,
): PivotModel => {
  const labelOf = options.labelOf ?? defaultLabel;
  const name = options.aggregateFunction;
  const rowRoot = newAxisNode('', null, []);
  const colRoot = newAxisNode('', null, []);
  // Row key → column key → one accumulator per metric: no key strings built per row of the query.
  const cells = new Map<string, Map<string, Accumulator[]>>();
  const metrics = options.metrics;
  for (const record of records) {
    const rowKeys = insertPath(rowRoot, options.rows.columns, record, labelOf);
    const colKeys = insertPath(colRoot, options.cols.columns, record, labelOf);
    for (const rowKey of rowKeys) {
      let byCol = cells.get(rowKey);
      if (byCol === undefined) {
        byCol = new Map();
        cells.set(rowKey, byCol);
      }
      for (const colKey of colKeys) {
        let accs = byCol.get(colKey);
        if (accs === undefined) {
          accs = metrics.map(() => newAccumulator(name));
          byCol.set(colKey, accs);
        }
        for (let m = 0; m < metrics.length; m += 1) accumulate(accs[m] as Accumulator, record[metrics[m] as string]);
      }
    }
  }
  const raw = (rowPath: readonly string[], metric: number, colPath: readonly string[]): PivotValue =>
    resultOf(name, cells.get(groupKey(rowPath))?.get(groupKey(colPath))?.[metric]);
  const numeric = (v: PivotValue): number => (typeof v === 'number' ? v : 0);
  const fraction = fractionOf(name);
  const metricsCount = options.metrics.length;
  const axis = (
    root: AxisNode,
    own: PivotAxisOptions,
    onThisAxis: boolean,
    valueOf: (path: readonly string[]) => number,
  ) =>
    layoutAxis(
      root,
      { ...own, levels: own.columns.length, valueOf },
      onThisAxis ? metricsCount : null,
      options.metricsFirst,
    );
  const rows = axis(rowRoot, options.rows, options.metricsOnRows, (path) => numeric(raw(path, 0, [])));
  const cols = axis(colRoot, options.cols, !options.metricsOnRows, (path) => numeric(raw([], 0, path)));
  const value = (row: PivotAxisEntry, col: PivotAxisEntry): PivotValue => {
    const metric = row.metric ?? col.metric ?? 0;
    const cell = raw(row.path, metric, col.path);
    if (fraction === null || typeof cell !== 'number') return cell;
    const whole =
      fraction === 'total'
        ? raw([], metric, [])
        : fraction === 'rows'
          ? raw(row.path, metric, [])
          : raw([], metric, col.path);
    return typeof whole === 'number' && whole !== 0 ? cell / whole : null;
  };
  return { rows, cols, metrics: options.metrics, value };
};
