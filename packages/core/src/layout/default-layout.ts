import { GRID_COLUMN_COUNT, GRID_DEFAULT_CHART_HEIGHT, GRID_DEFAULT_CHART_WIDTH } from './grid-geometry.js';
import { BACKGROUND_TRANSPARENT, DASHBOARD_ROOT_ID, type DashboardLayout, type LayoutItem } from './layout-schema.js';
import { chartIdsInLayout } from './layout-queries.js';
import { emptyLayout } from './parse-layout.js';

/**
 * Superset's findFirstParentContainerId: where charts without a place go — the first tab of
 * top-level TABS, else the component under ROOT_ID (the GRID).
 */
export const firstParentContainerId = (layout: DashboardLayout): string | undefined => {
  const top = layout[layout[DASHBOARD_ROOT_ID]?.children[0] ?? ''];
  if (top?.type === 'TABS') return top.children[0];
  return top?.id;
};

const cloneItem = (item: LayoutItem): LayoutItem => ({
  ...item,
  children: [...item.children],
  parents: [...item.parents],
});

/**
 * The dashboard's charts the layout does not place, appended as Superset's hydrate does for
 * charts added from explore: rows under the first container, each filled with charts of
 * GRID_DEFAULT_CHART_WIDTH (4) × 50 until the next would pass GRID_COLUMN_COUNT (so 3 per row).
 * Ids are Superset's `CHART-explore-{chartId}-1` and a stable `ROW-explore-{n}`.
 */
export const withUnplacedCharts = (layout: DashboardLayout, chartIds: readonly number[]): DashboardLayout => {
  const placed = new Set(chartIdsInLayout(layout));
  const missing = [...new Set(chartIds)].filter((id) => !placed.has(id));
  const parentId = firstParentContainerId(layout);
  const parent = parentId === undefined ? undefined : layout[parentId];
  if (missing.length === 0 || parent === undefined) return layout;
  const out: Record<string, LayoutItem> = { ...layout, [parent.id]: cloneItem(parent) };
  const rowParents = [...parent.parents, parent.id];
  let row: LayoutItem | undefined;
  let rowWidth = 0;
  let rowCount = 0;
  for (const chartId of missing) {
    if (row === undefined || rowWidth + GRID_DEFAULT_CHART_WIDTH > GRID_COLUMN_COUNT) {
      rowCount += 1;
      let id = `ROW-explore-${rowCount}`;
      while (out[id] !== undefined) id = `${id}-${rowCount}`;
      row = { id, type: 'ROW', children: [], parents: rowParents, meta: { background: BACKGROUND_TRANSPARENT } };
      out[id] = row;
      out[parent.id]?.children.push(id);
      rowWidth = 0;
    }
    const chart: LayoutItem = {
      id: `CHART-explore-${chartId}-1`,
      type: 'CHART',
      children: [],
      parents: [...rowParents, row.id],
      meta: { chartId, width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
    };
    out[chart.id] = chart;
    row.children.push(chart.id);
    rowWidth += GRID_DEFAULT_CHART_WIDTH;
  }
  return out;
};

/** The layout of a dashboard with charts but no position_json: Superset's empty layout plus its charts in rows. */
export const defaultLayout = (chartIds: readonly number[]): DashboardLayout =>
  withUnplacedCharts(emptyLayout(), chartIds);
