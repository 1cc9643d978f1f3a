import {
  addUnits,
  parseTimeOffset,
  resolveTimeOffset,
  TimeRangeError,
  TYPE_GENERIC,
  type QueryObject,
  type TimeShift,
} from '@tessera/core';
import type { QueryResult } from '../engines/types.js';
import { badRequest } from '../http/http-error.js';
import { applyTimeFilters, outerTimeRange } from './time-filters.js';
import type { QueryDataset, TimeBounds } from './types.js';

export type TimeOffset = TimeShift;

const ENCLOSED_RANGE =
  'time_offsets: An enclosed time range (both start and end) must be specified when using a Time Comparison.';

/**
 * One `time_offsets` entry as the shift it stands for: '1 year ago' as written; 'inherit' and a
 * start date ('2024-01-01') in days, from the query's time range as Superset's
 * processing_time_offsets reads it (after the query's time filters are applied), which must
 * then have both ends.
 */
export const timeOffsetOf = (
  text: string,
  q: QueryObject,
  ds: QueryDataset,
  resolveRange: (expression: string) => TimeBounds,
): TimeOffset => {
  let offset;
  try {
    offset = parseTimeOffset(text);
  } catch (err) {
    if (err instanceof TimeRangeError) throw badRequest(`time_offsets: ${err.message}`, 'time_offsets');
    throw err;
  }
  if (offset.kind === 'relative') return { n: offset.n, unit: offset.unit };
  const range = outerTimeRange(applyTimeFilters(q, ds).query);
  const bounds = range === null ? null : resolveRange(range);
  if (!bounds?.since || !bounds.until) throw badRequest(ENCLOSED_RANGE, 'time_offsets');
  return resolveTimeOffset(offset, { since: bounds.since.getTime(), until: bounds.until.getTime() });
};

const shift = (ms: number, o: TimeOffset, sign: 1 | -1): number => addUnits(ms, sign * o.n, o.unit);

/** sign -1 moves the bounds back by the offset (the period to compare with). */
export const shiftBoundsBy = (b: TimeBounds, o: TimeOffset, sign: 1 | -1): TimeBounds => ({
  since: b.since ? new Date(shift(b.since.getTime(), o, sign)) : null,
  until: b.until ? new Date(shift(b.until.getTime(), o, sign)) : null,
});

interface JoinSpec {
  offset: TimeOffset;
  label: string;
  dimensionLabels: readonly string[];
  metricLabels: readonly string[];
}

/**
 * Left-joins a shifted result onto the main one by its dimensions, after moving the shifted
 * rows' temporal dimensions forward by the offset so they line up with the current period.
 */
export const joinTimeOffsets = (main: QueryResult, other: QueryResult, spec: JoinSpec): QueryResult => {
  const idx = (r: QueryResult, name: string) => r.columns.findIndex((c) => c.name === name);
  const dims = spec.dimensionLabels.map((d) => ({
    main: idx(main, d),
    other: idx(other, d),
    temporal: main.columns[idx(main, d)]?.typeGeneric === TYPE_GENERIC.TEMPORAL,
  }));
  const keyOf = (row: unknown[], side: 'main' | 'other') =>
    JSON.stringify(
      dims.map((d) => {
        const v = row[d[side]];
        return side === 'other' && d.temporal && typeof v === 'number' ? shift(v, spec.offset, 1) : v;
      }),
    );
  const metricIdx = spec.metricLabels.map((m) => idx(other, m));
  const lookup = new Map<string, unknown[]>();
  for (const row of other.rows)
    lookup.set(
      keyOf(row, 'other'),
      metricIdx.map((i) => row[i]),
    );
  const empty = spec.metricLabels.map(() => null);
  return {
    columns: [
      ...main.columns,
      ...spec.metricLabels.map((m, i) => ({
        name: `${m}__${spec.label}`,
        type: other.columns[metricIdx[i] as number]?.type ?? 'DOUBLE',
        typeGeneric: TYPE_GENERIC.NUMERIC,
      })),
    ],
    rows: main.rows.map((row) => [...row, ...(lookup.get(keyOf(row, 'main')) ?? empty)]),
  };
};

/** Past this many values an IN list is unwieldy; the shifted query then runs as the main one. */
const MAX_RESTRICTED_VALUES = 10_000;

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * The query for a time offset. Without a limit it is the main query shifted. With a row limit or
 * offset, limiting the shifted query again would pick another top-N or page, so its rows are
 * instead restricted to the main result's values of each plain group-by column, unlimited.
 */
export const offsetQueryFor = (q: QueryObject, main: QueryResult): QueryObject => {
  const base: QueryObject = { ...q, time_offsets: [] };
  const limited = (q.row_limit ?? 0) > 0 || q.row_offset > 0;
  const plain = q.columns.filter((c): c is string => typeof c === 'string');
  if (!limited || plain.length === 0) return base;
  const restrictions = plain.map((col) => {
    const i = main.columns.findIndex((c) => c.name === col);
    const values = new Set<Scalar>();
    for (const row of main.rows) if (isScalar(row[i])) values.add(row[i] as Scalar);
    return { col, values: [...values] };
  });
  if (restrictions.some((r) => r.values.length === 0 || r.values.length > MAX_RESTRICTED_VALUES)) return base;
  return {
    ...base,
    row_limit: null,
    row_offset: 0,
    filters: [...q.filters, ...restrictions.map((r) => ({ col: r.col, op: 'IN' as const, val: r.values }))],
  };
};
