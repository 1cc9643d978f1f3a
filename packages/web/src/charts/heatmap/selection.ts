import type { CrossFilterValue } from '@tessera/core';
import type { HeatmapAxis } from './types';

/** What a click on a cell filters: the categories of its filterable axes, and the key that names them. */
export interface CellFilter {
  columns: string[];
  values: CrossFilterValue[];
  key: string;
}

/** The cell's filter, or null when neither axis can filter (both temporal) or the cell is unknown. */
export const cellFilter = (x: HeatmapAxis, y: HeatmapAxis, xIndex: number, yIndex: number): CellFilter | null => {
  const columns: string[] = [];
  const values: CrossFilterValue[] = [];
  for (const [axis, index] of [
    [x, xIndex],
    [y, yIndex],
  ] as const) {
    const value = axis.values[index];
    if (axis.filterColumn === null || value === undefined) continue;
    columns.push(axis.filterColumn);
    values.push(value);
  }
  return columns.length === 0 ? null : { columns, values, key: JSON.stringify(values) };
};
