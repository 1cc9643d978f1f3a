import { parseLayout } from './parse-layout.js';
import type { DashboardLayout } from './layout-schema.js';
import type { ComponentIdGenerator } from './new-component.js';
import gridExport from './testfiles/grid-dashboard.json';
import tabsExport from './testfiles/superset-dashboard.json';

/** Test data: the layouts of the two fixture exports, parsed as the dashboard reads them. */

/** Top-level tabs, nested tabs, a column in a row, markdown, header, divider (testfiles/superset-dashboard.json). */
export const tabsLayout = (): DashboardLayout => parseLayout(tabsExport.position);
/** A GRID top level: a full row, a half row, a column holding a row, markdown, nested tabs (testfiles/grid-dashboard.json). */
export const gridLayout = (): DashboardLayout => parseLayout(gridExport.position);
export { gridExport, tabsExport };

/** Ids `TYPE-n1`, `TYPE-n2` … so new components are predictable. */
export const counterIds = (): ComponentIdGenerator => {
  let n = 0;
  return (type) => {
    n += 1;
    return `${type}-n${n}`;
  };
};

/** Freezes the layout and every component, children and parents list and meta, so a mutation throws. */
export const frozen = (layout: DashboardLayout): DashboardLayout => {
  for (const item of Object.values(layout)) {
    Object.freeze(item.children);
    Object.freeze(item.parents);
    Object.freeze(item.meta);
    Object.freeze(item);
  }
  return Object.freeze(layout);
};

/** The children of a component, [] when it is missing. */
export const childrenIds = (layout: DashboardLayout, id: string): readonly string[] => layout[id]?.children ?? [];
