import type { CrossFilterValue } from '@tessera/core';
import { metricValue, toFilterValue, type CategoryNamer } from './category-names';

/** One node of a hierarchy built from grouped rows (treemap, sunburst, partition). */
export interface HierarchyNode {
  /** The node's dimension value as shown. */
  name: string;
  /** The names from the top level down to this node. */
  names: string[];
  /** The raw dimension values from the top level down, as a cross-filter selects the node. */
  values: CrossFilterValue[];
  value: number;
  /** The secondary metric's value (the primary value when there is none). */
  secondaryValue: number;
  children: HierarchyNode[];
}

type Row = Record<string, unknown>;

/** Rows by the raw value of a column, in first-seen order; null and the text 'null' stay apart. */
const groupRows = (rows: readonly Row[], column: string): Map<unknown, Row[]> => {
  const groups = new Map<unknown, Row[]>();
  for (const row of rows) {
    const key = row[column] ?? null;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
};

export interface HierarchyOptions {
  levels: readonly string[];
  metric: string;
  secondaryMetric?: string;
  nameOf: CategoryNamer;
}

/**
 * Superset's treeBuilder: one level per column, parents summing their children. On the last
 * level every row is its own leaf (a grouped query has one row per full path).
 */
export const buildHierarchy = (rows: readonly Row[], opts: HierarchyOptions): HierarchyNode[] => {
  const build = (subset: readonly Row[], depth: number, names: string[], values: CrossFilterValue[]) => {
    const column = opts.levels[depth];
    if (column === undefined) return [];
    const nodes: HierarchyNode[] = [];
    for (const [raw, group] of groupRows(subset, column)) {
      const name = opts.nameOf(raw, column);
      const path = { names: [...names, name], values: [...values, toFilterValue(raw)] };
      if (depth === opts.levels.length - 1) {
        for (const row of group) {
          const value = metricValue(row[opts.metric]);
          const secondaryValue = opts.secondaryMetric === undefined ? value : metricValue(row[opts.secondaryMetric]);
          nodes.push({ name, ...path, value, secondaryValue, children: [] });
        }
        continue;
      }
      const children = build(group, depth + 1, path.names, path.values);
      const value = children.reduce((sum, c) => sum + c.value, 0);
      const secondaryValue = children.reduce((sum, c) => sum + c.secondaryValue, 0);
      nodes.push({ name, ...path, value, secondaryValue, children });
    }
    return nodes;
  };
  return build(rows, 0, [], []);
};

/** The key a selection keeps for a node: its names joined by commas, as Superset's labelMap keys read. */
export const pathKey = (names: readonly string[]): string => names.join(',');

/** Every node, parents before their children. */
export const flattenHierarchy = (nodes: readonly HierarchyNode[]): HierarchyNode[] =>
  nodes.flatMap((node) => [node, ...flattenHierarchy(node.children)]);

/** A node with its parent (null on the top level). */
export interface HierarchyEntry {
  node: HierarchyNode;
  parent: HierarchyNode | null;
}

/** Every node by its path key, with its parent: what clicks, tooltips and selections look up. */
export const indexHierarchy = (nodes: readonly HierarchyNode[]): Map<string, HierarchyEntry> => {
  const entries = new Map<string, HierarchyEntry>();
  const walk = (children: readonly HierarchyNode[], parent: HierarchyNode | null): void => {
    for (const node of children) {
      entries.set(pathKey(node.names), { node, parent });
      walk(node.children, node);
    }
  };
  walk(nodes, null);
  return entries;
};
