import { isCrossFilterValue, type CrossFilterValue } from '@tessera/core';
import type { HeatmapCell, SortAxis } from './types';

type Row = Record<string, unknown>;

/** The distinct non-null values of a column, in the order rows bring them. */
export const axisValues = (rows: readonly Row[], column: string): CrossFilterValue[] => {
  const seen = new Set<unknown>();
  for (const row of rows) {
    const value = row[column];
    if (value !== null && value !== undefined && isCrossFilterValue(value)) seen.add(value);
  }
  return [...seen] as CrossFilterValue[];
};

const alphaCompare = (a: CrossFilterValue, b: CrossFilterValue): number => {
  const [x, y] = [Number(a), Number(b)];
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
};

/**
 * Superset's sortAxisValues: 'alpha' sorts numbers as numbers and text with numeric awareness;
 * 'value' sorts by each category's sum of the metric. Without a sort the rows' order stays.
 */
export const sortAxis = (
  values: readonly CrossFilterValue[],
  rows: readonly Row[],
  sort: SortAxis | null,
  column: string,
  metric: string,
): CrossFilterValue[] => {
  if (sort === null) return [...values];
  const direction = sort.endsWith('asc') ? 1 : -1;
  if (sort.startsWith('alpha')) return [...values].sort((a, b) => direction * alphaCompare(a, b));
  const sums = new Map<unknown, number>();
  for (const row of rows) {
    const value = row[metric];
    if (typeof value === 'number') sums.set(row[column], (sums.get(row[column]) ?? 0) + value);
  }
  return [...values].sort((a, b) => direction * ((sums.get(a) ?? 0) - (sums.get(b) ?? 0)));
};

/** Sums of the metric per x category, per y category and over the heatmap: the tooltip's percentages. */
export interface HeatmapTotals {
  x: Map<number, number>;
  y: Map<number, number>;
  total: number;
}

export const cellTotals = (cells: readonly HeatmapCell[]): HeatmapTotals => {
  const totals: HeatmapTotals = { x: new Map(), y: new Map(), total: 0 };
  for (const [x, y, value] of cells) {
    if (typeof value !== 'number') continue;
    totals.x.set(x, (totals.x.get(x) ?? 0) + value);
    totals.y.set(y, (totals.y.get(y) ?? 0) + value);
    totals.total += value;
  }
  return totals;
};
