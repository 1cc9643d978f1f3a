import type { FormData } from '../chart/plugin.js';
import { TYPE_GENERIC } from '../model/dataset.js';
import { DEFAULT_NUMBER_FORMAT, getNumberFormatter } from '../format/number-format.js';
import { SMART_DATE_ID, getTimeFormatter } from '../format/time-format.js';

/**
 * Superset's DataTablesPane and DrillDetailPane show temporal cells as full timestamps
 * ('YYYY-MM-DD HH:mm:ss'), never the epoch milliseconds the wire carries.
 */
export const DETAIL_DATE_FORMAT = '%Y-%m-%d %H:%M:%S';

/** One column of a rows table ('View as table', 'Drill to detail'): its header and cell formatter. */
export interface RowsTableColumn {
  key: string;
  header: string;
  temporal: boolean;
  numeric: boolean;
  format: (value: unknown) => string;
}

export interface RowsTableInput {
  colnames: readonly string[];
  /** Superset's GenericDataType per column (0 numeric, 1 string, 2 temporal, 3 boolean). */
  coltypes: readonly (number | null)[];
  /** Column and metric names to their verbose names. */
  verboseMap?: Readonly<Record<string, string>>;
  /** A d3 time format; null or the adaptive smart_date falls back to DETAIL_DATE_FORMAT. */
  dateFormat?: string | null;
  /** d3 number formats by column (the chart's metric format); other numbers are shown as they are. */
  numberFormats?: Readonly<Record<string, string>>;
}

/** Superset shows a missing value as 'N/A' in its result tables. */
export const NULL_CELL = 'N/A';

const plainCell = (value: unknown): string =>
  value === null || value === undefined ? NULL_CELL : typeof value === 'object' ? JSON.stringify(value) : String(value);

const own = (map: Readonly<Record<string, string>> | undefined, key: string): string | undefined =>
  map !== undefined && Object.hasOwn(map, key) && map[key] !== '' ? map[key] : undefined;

/** The separator of a pivoted metric's label ('avg_price, AAPL'), as Superset's pivot writes it. */
const PIVOT_SEPARATOR = ', ';

/** The metric a pivoted column's label starts with, when the label is pivoted. */
const pivotedMetric = (key: string): string | undefined => {
  const at = key.indexOf(PIVOT_SEPARATOR);
  return at > 0 ? key.slice(0, at) : undefined;
};

/** A column's verbose name; a pivoted metric column shows its metric's verbose name before the series. */
const headerOf = (verboseMap: Readonly<Record<string, string>> | undefined, key: string): string => {
  const direct = own(verboseMap, key);
  if (direct !== undefined) return direct;
  const metric = pivotedMetric(key);
  const verbose = metric === undefined ? undefined : own(verboseMap, metric);
  return verbose === undefined || metric === undefined ? key : `${verbose}${key.slice(metric.length)}`;
};

/**
 * The date format a chart's rows table uses: the chart's own timestamp format (table's
 * table_timestamp_format, the x axis' or big number's), unless it is the adaptive default.
 */
export const rowsDateFormat = (formData: FormData): string => {
  for (const key of ['table_timestamp_format', 'x_axis_time_format', 'time_format']) {
    const value = formData[key];
    if (typeof value === 'string' && value.trim() !== '' && value !== SMART_DATE_ID) return value;
  }
  return DETAIL_DATE_FORMAT;
};

/** Headers (verbose names) and formatters of a query answer's columns. */
export const rowsTableColumns = (input: RowsTableInput): RowsTableColumn[] => {
  const date = getTimeFormatter(
    input.dateFormat === null || input.dateFormat === undefined || input.dateFormat === SMART_DATE_ID
      ? DETAIL_DATE_FORMAT
      : input.dateFormat,
  );
  return input.colnames.map((key, i) => {
    const type = input.coltypes[i] ?? null;
    const temporal = type === TYPE_GENERIC.TEMPORAL;
    const numeric = type === TYPE_GENERIC.NUMERIC;
    const numberFormat = numeric ? own(input.numberFormats, key) : undefined;
    const number = numberFormat === undefined ? undefined : getNumberFormatter(numberFormat);
    const format = (value: unknown): string => {
      if (value === null || value === undefined) return NULL_CELL;
      if (temporal && (typeof value === 'number' || typeof value === 'string')) {
        const ms = typeof value === 'number' ? value : Date.parse(value);
        return Number.isNaN(ms) ? String(value) : date(ms);
      }
      if (number !== undefined && typeof value === 'number') return number(value);
      return plainCell(value);
    };
    return { key, header: headerOf(input.verboseMap, key), temporal, numeric, format };
  });
};

/**
 * Number formats of a chart's answer: each metric (a column that is not a dataset column) in the
 * chart's chosen number format, else in the metric's saved d3 format; dataset columns as they are.
 */
export const rowsNumberFormats = (
  formData: FormData,
  colnames: readonly string[],
  datasetColumns: readonly string[],
  columnFormats: Readonly<Record<string, string>> = {},
): Record<string, string> => {
  const chosen = ['y_axis_format', 'number_format'].map((k) => formData[k]).find((v) => typeof v === 'string');
  const explicit = typeof chosen === 'string' && chosen !== '' && chosen !== DEFAULT_NUMBER_FORMAT ? chosen : undefined;
  const columns = new Set(datasetColumns);
  const formats: Record<string, string> = {};
  for (const name of colnames) {
    if (columns.has(name)) continue;
    const metric = pivotedMetric(name);
    const format =
      explicit ?? own(columnFormats, name) ?? (metric === undefined ? undefined : own(columnFormats, metric));
    if (format !== undefined) formats[name] = format;
  }
  return formats;
};
