/**
 * Superset's pivot table aggregate functions (`aggregateFunction`): how the cells, subtotals and
 * totals of a `pivot_table_v2` combine the query's rows that fall into them.
 */
export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** Superset's default. */
export const DEFAULT_AGGREGATE_FUNCTION: AggregateFunction = 'Sum';

export const toAggregateFunction = (value: unknown): AggregateFunction =>
  AGGREGATE_FUNCTIONS.find((name) => name === value) ?? DEFAULT_AGGREGATE_FUNCTION;

/** What a fraction divides by: the grand total, the row's total or the column's total. */
export type FractionOf = 'total' | 'rows' | 'columns';

export const fractionOf = (name: AggregateFunction): FractionOf | null => {
  if (name.endsWith('Fraction of Total')) return 'total';
  if (name.endsWith('Fraction of Rows')) return 'rows';
  if (name.endsWith('Fraction of Columns')) return 'columns';
  return null;
};

/** Running state of one cell: enough for every function, the value lists only when one needs them. */
export interface Accumulator {
  count: number;
  /** Finite numbers seen, and their sum, mean and squared deviations (Welford). */
  n: number;
  sum: number;
  mean: number;
  m2: number;
  min: number;
  max: number;
  first: unknown;
  last: unknown;
  numbers: number[] | null;
  uniques: Set<string> | null;
}

export const newAccumulator = (name: AggregateFunction): Accumulator => ({
  count: 0,
  n: 0,
  sum: 0,
  mean: 0,
  m2: 0,
  min: Infinity,
  max: -Infinity,
  first: undefined,
  last: undefined,
  numbers: name === 'Median' ? [] : null,
  uniques: name === 'Count Unique Values' || name === 'List Unique Values' ? new Set() : null,
});

export const accumulate = (acc: Accumulator, value: unknown): void => {
  acc.count += 1;
  if (acc.count === 1) acc.first = value;
  acc.last = value;
  acc.uniques?.add(String(value));
  if (typeof value !== 'number' || !Number.isFinite(value)) return;
  acc.n += 1;
  acc.sum += value;
  const delta = value - acc.mean;
  acc.mean += delta / acc.n;
  acc.m2 += delta * (value - acc.mean);
  if (value < acc.min) acc.min = value;
  if (value > acc.max) acc.max = value;
  acc.numbers?.push(value);
};

const median = (numbers: number[]): number | null => {
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** The cell's value before any fraction: numbers, or text for 'List Unique Values', null when empty. */
export const resultOf = (name: AggregateFunction, acc: Accumulator | undefined): number | string | null => {
  if (acc === undefined || acc.count === 0) return null;
  switch (name) {
    case 'Count':
    case 'Count as Fraction of Total':
    case 'Count as Fraction of Rows':
    case 'Count as Fraction of Columns':
      return acc.count;
    case 'Count Unique Values':
      return acc.uniques?.size ?? 0;
    case 'List Unique Values':
      return [...(acc.uniques ?? [])].join(', ');
    case 'First':
      return typeof acc.first === 'number' || typeof acc.first === 'string' ? acc.first : null;
    case 'Last':
      return typeof acc.last === 'number' || typeof acc.last === 'string' ? acc.last : null;
    default:
      break;
  }
  if (acc.n === 0) return null;
  switch (name) {
    case 'Average':
      return acc.mean;
    case 'Median':
      return median(acc.numbers ?? []);
    case 'Sample Variance':
      return acc.n > 1 ? acc.m2 / (acc.n - 1) : null;
    case 'Sample Standard Deviation':
      return acc.n > 1 ? Math.sqrt(acc.m2 / (acc.n - 1)) : null;
    case 'Minimum':
      return acc.min;
    case 'Maximum':
      return acc.max;
    default:
      return acc.sum;
  }
};
