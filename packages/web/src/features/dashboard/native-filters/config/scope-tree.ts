import {
  chartIdsInFilterScope,
  chartsByTab,
  DASHBOARD_ROOT_ID,
  layoutTree,
  type DashboardLayout,
  type LayoutNode,
  type NativeFilterScope,
} from '@tessera/core';
import type { ComputedScope } from './filter-draft';

/** A node of the scoping tree: the dashboard, a tab, or a chart (Superset's FilterScope tree). */
export interface ScopeTreeNode {
  key: string;
  kind: 'root' | 'tab' | 'chart';
  /** The TAB's text or the chart's name; empty for the root (the form labels it). */
  label: string;
  chartId: number | null;
  children: ScopeTreeNode[];
}

/** Tabs and charts only: rows, columns and grids are flattened into their parent, as Superset's tree does. */
const treeChildren = (node: LayoutNode, chartName: (id: number) => string): ScopeTreeNode[] =>
  node.children.flatMap((child): ScopeTreeNode[] => {
    const { item } = child;
    if (item.type === 'CHART' && item.meta.chartId !== undefined) {
      const id = item.meta.chartId;
      return [
        {
          key: `CHART-${id}-${item.id}`,
          kind: 'chart',
          label: item.meta.sliceNameOverride ?? chartName(id),
          chartId: id,
          children: [],
        },
      ];
    }
    if (item.type === 'TAB') {
      return [
        {
          key: item.id,
          kind: 'tab',
          label: item.meta.text ?? item.id,
          chartId: null,
          children: treeChildren(child, chartName),
        },
      ];
    }
    return treeChildren(child, chartName);
  });

export const buildScopeTree = (layout: DashboardLayout, chartName: (id: number) => string): ScopeTreeNode => {
  const root = layoutTree(layout);
  return {
    key: DASHBOARD_ROOT_ID,
    kind: 'root',
    label: '',
    chartId: null,
    children: root === null ? [] : treeChildren(root, chartName),
  };
};

/** The chart ids under a node. */
export const chartIdsUnder = (node: ScopeTreeNode): number[] =>
  node.chartId !== null ? [node.chartId] : [...new Set(node.children.flatMap(chartIdsUnder))];

/** The charts a scope covers, as core's scoping reads it. */
export const checkedCharts = (
  scope: NativeFilterScope,
  chartIds: readonly number[],
  layout: DashboardLayout,
): number[] => chartIdsInFilterScope(scope, chartIds, layout);

/**
 * The scope for a set of checked charts: the outermost tabs holding them as rootPath (the whole
 * dashboard when one sits outside every tab, or when all are checked), the unchecked charts
 * under those roots as `excluded` — so charts added later inside a scoped tab follow its scope.
 */
export const scopeFromCheckedCharts = (
  checked: readonly number[],
  chartIds: readonly number[],
  layout: DashboardLayout,
): NativeFilterScope => {
  const wanted = new Set(checked);
  if (chartIds.every((id) => wanted.has(id))) return { rootPath: [DASHBOARD_ROOT_ID], excluded: [] };
  const roots = new Set<string>();
  for (const item of Object.values(layout)) {
    if (item.type !== 'CHART' || item.meta.chartId === undefined || !wanted.has(item.meta.chartId)) continue;
    const outerTab = item.parents.find((p) => layout[p]?.type === 'TAB');
    roots.add(outerTab ?? DASHBOARD_ROOT_ID);
  }
  const rootPath = roots.size === 0 || roots.has(DASHBOARD_ROOT_ID) ? [DASHBOARD_ROOT_ID] : [...roots];
  const covered = chartIdsInFilterScope({ rootPath, excluded: [] }, chartIds, layout);
  return { rootPath, excluded: covered.filter((id) => !wanted.has(id)) };
};

/** chartsInScope and tabsInScope as saved with the filter: the covered charts and every tab holding one. */
export const computeScope = (
  scope: NativeFilterScope,
  chartIds: readonly number[],
  layout: DashboardLayout,
): ComputedScope => {
  const charts = chartIdsInFilterScope(scope, chartIds, layout);
  const inScope = new Set(charts);
  const tabs = [...chartsByTab(layout)].filter(([, ids]) => ids.some((id) => inScope.has(id))).map(([tab]) => tab);
  return { chartsInScope: charts, tabsInScope: tabs };
};
