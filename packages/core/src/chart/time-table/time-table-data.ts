import { allowsUrl, HTML_ALLOW_LIST } from '../../security/html-allow-list.js';
import type { Bounds } from '../bounds.js';
import type { TimeTableColumn } from './column-config.js';

/** The query's rows as series: one per metric, or per group of the first metric when grouped. */
export interface TimeTableSeries {
  /** Periods, oldest first. */
  times: number[];
  /** Row name → value per period (null where the period has none). */
  rows: Map<string, (number | null)[]>;
  /** Whether the rows are groups (Superset's is_group_by). */
  grouped: boolean;
}

const toTime = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : t;
  }
  return null;
};
const toNumber = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export const timeTableSeries = (
  records: readonly Readonly<Record<string, unknown>>[],
  timeColumn: string,
  metrics: readonly string[],
  groupby: readonly string[],
): TimeTableSeries => {
  const grouped = groupby.length > 0;
  const times = [...new Set(records.map((r) => toTime(r[timeColumn])).filter((t): t is number => t !== null))].sort(
    (a, b) => a - b,
  );
  const index = new Map(times.map((t, i) => [t, i]));
  const rows = new Map<string, (number | null)[]>();
  const put = (name: string, i: number, value: number | null) => {
    let series = rows.get(name);
    if (series === undefined) {
      series = times.map(() => null);
      rows.set(name, series);
    }
    series[i] = value;
  };
  for (const record of records) {
    const i = index.get(toTime(record[timeColumn]) ?? Number.NaN);
    if (i === undefined) continue;
    if (grouped) {
      const metric = metrics[0];
      if (metric !== undefined)
        put(groupby.map((g) => String(record[g] ?? 'NULL')).join(', '), i, toNumber(record[metric]));
    } else for (const metric of metrics) put(metric, i, toNumber(record[metric]));
  }
  return { times, rows, grouped };
};

/** A cell: its value, or the message Superset shows instead. */
export type TimeTableCell = { value: number | null } | { error: string; lag: number; length: number };

const newestFirst = (values: readonly (number | null)[]): (number | null)[] => [...values].reverse();

/** Superset's time column: the value `timeLag` periods back, compared with the latest as asked. */
const timeCell = (values: readonly (number | null)[], column: TimeTableColumn): TimeTableCell => {
  const reversed = newestFirst(values);
  const lag = column.timeLag;
  if (Math.abs(lag) >= reversed.length) return { error: 'too-large-lag', lag, length: reversed.length };
  const then = reversed[lag < 0 ? reversed.length + lag : lag] ?? null;
  const recent = reversed[0] ?? null;
  if (column.comparisonType === 'value' || then === null || recent === null) return { value: then };
  const compared =
    column.comparisonType === 'diff'
      ? recent - then
      : column.comparisonType === 'perc'
        ? recent / then
        : recent / then - 1;
  return { value: Number.isFinite(compared) ? compared : null };
};

/** The value of a non-spark column for one row (contributions read every row of the series). */
export const timeTableCell = (name: string, series: TimeTableSeries, column: TimeTableColumn): TimeTableCell => {
  const values = series.rows.get(name) ?? [];
  if (column.colType === 'contrib') {
    // Superset: the row's latest value over the sum of every row's latest value.
    const last = series.times.length - 1;
    let total = 0;
    for (const other of series.rows.values()) total += other[last] ?? 0;
    const own = values[last] ?? null;
    return { value: own === null || total === 0 ? null : own / total };
  }
  if (column.colType === 'avg') {
    const window = newestFirst(values)
      .slice(0, column.timeRatio ?? values.length)
      .filter((v): v is number => v !== null);
    return { value: window.length === 0 ? null : window.reduce((a, b) => a + b, 0) / window.length };
  }
  return timeCell(values, column);
};

/** A spark column's points: the values, or with a time ratio each value over the one N periods before. */
export const sparklinePoints = (values: readonly (number | null)[], timeRatio: number | null): (number | null)[] => {
  if (!timeRatio) return [...values];
  const points: (number | null)[] = [];
  for (let i = timeRatio; i < values.length; i += 1) {
    const before = values[i - timeRatio] ?? null;
    const now = values[i] ?? null;
    points.push(before === null || before === 0 || now === null ? null : now / before);
  }
  return points;
};

/** Superset's accessible colour bounds: red below, blue above. */
export const BOUND_COLORS = { low: '#ca0020', middle: '#808080', high: '#0571b0' } as const;

const mix = (from: string, to: string, share: number): string => {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * share));
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
};

/**
 * Superset's colorFromBounds: with both bounds a scale from red (min) through grey (midpoint)
 * to blue (max); with one bound, blue on the good side of it and red on the other.
 */
export const colorFromBounds = (value: number | null, [min, max]: Bounds): string | null => {
  if (value === null) return null;
  if (min !== null && max !== null) {
    const mid = (min + max) / 2;
    if (value <= min) return BOUND_COLORS.low;
    if (value >= max) return BOUND_COLORS.high;
    return value < mid
      ? mix(BOUND_COLORS.low, BOUND_COLORS.middle, (value - min) / (mid - min))
      : mix(BOUND_COLORS.middle, BOUND_COLORS.high, (value - mid) / (max - mid));
  }
  if (min !== null) return value >= min ? BOUND_COLORS.high : BOUND_COLORS.low;
  if (max !== null) return value < max ? BOUND_COLORS.high : BOUND_COLORS.low;
  return null;
};

/**
 * The link of a row from the chart's URL template (Superset's `url` control, a Mustache
 * template): `{{ metric }}` and `{{ row }}` become the row's name, URL-encoded. Null when there
 * is no template or the result is not an allowed link (javascript: and the like).
 */
export const rowUrl = (template: string, name: string): string | null => {
  if (template.trim() === '') return null;
  const url = template.replace(/\{\{\s*(metric|row)\s*\}\}/g, () => encodeURIComponent(name));
  return allowsUrl(HTML_ALLOW_LIST, url) ? url : null;
};
