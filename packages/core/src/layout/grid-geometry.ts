import type { DashboardLayout, LayoutItem } from './layout-schema.js';

/** Superset's grid constants (superset-frontend/src/dashboard/util/constants.ts). */
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 2 * GRID_BASE_UNIT;
export const GRID_COLUMN_COUNT = 12;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;
export const GRID_DEFAULT_CHART_WIDTH = 4;
/** newComponentFactory's default CHART and MARKDOWN height, in GRID_BASE_UNITs. */
export const GRID_DEFAULT_CHART_HEIGHT = 50;
/** ChartHolder's CHART_MARGIN: the chart draws this much smaller than its holder, each way. */
export const CHART_MARGIN = 32;

/** Types whose width and height come from meta (ResizableContainer in ChartHolder, Markdown, Column). */
const SIZED = new Set(['CHART', 'MARKDOWN', 'COLUMN']);
const HEIGHTED = new Set(['CHART', 'MARKDOWN']);

/**
 * The pixel width of `widthUnits` grid columns in a grid `gridWidthPx` wide. DashboardGrid's
 * column is `(gridWidth + gutter) / 12 - gutter`, and ResizableContainer spans
 * `(column + gutter) × units - gutter`.
 */
export const gridWidthPx = (widthUnits: number, gridWidthPx: number): number =>
  ((gridWidthPx + GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT) * widthUnits - GRID_GUTTER_SIZE;

/** Height in px of `heightUnits` (ResizableContainer's heightStep is GRID_BASE_UNIT). */
export const gridHeightPx = (heightUnits: number): number => heightUnits * GRID_BASE_UNIT;

/**
 * The same width as CSS, relative to the parent box: a component of `w` units in a parent of
 * `p` units (12 for the grid and tabs, a COLUMN's width inside a column) takes
 * `(100% + gutter) × w / p − gutter`, which equals gridWidthPx at every grid width.
 */
export const gridWidthCss = (widthUnits: number, parentUnits: number = GRID_COLUMN_COUNT): string => {
  if (widthUnits >= parentUnits) return '100%';
  const ratio = Number((widthUnits / parentUnits).toFixed(6));
  return `calc((100% + ${GRID_GUTTER_SIZE}px) * ${ratio} - ${GRID_GUTTER_SIZE}px)`;
};

/** The COLUMN a component sits in, directly or through a row (Superset's ChartHolder looks it up the same way). */
const enclosingColumn = (layout: DashboardLayout, item: LayoutItem): LayoutItem | undefined => {
  for (let i = item.parents.length - 1; i >= 0; i -= 1) {
    const parent = layout[item.parents[i] ?? ''];
    if (parent?.type === 'COLUMN') return parent;
  }
  return undefined;
};

const unitsOf = (item: LayoutItem | undefined): number => item?.meta.width || GRID_MIN_COLUMN_COUNT;

/** How a component is drawn on Superset's grid. */
export interface ComponentGeometry {
  /** Width in grid columns; null for full-width components (ROW, TABS, TAB, HEADER, DIVIDER, GRID). */
  widthUnits: number | null;
  /** The grid columns of the box the width is relative to: 12, or the enclosing COLUMN's width. */
  parentUnits: number;
  /** CSS width relative to the parent box. */
  widthCss: string;
  /** Fixed height in px (CHART and MARKDOWN); null when the content decides (rows, columns, tabs ...). */
  heightPx: number | null;
}

/**
 * Superset's sizing rules (ChartHolder, Markdown, Column): a chart or markdown directly in a
 * COLUMN takes the column's width; elsewhere its own width, capped by an enclosing column's;
 * widths default to GRID_MIN_COLUMN_COUNT and heights to GRID_MIN_ROW_UNITS.
 */
export const componentGeometry = (layout: DashboardLayout, componentId: string): ComponentGeometry | null => {
  const item = layout[componentId];
  if (item === undefined) return null;
  const column = item.type === 'COLUMN' ? undefined : enclosingColumn(layout, item);
  const parentUnits = column === undefined ? GRID_COLUMN_COUNT : unitsOf(column);
  if (!SIZED.has(item.type)) return { widthUnits: null, parentUnits, widthCss: '100%', heightPx: null };
  const direct = layout[item.parents[item.parents.length - 1] ?? ''];
  let widthUnits = unitsOf(item);
  if (direct?.type === 'COLUMN') widthUnits = unitsOf(direct);
  else if (column !== undefined && widthUnits > parentUnits) widthUnits = parentUnits;
  const heightPx = HEIGHTED.has(item.type) ? gridHeightPx(item.meta.height ?? GRID_MIN_ROW_UNITS) : null;
  return { widthUnits, parentUnits, widthCss: gridWidthCss(widthUnits, parentUnits), heightPx };
};

/** The size a chart draws at (ChartHolder: holder size less CHART_MARGIN, floored). */
export const chartDrawSize = (
  widthUnits: number,
  heightUnits: number,
  gridWidth: number,
): { width: number; height: number } => ({
  width: Math.floor(gridWidthPx(widthUnits, gridWidth) - CHART_MARGIN),
  height: Math.floor(gridHeightPx(heightUnits) - CHART_MARGIN),
});
