import { DASHBOARD_ROOT_ID, type DashboardLayout, type LayoutItem } from './layout-schema.js';
import { walkLayout } from './parse-layout.js';

/** Every chart id the layout places, in layout order, once each (Superset's getChartIdsFromLayout). */
export const chartIdsInLayout = (layout: DashboardLayout): number[] => {
  const ids = new Set<number>();
  walkLayout(layout, (item) => {
    if (item.type === 'CHART' && item.meta.chartId !== undefined) ids.add(item.meta.chartId);
  });
  return [...ids];
};

/** The CHART components holding a chart (a chart may sit on a dashboard more than once). */
export const chartComponentsOf = (layout: DashboardLayout, chartId: number): LayoutItem[] =>
  Object.values(layout).filter((i) => i.type === 'CHART' && i.meta.chartId === chartId);

/**
 * The charts under each TAB, nested tabs included: a chart in tab B inside tab A counts for A and
 * for B. The dashboard queries a chart only while every tab above it is open (Superset's
 * lazy tab loading).
 */
export const chartsByTab = (layout: DashboardLayout): Map<string, number[]> => {
  const byTab = new Map<string, number[]>();
  walkLayout(layout, (item, ancestors) => {
    if (item.type === 'TAB' && !byTab.has(item.id)) byTab.set(item.id, []);
    if (item.type !== 'CHART' || item.meta.chartId === undefined) return;
    for (const tab of ancestors) {
      if (tab.type !== 'TAB') continue;
      const list = byTab.get(tab.id) ?? [];
      if (!list.includes(item.meta.chartId)) list.push(item.meta.chartId);
      byTab.set(tab.id, list);
    }
  });
  return byTab;
};

/**
 * The TABs to open, outermost first, so a component is visible: what Superset derives from a
 * component's parents for an anchor link (#CHART-x) or a `focused_chart` (directPathToChild).
 */
export const tabPathTo = (layout: DashboardLayout, componentId: string): string[] => {
  const item = layout[componentId];
  if (item === undefined) return [];
  return item.parents.filter((id) => layout[id]?.type === 'TAB');
};

/**
 * The open tab of every TABS component reachable through open tabs: the requested one when it is
 * a child of that TABS, else its first tab (Superset opens the first tab unless activeTabs, a
 * permalink or the URL say otherwise).
 */
export const activeTabsOf = (layout: DashboardLayout, requested: readonly string[] = []): string[] => {
  const wanted = new Set(requested);
  const active: string[] = [];
  const visit = (id: string): void => {
    const item = layout[id];
    if (item === undefined) return;
    if (item.type === 'TABS') {
      const open = item.children.find((c) => wanted.has(c)) ?? item.children[0];
      if (open !== undefined) {
        active.push(open);
        visit(open);
      }
      return;
    }
    for (const child of item.children) visit(child);
  };
  visit(DASHBOARD_ROOT_ID);
  return active;
};

/** The charts shown with these tabs open: every TAB above the chart is open (charts elsewhere do not query). */
export const chartIdsInActiveTabs = (layout: DashboardLayout, activeTabs: readonly string[]): number[] => {
  const open = new Set(activeTabs);
  const ids = new Set<number>();
  walkLayout(layout, (item, ancestors) => {
    if (item.type !== 'CHART' || item.meta.chartId === undefined) return;
    if (ancestors.every((a) => a.type !== 'TAB' || open.has(a.id))) ids.add(item.meta.chartId);
  });
  return [...ids];
};
