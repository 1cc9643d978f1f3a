import { readBoundsValue, type Bounds } from '../bounds.js';

/**
 * Spec 02 §3, "Time-series column config": label, tooltip, colType (time, contrib, spark, avg),
 * width, height, timeLag, timeRatio, comparisonType (value, diff, perc, perc_change), showYAxis,
 * yAxisBounds, bounds, d3format, dateFormat. One entry of a `time_table`'s `column_collection`.
 */
export const TIME_TABLE_COLUMN_TYPES = ['time', 'contrib', 'spark', 'avg'] as const;
export type TimeTableColumnType = (typeof TIME_TABLE_COLUMN_TYPES)[number];

export const TIME_TABLE_COMPARISON_TYPES = ['value', 'diff', 'perc', 'perc_change'] as const;
export type TimeTableComparisonType = (typeof TIME_TABLE_COMPARISON_TYPES)[number];

export interface TimeTableColumn {
  /** The collection's id of the entry (Superset's `key`). */
  key: string;
  label: string;
  tooltip: string;
  colType: TimeTableColumnType | '';
  /** Sparkline width and height in pixels (spark columns). */
  width: number | null;
  height: number | null;
  /** Periods back for time columns; negative counts from the oldest. */
  timeLag: number;
  /** Spark: the ratio over this many periods back; avg: the number of periods averaged. */
  timeRatio: number | null;
  comparisonType: TimeTableComparisonType;
  showYAxis: boolean;
  yAxisBounds: Bounds;
  /** Colour bounds: below min reads as bad, above max as good. */
  bounds: Bounds;
  d3format: string;
  dateFormat: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const integer = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : null;
};
const oneOf = <T extends string>(choices: readonly T[], v: unknown, fallback: T): T =>
  choices.find((c) => c === v) ?? fallback;

/** A stored entry as the table reads it: missing or malformed fields get Superset's defaults. */
export const readTimeTableColumn = (value: unknown, index: number): TimeTableColumn => {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    key: text(v['key']) || `column-${index}`,
    label: text(v['label']),
    tooltip: text(v['tooltip']),
    colType: v['colType'] === '' ? '' : oneOf(TIME_TABLE_COLUMN_TYPES, v['colType'], 'time'),
    width: integer(v['width']),
    height: integer(v['height']),
    timeLag: integer(v['timeLag']) ?? 0,
    timeRatio: integer(v['timeRatio']),
    comparisonType: oneOf(TIME_TABLE_COMPARISON_TYPES, v['comparisonType'], 'value'),
    showYAxis: v['showYAxis'] === true,
    yAxisBounds: readBoundsValue(v['yAxisBounds']),
    bounds: readBoundsValue(v['bounds']),
    d3format: text(v['d3format']),
    dateFormat: text(v['dateFormat']),
  };
};

export const readTimeTableColumns = (value: unknown): TimeTableColumn[] =>
  Array.isArray(value) ? value.map(readTimeTableColumn) : [];

/** Superset's defaults for a new entry of the collection. */
export const newTimeTableColumn = (key: string): TimeTableColumn => readTimeTableColumn({ key }, 0);
