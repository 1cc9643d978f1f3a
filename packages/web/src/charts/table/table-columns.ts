import { numberFormatter, plainNumber, tableTimeFormatter, toText, type ValueFormatter } from './formatters';
import { GENERIC_TYPES, type ColumnConfig, type TableColumn, type TableRow } from './types';

export const PERCENT_METRIC_FORMAT = '.3%';

/** The chart-wide options a column follows unless its `column_config` entry says otherwise. */
export interface ColumnFlags {
  timestampFormat: string;
  grain: string;
  showCellBars: boolean;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  isRaw: boolean;
}

/** What transformProps knows of one column before it becomes a TableColumn. */
export interface ColumnSpec {
  key: string;
  label: string;
  dataType: number | undefined;
  config: ColumnConfig;
  isMetric: boolean;
  isPercentMetric: boolean;
  isDimension: boolean;
  /** The number format when the column sets none (a comparison's % part: '.2%'). */
  fallbackFormat?: string;
  group?: TableColumn['group'];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `column_config` by column name; entries that are not objects are dropped. */
export const readColumnConfig = (value: unknown): Record<string, ColumnConfig> =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, ColumnConfig] => isObject(e[1])))
    : {};

export const isNumericColumn = (key: string, rows: readonly TableRow[]): boolean =>
  rows.every((r) => r[key] === null || r[key] === undefined || typeof r[key] === 'number');

const extent = (key: string, rows: readonly TableRow[], absolute: boolean): [number, number] => {
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    const raw = row[key];
    if (typeof raw !== 'number' || !Number.isFinite(raw)) continue;
    const v = absolute ? Math.abs(raw) : raw;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min > max) return [0, 0];
  return absolute ? [0, max] : [min, max];
};

const positiveNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

const pickFormatter = (spec: ColumnSpec, numericValues: boolean, flags: ColumnFlags): ValueFormatter => {
  const { config } = spec;
  if (spec.dataType === GENERIC_TYPES.TEMPORAL || config.d3TimeFormat) {
    const format = config.d3TimeFormat || flags.timestampFormat;
    return tableTimeFormatter(format, config.d3TimeFormat, flags.grain || undefined, numericValues);
  }
  const small = config.d3SmallNumber || config.d3SmallNumberFormat;
  const options = { small, currency: config.currencyFormat };
  const fallback = spec.fallbackFormat ?? (spec.isPercentMetric ? PERCENT_METRIC_FORMAT : undefined);
  const numberSettings = Boolean(config.d3NumberFormat || small || config.currencyFormat?.symbol);
  const isNumeric = spec.dataType === GENERIC_TYPES.NUMERIC || numericValues;
  if (spec.isMetric || spec.isPercentMetric || (numberSettings && isNumeric)) {
    return numberFormatter(config.d3NumberFormat || fallback, options);
  }
  return isNumeric ? plainNumber : toText;
};

/** A column with its format, alignment, width and cell bars, from its settings and the chart's. */
export const buildColumn = (spec: ColumnSpec, rows: readonly TableRow[], flags: ColumnFlags): TableColumn => {
  const { key, config, dataType } = spec;
  const isNumeric = dataType === GENERIC_TYPES.NUMERIC;
  const numericValues = isNumericColumn(key, rows);
  const isMetric = spec.isMetric && numericValues;
  const barsWanted = config.showCellBars ?? flags.showCellBars;
  const hasBar = barsWanted && (isMetric || spec.isPercentMetric || (flags.isRaw && isNumeric));
  const alignPN = config.alignPositiveNegative ?? flags.alignPositiveNegative;
  return {
    key,
    label: spec.label,
    dataType,
    isNumeric,
    isMetric,
    isPercentMetric: spec.isPercentMetric,
    isDimension: spec.isDimension,
    align: config.horizontalAlign ?? (isNumeric ? 'right' : 'left'),
    format: pickFormatter(spec, numericValues, flags),
    bar: hasBar
      ? {
          range: extent(key, rows, alignPN),
          alignPositiveNegative: alignPN,
          colorPositiveNegative: config.colorPositiveNegative ?? flags.colorPositiveNegative,
        }
      : null,
    width: positiveNumber(config.columnWidth),
    truncate: config.truncateLongCells === true,
    ...(spec.group && { group: spec.group }),
  };
};
