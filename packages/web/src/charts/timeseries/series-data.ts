import type { ChartDataResult } from '@tessera/core';
import type { SortSeriesType } from './settings';

export type XValue = number | string;
export type Point = [x: XValue, y: number | null];

/** One pivoted result column: a series of (x, y) points. */
export interface SeriesData {
  name: string;
  points: Point[];
}

/** Generic data types of result columns (coltypes). */
export const GENERIC_TYPE = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

const toY = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

const toX = (value: unknown): XValue =>
  typeof value === 'number' || typeof value === 'string' ? value : String(value);

/** Every column but the x-axis becomes a series; rows without an x value are skipped. */
export const extractSeries = (result: ChartDataResult, xAxis: string): SeriesData[] => {
  const names = (result.colnames.length > 0 ? result.colnames : Object.keys(result.data[0] ?? {})).filter(
    (name) => name !== xAxis,
  );
  const rows = result.data.filter((row) => row[xAxis] !== null && row[xAxis] !== undefined);
  return names.map((name) => ({ name, points: rows.map((row): Point => [toX(row[xAxis]), toY(row[name])]) }));
};

export const xAxisTypeOf = (result: ChartDataResult, xAxis: string): 'time' | 'value' | 'category' => {
  const type = result.coltypes[result.colnames.indexOf(xAxis)];
  if (type === GENERIC_TYPE.TEMPORAL) return 'time';
  if (type === GENERIC_TYPE.NUMERIC) return 'value';
  if (type !== undefined) return 'category';
  const first = result.data.find((row) => row[xAxis] !== null && row[xAxis] !== undefined)?.[xAxis];
  return typeof first === 'number' ? 'value' : 'category';
};

const statOf = (series: SeriesData, type: Exclude<SortSeriesType, 'name'>): number => {
  const values = series.points.map(([, y]) => y).filter((y): y is number => y !== null);
  if (values.length === 0) return Number.NEGATIVE_INFINITY;
  const sum = values.reduce((a, b) => a + b, 0);
  switch (type) {
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    case 'avg':
      return sum / values.length;
    default:
      return sum;
  }
};

/** Superset's series order (legend, colours, stacking): by name or by a statistic of the values. */
export const sortSeries = (series: SeriesData[], type: SortSeriesType, ascending: boolean): SeriesData[] => {
  const direction = ascending ? 1 : -1;
  if (type === 'name') return [...series].sort((a, b) => direction * a.name.localeCompare(b.name));
  const stats = new Map(series.map((s) => [s.name, statOf(s, type)]));
  return [...series].sort((a, b) => direction * ((stats.get(a.name) ?? 0) - (stats.get(b.name) ?? 0)));
};

/** Stacked series treat a missing value as zero, so the stack does not break at gaps. */
export const fillNulls = (series: SeriesData[]): SeriesData[] =>
  series.map((s) => ({ ...s, points: s.points.map(([x, y]): Point => [x, y ?? 0]) }));

/** The sum of all series at each x value, for stacked totals. */
export const totalsByX = (series: SeriesData[]): Map<XValue, number> => {
  const totals = new Map<XValue, number>();
  for (const s of series) for (const [x, y] of s.points) totals.set(x, (totals.get(x) ?? 0) + (y ?? 0));
  return totals;
};

/** Expand mode: each value as its share of the x value's stack total (0 where the total is 0). */
export const toShares = (points: Point[], totals: Map<XValue, number>): Point[] =>
  points.map(([x, y]): Point => {
    const total = totals.get(x) ?? 0;
    return [x, y === null ? null : total === 0 ? 0 : y / total];
  });

/**
 * Stream mode: the line the first series stacks on, so the stream keeps its wiggle small
 * (Byron and Wattenberg's baseline, as Superset's streamgraph) and its middle averages zero.
 * Series must share their x values in order, as the pivoted, gap-filled series do.
 */
export const streamBaseline = (series: SeriesData[]): Point[] => {
  const xs = series[0]?.points.map(([x]) => x) ?? [];
  const yAt = (s: SeriesData, i: number): number => s.points[i]?.[1] ?? 0;
  const totalAt = (i: number): number => series.reduce((sum, s) => sum + yAt(s, i), 0);
  const baseline = xs.map(() => 0);
  for (let i = 1; i < xs.length; i += 1) {
    let below = 0;
    let weighted = 0;
    for (const s of series) {
      const change = yAt(s, i) - yAt(s, i - 1);
      weighted += (below + change / 2) * yAt(s, i);
      below += change;
    }
    const total = totalAt(i);
    baseline[i] = (baseline[i - 1] ?? 0) - (total === 0 ? 0 : weighted / total);
  }
  const middle = baseline.reduce((sum, b, i) => sum + b + totalAt(i) / 2, 0) / Math.max(1, xs.length);
  return xs.map((x, i): Point => [x, (baseline[i] ?? 0) - middle]);
};

const NULL_LABEL = '<NULL>';

/** A series' cross-filter key: its dimension values as Superset joins them. */
export const seriesKeyOf = (values: (string | null)[]): string => values.map((v) => v ?? NULL_LABEL).join(', ');

/**
 * The dimension values behind a series name: the label map's entry when the server sends one,
 * else the flattened name split on ', ' (Superset's join); the last `groupby.length` parts are
 * the dimension values (metric names and offsets come first).
 */
export const dimensionValuesOf = (
  name: string,
  groupbyCount: number,
  labelMap: Record<string, string[]>,
): (string | null)[] => {
  if (groupbyCount === 0) return [];
  const parts = labelMap[name] ?? name.split(', ');
  return parts.slice(-groupbyCount).map((part) => (part === NULL_LABEL ? null : part));
};

/**
 * The series a time-shifted series compares with ('1 year ago, ATL' → 'ATL',
 * 'count__1 year ago' → 'count'), so both get one colour; undefined for unshifted series.
 */
export const unshiftedNameOf = (name: string, timeCompare: readonly string[]): string | undefined => {
  if (timeCompare.length === 0) return undefined;
  for (const offset of timeCompare) {
    if (name.endsWith(`__${offset}`)) return name.slice(0, -offset.length - 2);
  }
  const parts = name.split(', ');
  const kept = parts.filter((part) => !timeCompare.includes(part));
  if (kept.length === parts.length) return undefined;
  return kept.length > 0 ? kept.join(', ') : name;
};
