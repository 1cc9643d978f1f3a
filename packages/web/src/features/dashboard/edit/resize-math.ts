import { GRID_BASE_UNIT, GRID_GUTTER_SIZE, GRID_MAX_ROW_UNITS, GRID_MIN_ROW_UNITS } from '@tessera/core';

/** The bounds a resize snaps within, in grid columns and GRID_BASE_UNIT rows. */
export interface ResizeBounds {
  minWidth: number;
  maxWidth: number;
  /** False for a COLUMN (width only); a chart or markdown resizes both ways. */
  heightAdjustable: boolean;
}

export interface ResizeStart {
  width: number;
  height: number;
  /** One grid column plus its gutter, in px, in the box the component sits in. */
  columnPx: number;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** A column's pitch in a box `boxPx` wide that holds `units` columns (DashboardGrid's columnWidth + gutter). */
export const columnPitchPx = (boxPx: number, units: number): number => (boxPx + GRID_GUTTER_SIZE) / Math.max(1, units);

/**
 * Superset's ResizableContainer snapping: a pointer moved by (dx, dy) px resizes by whole grid
 * columns (widthStep = column + gutter) and whole GRID_BASE_UNIT rows, within the bounds.
 */
export const snapResize = (
  start: ResizeStart,
  dx: number,
  dy: number,
  bounds: ResizeBounds,
): { width: number; height: number } => ({
  width: clamp(start.width + Math.round(dx / start.columnPx), bounds.minWidth, bounds.maxWidth),
  height: bounds.heightAdjustable
    ? clamp(start.height + Math.round(dy / GRID_BASE_UNIT), GRID_MIN_ROW_UNITS, GRID_MAX_ROW_UNITS)
    : start.height,
});
