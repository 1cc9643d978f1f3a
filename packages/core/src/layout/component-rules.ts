import { DASHBOARD_ROOT_ID, type DashboardLayout, type LayoutItem } from './layout-schema.js';

/** Superset's DASHBOARD_ROOT_DEPTH: the depth isValidChild counts from (util/constants.ts). */
export const DASHBOARD_ROOT_DEPTH = 0;

/** The drag source id of a component dragged in from the builder panel (Superset's NEW_COMPONENTS_SOURCE_ID). */
export const NEW_COMPONENTS_SOURCE_ID = 'NEW_COMPONENTS_SOURCE_ID';

const depthOne = DASHBOARD_ROOT_DEPTH + 1;
const depthThree = DASHBOARD_ROOT_DEPTH + 3;
const depthFour = DASHBOARD_ROOT_DEPTH + 4;
const depthFive = DASHBOARD_ROOT_DEPTH + 5;

/**
 * Superset's parentMaxDepthLookup (util/isValidChild.ts): for a parent type, the child types it
 * may hold and the deepest the parent may sit for that child. Depth stops containers nesting
 * without end; TABS and TAB do not deepen their children, so e.g.
 * root (0) > grid (1) > row (2) > column (3) > row (4) > chart (5), and
 * root (0) > grid (1) > tabs (2) > tab (2) > row (2) > column (3) > row (4) > chart (5).
 * Types not listed (CHART, MARKDOWN, HEADER, DIVIDER, DYNAMIC) hold nothing.
 */
const PARENT_MAX_DEPTH: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  ROOT: { TABS: DASHBOARD_ROOT_DEPTH, GRID: DASHBOARD_ROOT_DEPTH },
  GRID: {
    CHART: depthOne,
    DYNAMIC: depthOne,
    MARKDOWN: depthOne,
    COLUMN: depthOne,
    DIVIDER: depthOne,
    HEADER: depthOne,
    ROW: depthOne,
    TABS: depthOne,
  },
  ROW: { CHART: depthFour, DYNAMIC: depthFour, MARKDOWN: depthFour, COLUMN: depthFour },
  TABS: { TAB: depthThree },
  TAB: {
    CHART: depthFive,
    DYNAMIC: depthFive,
    MARKDOWN: depthFive,
    COLUMN: depthThree,
    DIVIDER: depthFive,
    HEADER: depthFive,
    ROW: depthThree,
    TABS: depthThree,
  },
  COLUMN: {
    CHART: depthFive,
    HEADER: depthFive,
    MARKDOWN: depthFive,
    ROW: depthThree,
    DIVIDER: depthThree,
    TABS: depthThree,
  },
};

export interface ValidChildQuery {
  parentType?: string | null;
  /** The parent's depth as componentDepth counts it. */
  parentDepth?: number | null;
  childType?: string | null;
}

/** Superset's isValidChild: whether a parent of this type at this depth may hold a child of that type. */
export const isValidChild = ({ parentType, parentDepth, childType }: ValidChildQuery): boolean => {
  if (!parentType || !childType || typeof parentDepth !== 'number') return false;
  const maxDepth = PARENT_MAX_DEPTH[parentType]?.[childType];
  return maxDepth !== undefined && parentDepth <= maxDepth;
};

/** Superset's componentIsResizable: COLUMN, CHART, MARKDOWN and DYNAMIC have resize handles. */
export const componentIsResizable = (component: { type: string } | null | undefined): boolean =>
  component !== null && component !== undefined && ['COLUMN', 'CHART', 'MARKDOWN', 'DYNAMIC'].includes(component.type);

/**
 * Superset's shouldWrapChildInRow: a CHART, COLUMN or MARKDOWN dropped straight on the GRID or a
 * TAB gets a new ROW around it (only rows sit side by side).
 */
export const shouldWrapChildInRow = ({
  parentType,
  childType,
}: {
  parentType?: string | null;
  childType?: string | null;
}): boolean =>
  (parentType === 'GRID' || parentType === 'TAB') &&
  (childType === 'CHART' || childType === 'COLUMN' || childType === 'MARKDOWN');

/** Superset's findParentId: the component listing `childId` among its children, or null. */
export const findParentId = ({ childId, layout }: { childId: string; layout: DashboardLayout }): string | null => {
  const listed = layout[childId]?.parents.at(-1);
  if (listed !== undefined && layout[listed]?.children.includes(childId) === true) return listed;
  for (const item of Object.values(layout)) {
    if (item.id !== childId && item.children.includes(childId)) return item.id;
  }
  return null;
};

/**
 * The depth Superset's components pass to isValidChild, counted along `parents`: ROOT 0, the GRID
 * or top-level TABS 1; children of the GRID and of a top-level TAB 2 (DashboardGrid renders them
 * at depth + 1); TABS and nested TAB do not deepen their children; anything else adds one.
 */
export const componentDepth = (layout: DashboardLayout, id: string): number => {
  const item = layout[id];
  if (item === undefined || id === DASHBOARD_ROOT_ID) return DASHBOARD_ROOT_DEPTH;
  const chain: LayoutItem[] = [...item.parents, id].flatMap((p) => (layout[p] === undefined ? [] : [layout[p]]));
  let depth = DASHBOARD_ROOT_DEPTH;
  for (let i = 1; i < chain.length; i += 1) {
    const parentType = chain[i - 1]?.type;
    const topLevelTab = parentType === 'TAB' && chain[i - 3]?.type === 'ROOT';
    if (parentType === 'TABS' || (parentType === 'TAB' && !topLevelTab)) continue;
    depth += 1;
  }
  return depth;
};
