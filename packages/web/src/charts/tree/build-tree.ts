import type { TreeNode } from './types';

type Row = Record<string, unknown>;

export interface TreeColumns {
  id: string;
  parent: string;
  /** The column shown as the node's name (Superset's `name || id`). */
  name: string;
  metric: string;
}

const key = (value: unknown): string => String(value);
const valueOf = (row: Row, metric: string): number | undefined => {
  const value = row[metric];
  return typeof value === 'number' ? value : undefined;
};

/**
 * Superset's createTree: the root is named after the row whose id is `rootId`; the rows whose
 * parent is `rootId` are its children, and every other row hangs under the row whose id is its
 * parent. A root id without a row of its own gives no tree.
 */
export const treeFrom = (rows: readonly Row[], cols: TreeColumns, rootId: string): TreeNode | null => {
  const rootRow = rows.find((row) => key(row[cols.id]) === rootId);
  if (rootRow === undefined || rootRow[cols.name] === null || rootRow[cols.name] === '') return null;
  const nodes = rows.map((row) => ({
    name: key(row[cols.name]),
    ...(valueOf(row, cols.metric) !== undefined && { value: valueOf(row, cols.metric) }),
    children: [] as TreeNode[],
  }));
  const indexOf = new Map(rows.map((row, i) => [key(row[cols.id]), i]));
  const root: TreeNode = { name: key(rootRow[cols.name]), children: [] };
  rows.forEach((row, i) => {
    const node = nodes[i] as TreeNode;
    const parent = row[cols.parent];
    if (parent !== null && parent !== undefined && key(parent) === rootId) root.children.push(node);
    else {
      const at = indexOf.get(key(parent));
      if (at !== undefined) nodes[at]?.children.push(node);
    }
  });
  return root;
};

const size = (node: TreeNode): number => node.children.reduce((sum, child) => sum + size(child), 1);

/**
 * Superset's root choice without `root_node_id`: every parent with a single child proposes that
 * child as the root, and the proposal with the most nodes wins (the first on a tie).
 */
export const buildTree = (rows: readonly Row[], cols: TreeColumns, rootNodeId: string): TreeNode | null => {
  if (rootNodeId !== '') return treeFrom(rows, cols, rootNodeId);
  const children = new Map<string, string[]>();
  for (const row of rows) {
    const parent = key(row[cols.parent]);
    children.set(parent, [...(children.get(parent) ?? []), key(row[cols.id])]);
  }
  let best: TreeNode | null = null;
  for (const ids of children.values()) {
    const [only] = ids;
    if (ids.length !== 1 || only === undefined) continue;
    const tree = treeFrom(rows, cols, only);
    if (tree !== null && (best === null || size(tree) > size(best))) best = tree;
  }
  return best;
};
