import { GRID_GUTTER_SIZE, GRID_MIN_ROW_UNITS, gridHeightPx } from './grid-geometry.js';
import { DASHBOARD_ROOT_ID, type DashboardLayout, type LayoutItem } from './layout-schema.js';

/** Heights the view gives components without a meta height (a tab strip, a header, a divider), in px. */
const TAB_STRIP_PX = 52;
const HEADER_PX = 64;
const DIVIDER_PX = 32;

interface Placed {
  chartId: number;
  topPx: number;
}

/**
 * Where each chart of the open tabs starts, in px below the top of the grid, as the grid stacks
 * Superset's layout: GRID, TAB and COLUMN children one under another, a ROW's children side by
 * side (the row as tall as its tallest child), a CHART or MARKDOWN `meta.height` grid units,
 * components separated by the grid gutter. Closed tabs place nothing. An estimate the server can
 * make before any browser has laid the page out (the viewport's width does not change heights).
 */
const placeCharts = (layout: DashboardLayout, activeTabs: readonly string[]): Placed[] => {
  const open = new Set(activeTabs);
  const placed: Placed[] = [];
  const seen = new Set<string>();
  /** Lays out `item` starting at `top`; answers its height. */
  const visit = (item: LayoutItem | undefined, top: number): number => {
    if (item === undefined || seen.has(item.id)) return 0;
    seen.add(item.id);
    const kids = item.children.map((id) => layout[id]);
    const stack = (start: number): number => {
      let y = start;
      for (const kid of kids) {
        const h = visit(kid, y);
        if (h > 0) y += h + GRID_GUTTER_SIZE;
      }
      return Math.max(0, y - start - GRID_GUTTER_SIZE);
    };
    switch (item.type) {
      case 'CHART':
        if (item.meta.chartId !== undefined) placed.push({ chartId: item.meta.chartId, topPx: top });
        return gridHeightPx(item.meta.height ?? GRID_MIN_ROW_UNITS);
      case 'MARKDOWN':
        return gridHeightPx(item.meta.height ?? GRID_MIN_ROW_UNITS);
      case 'ROW':
        return Math.max(0, ...kids.map((kid) => visit(kid, top)));
      case 'TABS': {
        const active = kids.find((kid) => kid !== undefined && open.has(kid.id)) ?? kids[0];
        return TAB_STRIP_PX + visit(active, top + TAB_STRIP_PX);
      }
      case 'HEADER':
        return HEADER_PX;
      case 'DIVIDER':
        return DIVIDER_PX;
      default:
        return stack(top);
    }
  };
  visit(layout[DASHBOARD_ROOT_ID], 0);
  return placed;
};

/**
 * The charts of the open tabs whose top lies less than `withinPx` below the top of the grid,
 * nearest first, each once: the charts a screen of that height shows first, which the server
 * may start querying before the browser asks (the page still asks for them itself).
 */
export const chartIdsNearTop = (layout: DashboardLayout, activeTabs: readonly string[], withinPx: number): number[] => {
  const ids = new Set<number>();
  for (const { chartId } of placeCharts(layout, activeTabs)
    .filter((p) => p.topPx < withinPx)
    .sort((a, b) => a.topPx - b.topPx))
    ids.add(chartId);
  return [...ids];
};
