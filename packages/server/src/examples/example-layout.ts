import {
  BACKGROUND_TRANSPARENT,
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  layoutToPositionJson,
  parseLayout,
  type HeaderSize,
  type LayoutItem,
  type LayoutMeta,
} from '@tessera/core';

/** A dashboard layout written as a tree; `buildPositionJson` flattens it into Superset's position_json. */
export type LayoutSpec =
  | { type: 'TABS'; tabs: { text: string; children: LayoutSpec[] }[] }
  | { type: 'ROW'; children: LayoutSpec[] }
  | { type: 'COLUMN'; width: number; children: LayoutSpec[] }
  | { type: 'CHART'; chart: string; width: number; height: number }
  | { type: 'MARKDOWN'; code: string; width: number; height: number }
  | { type: 'HEADER'; text: string; size: HeaderSize }
  | { type: 'DIVIDER' };

/** A created chart as a CHART component names it. */
/** Charts two a row, half the width each, `height` grid units tall (the gallery's and the maps' tabs). */
export const pairedRows = (charts: readonly { key: string }[], height: number): LayoutSpec[] =>
  charts
    .filter((_, i) => i % 2 === 0)
    .map((first, i) => ({
      type: 'ROW',
      children: [first, charts[i * 2 + 1]]
        .filter((c): c is { key: string } => c !== undefined)
        .map((c) => ({ type: 'CHART', chart: c.key, width: 6, height })),
    }));

export interface PlacedChart {
  id: number;
  uuid: string;
  sliceName: string;
}

interface Builder {
  items: Record<string, LayoutItem>;
  prefix: string;
  next: number;
  charts: ReadonlyMap<string, PlacedChart>;
}

const metaOf = (spec: LayoutSpec, b: Builder): LayoutMeta => {
  switch (spec.type) {
    case 'TABS':
      return {};
    case 'ROW':
      return { background: BACKGROUND_TRANSPARENT };
    case 'COLUMN':
      return { width: spec.width, background: BACKGROUND_TRANSPARENT };
    case 'CHART': {
      const chart = b.charts.get(spec.chart);
      if (!chart) throw new Error(`example layout names an unknown chart: ${spec.chart}`);
      return {
        chartId: chart.id,
        uuid: chart.uuid,
        sliceName: chart.sliceName,
        width: spec.width,
        height: spec.height,
      };
    }
    case 'MARKDOWN':
      return { code: spec.code, width: spec.width, height: spec.height };
    case 'HEADER':
      return { text: spec.text, headerSize: spec.size, background: BACKGROUND_TRANSPARENT };
    case 'DIVIDER':
      return {};
  }
};

/** Adds a component (and its subtree) under `parents`; answers its id. */
const add = (spec: LayoutSpec, parents: string[], b: Builder): string => {
  b.next += 1;
  const id = `${spec.type}-${b.prefix}-${b.next}`;
  const item: LayoutItem = { id, type: spec.type, children: [], parents, meta: metaOf(spec, b) };
  b.items[id] = item;
  const below = [...parents, id];
  if (spec.type === 'TABS') {
    for (const tab of spec.tabs) {
      b.next += 1;
      const tabId = `TAB-${b.prefix}-${b.next}`;
      const tabItem: LayoutItem = {
        id: tabId,
        type: 'TAB',
        children: [],
        parents: below,
        meta: { text: tab.text, defaultText: 'Tab title', placeholder: 'Tab title' },
      };
      b.items[tabId] = tabItem;
      item.children.push(tabId);
      tabItem.children = tab.children.map((c) => add(c, [...below, tabId], b));
    }
  } else if (spec.type === 'ROW' || spec.type === 'COLUMN') {
    item.children = spec.children.map((c) => add(c, below, b));
  }
  return id;
};

/**
 * Superset's position_json for a dashboard: a single top-level TABS hangs from ROOT_ID (Superset's
 * top-level tabs), anything else sits in GRID_ID; HEADER_ID carries the title. Ids are
 * `TYPE-prefix-n`, unique within the dashboard; the result is read back through core's
 * parseLayout so it is exactly what every reader of position_json will see.
 */
export const buildPositionJson = (
  title: string,
  prefix: string,
  top: readonly LayoutSpec[],
  charts: ReadonlyMap<string, PlacedChart>,
): Record<string, unknown> => {
  const b: Builder = { items: {}, prefix, next: 0, charts };
  const root: LayoutItem = { id: DASHBOARD_ROOT_ID, type: 'ROOT', children: [], parents: [], meta: {} };
  b.items[DASHBOARD_ROOT_ID] = root;
  b.items[DASHBOARD_HEADER_ID] = {
    id: DASHBOARD_HEADER_ID,
    type: 'HEADER',
    children: [],
    parents: [],
    meta: { text: title },
  };
  const [only] = top;
  if (top.length === 1 && only?.type === 'TABS') {
    root.children = [add(only, [DASHBOARD_ROOT_ID], b)];
  } else {
    const grid: LayoutItem = {
      id: DASHBOARD_GRID_ID,
      type: 'GRID',
      children: [],
      parents: [DASHBOARD_ROOT_ID],
      meta: {},
    };
    b.items[DASHBOARD_GRID_ID] = grid;
    root.children = [DASHBOARD_GRID_ID];
    grid.children = top.map((spec) => add(spec, [DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID], b));
  }
  const position = layoutToPositionJson(parseLayout(b.items));
  // parseLayout leaves out what ROOT_ID does not reach; HEADER_ID is Superset's title entry, kept beside the tree.
  return { ...position, [DASHBOARD_HEADER_ID]: b.items[DASHBOARD_HEADER_ID] };
};
