import type { SqlLabColumn } from '@tessera/core';
import { cellText } from '../../explore/components/data-pane/table-data';

/** Pixels per character in the grid's monospace font, and the bounds a column keeps to. */
const CHAR_PX = 7.5;
const MIN_PX = 80;
const MAX_PX = 360;
/** The rows a width is measured on: measured once per result, never while scrolling. */
const SAMPLE_ROWS = 50;

/** A column's width from its header and its first rows. */
export const columnWidth = (column: SqlLabColumn, rows: readonly Record<string, unknown>[]): number => {
  let chars = column.name.length + 2;
  for (const row of rows.slice(0, SAMPLE_ROWS))
    chars = Math.max(chars, cellText(row[column.name], column.is_dttm).length);
  return Math.min(MAX_PX, Math.max(MIN_PX, Math.round(chars * CHAR_PX + 16)));
};

/** Where each column starts, and (last) the total width. */
export const columnOffsets = (widths: readonly number[]): number[] => {
  const out = [0];
  for (const width of widths) out.push((out.at(-1) ?? 0) + width);
  return out;
};
