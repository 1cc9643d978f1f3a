import { NEW_COMPONENTS_SOURCE_ID } from '../src/layout/component-rules.js';
import type { DropResult } from '../src/layout/drop-result.js';
import { createLayoutReducer, type DashboardLayoutAction } from '../src/layout/layout-reducer.js';
import { DASHBOARD_ROOT_ID, type DashboardLayout, type LayoutMeta } from '../src/layout/layout-schema.js';
import type { ComponentIdGenerator } from '../src/layout/new-component.js';
import { parseLayout } from '../src/layout/parse-layout.js';
import gridExport from './grid-dashboard.json';
import tabsExport from './superset-dashboard.json';

/** Test data: the layouts of the two fixture exports, parsed as the dashboard reads them. */

/** Top-level tabs, nested tabs, a column in a row, markdown, header, divider (superset-dashboard.json). */
export const tabsLayout = (): DashboardLayout => parseLayout(tabsExport.position);
/** A GRID top level: a full row, a half row, a column holding a row, markdown, nested tabs (grid-dashboard.json). */
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

/** A drop of a new component from the builder panel. */
export const builderDrop = (
  type: string,
  destinationId: string,
  destinationType: string,
  index: number,
  meta: LayoutMeta = {},
): DropResult => ({
  source: { id: NEW_COMPONENTS_SOURCE_ID, type: '', index: 0 },
  destination: { id: destinationId, type: destinationType, index },
  dragging: { id: `NEW_${type}_ID`, type, meta },
});

/** A drop moving `[id, type]` from `[container, type, index]` to `[container, type, index]`. */
export const moveDrop = (
  dragging: [string, string],
  source: [string, string, number],
  destination: [string, string, number],
): DropResult => ({
  source: { id: source[0], type: source[1], index: source[2] },
  destination: { id: destination[0], type: destination[1], index: destination[2] },
  dragging: { id: dragging[0], type: dragging[1] },
});

/** What breaks the layout invariants: a component ROOT_ID reaches twice or not at all, or whose parents are not its path. */
export const layoutProblems = (layout: DashboardLayout): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string, path: string[]): void => {
    if (seen.has(id)) problems.push(`${id} listed twice`);
    seen.add(id);
    const item = layout[id];
    if (item === undefined) {
      problems.push(`${id} missing`);
      return;
    }
    if (id !== DASHBOARD_ROOT_ID && item.parents.join('/') !== path.join('/')) problems.push(`${id} parents`);
    for (const child of item.children) visit(child, [...path, id]);
  };
  visit(DASHBOARD_ROOT_ID, []);
  return problems;
};

/** Checks a layout operation case makes on the result (and the layout before). */
export type OperationCheck = (next: DashboardLayout, before: DashboardLayout) => void;
export type OperationCase = [
  name: string,
  layout: () => DashboardLayout,
  action: DashboardLayoutAction,
  check: OperationCheck,
];

/** Runs an action on a frozen fixture with counter ids; `intact` says the input serialises as before. */
export const reduceFrozen = (
  layout: () => DashboardLayout,
  action: DashboardLayoutAction,
): { before: DashboardLayout; next: DashboardLayout; intact: boolean } => {
  const before = frozen(layout());
  const snapshot = JSON.stringify(before);
  const next = createLayoutReducer(counterIds())(before, action);
  return { before, next, intact: JSON.stringify(before) === snapshot };
};
