import {
  DASHBOARD_GRID_ID,
  DASHBOARD_LAYOUT_VERSION,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION_KEY,
  LayoutItemSchema,
  type DashboardLayout,
  type LayoutItem,
} from './layout-schema.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readJson = (positionJson: unknown): unknown => {
  if (typeof positionJson !== 'string') return positionJson;
  try {
    return JSON.parse(positionJson) as unknown;
  } catch {
    return null;
  }
};

/** Superset's getEmptyLayout: ROOT_ID holding an empty GRID_ID (a new dashboard's position_json is {} or null). */
export const emptyLayout = (): Record<string, LayoutItem> => ({
  [DASHBOARD_ROOT_ID]: { id: DASHBOARD_ROOT_ID, type: 'ROOT', children: [DASHBOARD_GRID_ID], parents: [], meta: {} },
  [DASHBOARD_GRID_ID]: {
    id: DASHBOARD_GRID_ID,
    type: 'GRID',
    children: [],
    parents: [DASHBOARD_ROOT_ID],
    meta: {},
  },
});

/** Every entry that validates, by id; an entry's id defaults to its key, as Superset keys them. */
const readItems = (raw: Record<string, unknown>): Map<string, LayoutItem> => {
  const items = new Map<string, LayoutItem>();
  for (const [key, value] of Object.entries(raw)) {
    if (key === DASHBOARD_VERSION_KEY) continue;
    const parsed = LayoutItemSchema.safeParse(value);
    if (!parsed.success) continue;
    const { id, ...rest } = parsed.data;
    items.set(key, { ...rest, id: id ?? key });
  }
  return items;
};

/**
 * Keeps what is reachable from ROOT_ID (what Superset draws), drops children that name no
 * component and visits each component once (a cycle or a component listed twice is cut), and
 * rebuilds every `parents` list from the tree, as Superset's updateComponentParentsList does when
 * an export lacks them.
 */
const reachable = (items: Map<string, LayoutItem>): Record<string, LayoutItem> => {
  const out: Record<string, LayoutItem> = {};
  const visit = (id: string, parents: string[]): void => {
    const item = items.get(id);
    if (item === undefined || out[id] !== undefined) return;
    const children = item.children.filter((c) => items.has(c));
    const kept: LayoutItem = { ...item, children: [], parents };
    out[id] = kept;
    const path = [...parents, id];
    for (const child of children) {
      if (out[child] !== undefined) continue;
      visit(child, path);
      kept.children.push(child);
    }
  };
  visit(DASHBOARD_ROOT_ID, []);
  return out;
};

/**
 * A root for a layout that has none: ROOT_ID over GRID_ID (made if missing) holding the
 * components nothing else lists, so a hand-made or truncated position_json still opens.
 */
const withRoot = (items: Map<string, LayoutItem>): void => {
  if (items.has(DASHBOARD_ROOT_ID)) return;
  const listed = new Set([...items.values()].flatMap((i) => i.children));
  if (!items.has(DASHBOARD_GRID_ID)) {
    const tops = [...items.keys()].filter((id) => !listed.has(id) && items.get(id)?.type !== 'HEADER');
    items.set(DASHBOARD_GRID_ID, { id: DASHBOARD_GRID_ID, type: 'GRID', children: tops, parents: [], meta: {} });
  }
  items.set(DASHBOARD_ROOT_ID, {
    id: DASHBOARD_ROOT_ID,
    type: 'ROOT',
    children: [DASHBOARD_GRID_ID],
    parents: [],
    meta: {},
  });
};

/**
 * position_json (its JSON text, the parsed object, or null) as a validated layout. Lenient as
 * Superset 4/5/6 exports vary: unknown keys and types are kept, entries without a type are
 * dropped, chart ids given as text become numbers, missing parents are rebuilt, and components
 * not reachable from ROOT_ID (never drawn by Superset) are left out. An empty or unreadable
 * value gives Superset's empty layout.
 */
export const parseLayout = (positionJson: unknown): DashboardLayout => {
  const raw = readJson(positionJson);
  if (!isRecord(raw)) return emptyLayout();
  const items = readItems(raw);
  if (items.size === 0) return emptyLayout();
  withRoot(items);
  return reachable(items);
};

/** The layout as position_json stores it, with Superset's version key. */
export const layoutToPositionJson = (layout: DashboardLayout): Record<string, unknown> => ({
  ...layout,
  [DASHBOARD_VERSION_KEY]: DASHBOARD_LAYOUT_VERSION,
});

export const childrenOf = (layout: DashboardLayout, id: string): LayoutItem[] =>
  (layout[id]?.children ?? []).flatMap((c) => (layout[c] === undefined ? [] : [layout[c]]));

/** Depth-first from ROOT_ID in layout order, each component with its ancestors (ROOT_ID first). */
export const walkLayout = (
  layout: DashboardLayout,
  visit: (item: LayoutItem, ancestors: readonly LayoutItem[]) => void,
  fromId: string = DASHBOARD_ROOT_ID,
): void => {
  const seen = new Set<string>();
  const go = (item: LayoutItem, ancestors: LayoutItem[]): void => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    visit(item, ancestors);
    const path = [...ancestors, item];
    for (const child of childrenOf(layout, item.id)) go(child, path);
  };
  const start = layout[fromId];
  if (start !== undefined) go(start, []);
};

/** A component with its children as nodes: the shape a renderer recurses over. */
export interface LayoutNode {
  item: LayoutItem;
  children: LayoutNode[];
}

export const layoutTree = (layout: DashboardLayout, fromId: string = DASHBOARD_ROOT_ID): LayoutNode | null => {
  const seen = new Set<string>();
  const build = (item: LayoutItem): LayoutNode => {
    seen.add(item.id);
    const children = childrenOf(layout, item.id).filter((c) => !seen.has(c.id));
    return { item, children: children.map(build) };
  };
  const start = layout[fromId];
  return start === undefined ? null : build(start);
};
