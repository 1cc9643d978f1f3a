import type { CrossFilterValue } from '@tessera/core';
import { toFilterValue, type CategoryNamer } from '../echarts/category-names';

type Row = Record<string, unknown>;

/** One node of a partition: a metric at the root, then one level per group-by column. */
export interface PartitionNode {
  name: string;
  /** The group-by values from the top level down (empty for the metric's root). */
  values: CrossFilterValue[];
  /** The aggregate over the node's rows; null when none is numeric (a mean of nothing). */
  val: number | null;
  children: PartitionNode[];
}

export type PartitionAggregate = 'sum' | 'mean';

/** pandas' sum and mean as Superset's partition aggregates: nulls skipped, the mean of nothing null. */
const aggregate = (rows: readonly Row[], metric: string, op: PartitionAggregate): number | null => {
  const numbers = rows.map((row) => row[metric]).filter((v): v is number => typeof v === 'number' && !Number.isNaN(v));
  const total = numbers.reduce((sum, v) => sum + v, 0);
  if (op === 'sum') return total;
  return numbers.length === 0 ? null : total / numbers.length;
};

/** Superset's nestAggregates: per metric, the aggregate at every prefix of the group-by path. */
export const nestPartition = (
  rows: readonly Row[],
  levels: readonly string[],
  metric: string,
  op: PartitionAggregate,
  nameOf: CategoryNamer,
): PartitionNode => {
  const nest = (subset: readonly Row[], depth: number, values: CrossFilterValue[]): PartitionNode[] => {
    const column = levels[depth];
    if (column === undefined) return [];
    const groups = new Map<unknown, Row[]>();
    for (const row of subset) {
      const key = row[column] ?? null;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return [...groups].map(([raw, group]) => {
      const path = [...values, toFilterValue(raw)];
      return {
        name: nameOf(raw, column),
        values: path,
        val: aggregate(group, metric, op),
        children: nest(group, depth + 1, path),
      };
    });
  };
  return { name: metric, values: [], val: aggregate(rows, metric, op), children: nest(rows, 0, []) };
};

/** A box of the icicle: x across the depth (0–1), y down the stack of its level (0–1). */
export interface PartitionBox {
  node: PartitionNode;
  depth: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface PartitionPruning {
  /** At most this many children per node (`partition_limit`; 0 keeps all). */
  limit: number;
  /** Children under this share of their parent's weight are pruned (`partition_threshold`). */
  threshold: number;
  logScale: boolean;
}

interface Weighted {
  node: PartitionNode;
  weight: number;
  children: Weighted[];
}

/**
 * Superset's icicle layout: children sorted by value (largest first, then by name), pruned by
 * the threshold (at the first child under it) and the limit, then stacked in proportion to
 * their weights (|value|, or its log). Every level is an equal column: the depth of the
 * unpruned tree sets the column width.
 */
export const layoutPartition = (root: PartitionNode, levels: number, pruning: PartitionPruning): PartitionBox[] => {
  const weigh = (node: PartitionNode): Weighted => {
    const value = Math.abs(node.val ?? 0);
    const children = node.children
      .map(weigh)
      .sort((a, b) => Math.abs(b.node.val ?? 0) - Math.abs(a.node.val ?? 0) || (b.node.name > a.node.name ? 1 : -1));
    return { node, weight: pruning.logScale ? Math.log(value + 1) : value, children };
  };
  const prune = (w: Weighted): Weighted => {
    const sum = w.children.reduce((s, c) => s + c.weight, 0) || 1;
    let kept = w.children;
    if (pruning.threshold > 0) {
      const cut = kept.findIndex((c, i) => i > 0 && c.weight / sum < pruning.threshold);
      if (cut > 0) kept = kept.slice(0, cut);
    }
    if (pruning.limit > 0) kept = kept.slice(0, pruning.limit);
    return { ...w, children: kept.map(prune) };
  };
  const dx = 1 / (levels + 1);
  const boxes: PartitionBox[] = [];
  const place = (w: Weighted, depth: number, y0: number, y1: number): void => {
    boxes.push({ node: w.node, depth, x0: depth * dx, x1: (depth + 1) * dx, y0, y1 });
    const sum = w.children.reduce((s, c) => s + c.weight, 0) || 1;
    let y = y0;
    for (const child of w.children) {
      const height = (child.weight / sum) * (y1 - y0);
      place(child, depth + 1, y, y + height);
      y += height;
    }
  };
  place(prune(weigh(root)), 0, 0, 1);
  return boxes;
};
