import { NEW_COMPONENTS_SOURCE_ID } from './component-rules.js';
import type { DropResult } from './drop-result.js';
import { withParentsFromTree } from './layout-operations.js';
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID, type DashboardLayout, type LayoutItem } from './layout-schema.js';
import { newComponentFactory, randomComponentId, type ComponentIdGenerator } from './new-component.js';

type MutableLayout = Record<string, LayoutItem>;

/**
 * CREATE_TOP_LEVEL_TABS (a TABS dropped on ROOT_ID): the TABS becomes ROOT_ID's only child and
 * everything the GRID held moves into its first tab; the GRID stays, empty, as Superset keeps it.
 * A new TABS comes with one new TAB; an existing one is taken out of the container it came from
 * (Superset relies on the drop target for that). Only a dashboard whose top level is the GRID
 * can get top-level tabs; otherwise the layout is returned unchanged.
 */
export const withTopLevelTabs = (
  layout: DashboardLayout,
  dropResult: DropResult,
  generateId: ComponentIdGenerator = randomComponentId,
): DashboardLayout => {
  const { source, dragging } = dropResult;
  const root = layout[DASHBOARD_ROOT_ID];
  const top = layout[root?.children[0] ?? ''];
  if (root === undefined || top === undefined || top.type !== 'GRID' || dragging.type !== 'TABS') return layout;
  const out: MutableLayout = { ...layout };

  if (source.id !== NEW_COMPONENTS_SOURCE_ID) {
    const tabs = layout[dragging.id];
    const firstTab = layout[tabs?.children[0] ?? ''];
    if (tabs === undefined || firstTab === undefined) return layout;
    const from = layout[source.id];
    if (from !== undefined && from.id !== top.id) {
      out[from.id] = { ...from, children: from.children.filter((c) => c !== dragging.id) };
    }
    out[firstTab.id] = {
      ...firstTab,
      children: [...firstTab.children, ...top.children.filter((c) => c !== dragging.id)],
    };
  } else {
    const tabs = newComponentFactory('TABS', dragging.meta, [DASHBOARD_ROOT_ID], generateId);
    const tab = newComponentFactory('TAB', {}, [DASHBOARD_ROOT_ID, tabs.id], generateId);
    tabs.children = [tab.id];
    tab.children = [...top.children];
    out[tabs.id] = tabs;
    out[tab.id] = tab;
    out[DASHBOARD_ROOT_ID] = { ...root, children: [tabs.id] };
  }
  out[top.id] = { ...top, children: [] };
  if (source.id !== NEW_COMPONENTS_SOURCE_ID) out[DASHBOARD_ROOT_ID] = { ...root, children: [dragging.id] };
  return withParentsFromTree(out);
};

/**
 * DELETE_TOP_LEVEL_TABS: the top-level TABS and its TABs go and every tab's content moves, in tab
 * order, to the GRID, which goes back under ROOT_ID (made if the layout has none).
 */
export const withoutTopLevelTabs = (layout: DashboardLayout): DashboardLayout => {
  const root = layout[DASHBOARD_ROOT_ID];
  const tabs = layout[root?.children[0] ?? ''];
  if (root === undefined || tabs === undefined || tabs.type !== 'TABS') return layout;
  const out: MutableLayout = { ...layout };
  const moved: string[] = [];
  for (const tabId of tabs.children) {
    moved.push(...(layout[tabId]?.children ?? []));
    delete out[tabId];
  }
  delete out[tabs.id];
  const grid: LayoutItem = layout[DASHBOARD_GRID_ID] ?? {
    id: DASHBOARD_GRID_ID,
    type: 'GRID',
    children: [],
    parents: [DASHBOARD_ROOT_ID],
    meta: {},
  };
  out[DASHBOARD_ROOT_ID] = { ...root, children: [DASHBOARD_GRID_ID] };
  out[DASHBOARD_GRID_ID] = { ...grid, children: moved, parents: [DASHBOARD_ROOT_ID] };
  return withParentsFromTree(out);
};
