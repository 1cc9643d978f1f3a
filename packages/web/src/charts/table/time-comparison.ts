import { comparisonTypeOf, timeOffsetsOf, type FormData } from '@tessera/core';
import type { TableRow } from './types';

/**
 * Superset's table time comparison: the server joins each metric's value over the shifted
 * period as `<metric>__<offset>`, and the table shows every compared metric as four columns,
 * Main | # | △ | %, under the metric's name.
 */
export const COMPARISON_PARTS = ['Main', '#', '△', '%'] as const;
export type ComparisonPart = (typeof COMPARISON_PARTS)[number];

/** Superset's column keys: 'Main count', '# count', '△ count', '% count'. */
export const comparisonKey = (part: ComparisonPart, metricKey: string): string => `${part} ${metricKey}`;

/** The server's name of a metric over the shifted period. */
export const offsetKey = (metricKey: string, offset: string): string => `${metricKey}__${offset}`;

/** Shifts that need a date range of their own, which the table does not offer. */
const UNSUPPORTED_SHIFTS = new Set(['custom', 'inherit']);

/**
 * The shift the table compares with, or null. Any comparison type turns it on (the table shows
 * values, difference and percentage side by side); a missing type is the control's default,
 * 'values'. Like Superset, the table compares with the first shift only.
 */
export const timeComparisonOffset = (fd: FormData): string | null => {
  const typed = fd.comparison_type === undefined || fd.comparison_type === null || comparisonTypeOf(fd) !== undefined;
  if (!typed) return null;
  return timeOffsetsOf(fd).find((o) => !UNSUPPORTED_SHIFTS.has(o)) ?? null;
};

/** Superset's calculateDifferences: a change from or to nothing counts as +100% or -100%. */
export const calculateDifferences = (main: number, other: number): { difference: number; percentChange: number } => {
  const difference = main - other;
  if (!main && !other) return { difference, percentChange: 0 };
  if (!main || !other) return { difference, percentChange: main ? 1 : -1 };
  return { difference, percentChange: difference / Math.abs(other) };
};

/** A compared metric: its column and the column of its value over the shifted period. */
export interface ComparedMetric {
  key: string;
  compareKey: string;
}

// Missing values count as zero, as in Superset's table.
const numberOf = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A row with each compared metric replaced by its four comparison columns. */
export const compareRow = (row: TableRow, metrics: readonly ComparedMetric[]): TableRow => {
  const replaced = new Set(metrics.flatMap((m) => [m.key, m.compareKey]));
  const out: TableRow = {};
  for (const [key, value] of Object.entries(row)) if (!replaced.has(key)) out[key] = value;
  for (const { key, compareKey } of metrics) {
    const main = numberOf(row[key]);
    const other = numberOf(row[compareKey]);
    const { difference, percentChange } = calculateDifferences(main, other);
    out[comparisonKey('Main', key)] = main;
    out[comparisonKey('#', key)] = other;
    out[comparisonKey('△', key)] = difference;
    out[comparisonKey('%', key)] = percentChange;
  }
  return out;
};
