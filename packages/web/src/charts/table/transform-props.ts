import { columnsOf, labelOfColumn, labelOfMetric, metricsOf, SMART_DATE_ID, type ChartProps } from '@tessera/core';
import { DEFAULT_SERVER_PAGE_LENGTH, getQueryMode } from './build-query';
import { getColorFormatters, readRules } from './conditional-formatting';
import { readBoolean, readList, readOptionalNumber, readString } from '../form-data';
import { numberFormatter, tableTimeFormatter, toText, type ValueFormatter } from './formatters';
import { GENERIC_TYPES, type ColumnConfig, type TableColumn, type TableRow, type TableTransformedProps } from './types';

const PERCENT_METRIC_FORMAT = '.3%';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `column_config` by column name; entries that are not objects are dropped. */
const readColumnConfig = (value: unknown): Record<string, ColumnConfig> =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, ColumnConfig] => isObject(e[1])))
    : {};

const isNumericColumn = (key: string, rows: readonly TableRow[]): boolean =>
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

interface Flags {
  timestampFormat: string;
  grain: string;
  showCellBars: boolean;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
}

interface Kind {
  isTime: boolean;
  isPercentMetric: boolean;
  isMetric: boolean;
  numericValues: boolean;
}

const pickFormatter = (config: ColumnConfig, kind: Kind, flags: Flags): ValueFormatter => {
  if (kind.isTime || config.d3TimeFormat) {
    const format = config.d3TimeFormat || flags.timestampFormat;
    return tableTimeFormatter(format, config.d3TimeFormat, flags.grain || undefined, kind.numericValues);
  }
  if (kind.isPercentMetric) return numberFormatter(config.d3NumberFormat || PERCENT_METRIC_FORMAT);
  if (kind.isMetric || config.d3NumberFormat) return numberFormatter(config.d3NumberFormat);
  return toText;
};

/** The mask carries values, not the column: the first groupby column holding the value is the selected one. */
const selectionOf = (
  selectedValues: unknown[] | null | undefined,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
): TableTransformedProps['selection'] => {
  const value = selectedValues?.[0];
  if (selectedValues?.length !== 1) return null;
  const column = columns.find((c) => c.isDimension && rows.some((r) => r[c.key] === value));
  return column ? { key: column.key, value } : null;
};

export const transformProps = (chartProps: ChartProps): TableTransformedProps => {
  const { formData, queriesData, width, height, filterState } = chartProps;
  const isRaw = getQueryMode(formData) === 'raw';
  const serverPagination = readBoolean(formData, 'server_pagination', false);
  const [base, second, third] = queriesData;
  const countQuery = serverPagination ? second : undefined;
  const totalsQuery = serverPagination ? third : second;
  const rows = base?.data ?? [];
  const colnames = base?.colnames ?? [];
  const coltypes = base?.coltypes ?? [];

  const metrics = new Set(metricsOf(readList(formData, 'metrics')).map(labelOfMetric));
  const rawPercent = new Set(metricsOf(readList(formData, 'percent_metrics')).map(labelOfMetric));
  const percentMetrics = new Set([...rawPercent].map((m) => `%${m}`));
  const groupby = new Set(columnsOf(readList(formData, 'groupby')).map(labelOfColumn));
  const columnConfig = readColumnConfig(formData.column_config);
  const flags: Flags = {
    timestampFormat: readString(formData, 'table_timestamp_format', SMART_DATE_ID) || SMART_DATE_ID,
    grain: readString(formData, 'time_grain_sqla'),
    showCellBars: readBoolean(formData, 'show_cell_bars', true),
    alignPositiveNegative: readBoolean(formData, 'align_pn', false),
    colorPositiveNegative: readBoolean(formData, 'color_pn', true),
  };

  const columns: TableColumn[] = colnames.flatMap((key, i): TableColumn[] => {
    // A metric chosen only as a percent metric shows as its %column, not as itself.
    if (isRaw === false && rawPercent.has(key) && !metrics.has(key)) return [];
    const config = columnConfig[key] ?? {};
    const dataType = coltypes[i];
    const isNumeric = dataType === GENERIC_TYPES.NUMERIC;
    const isTime = dataType === GENERIC_TYPES.TEMPORAL;
    const isPercentMetric = !isRaw && percentMetrics.has(key);
    const isMetric = !isRaw && metrics.has(key) && isNumericColumn(key, rows);
    const barsWanted = config.showCellBars ?? flags.showCellBars;
    const hasBar = barsWanted && (isMetric || isPercentMetric || (isRaw && isNumeric));
    const alignPN = config.alignPositiveNegative ?? flags.alignPositiveNegative;
    return [
      {
        key,
        label: key,
        dataType,
        isNumeric,
        isMetric,
        isPercentMetric,
        isDimension: !isRaw && groupby.has(key),
        align: config.horizontalAlign ?? (isNumeric ? 'right' : 'left'),
        format: pickFormatter(
          config,
          { isTime, isPercentMetric, isMetric, numericValues: isNumericColumn(key, rows) },
          flags,
        ),
        bar: hasBar
          ? {
              range: extent(key, rows, alignPN),
              alignPositiveNegative: alignPN,
              colorPositiveNegative: config.colorPositiveNegative ?? flags.colorPositiveNegative,
            }
          : null,
        width: typeof config.columnWidth === 'number' ? config.columnWidth : null,
      },
    ];
  });

  const countValue = countQuery?.data[0]?.rowcount;
  const rowCount = serverPagination ? (typeof countValue === 'number' ? countValue : 0) : (base?.rowcount ?? 0);
  const showTotals = !isRaw && readBoolean(formData, 'show_totals', false);

  return {
    width,
    height,
    isRawRecords: isRaw,
    columns,
    rows,
    totals: showTotals ? (totalsQuery?.data[0] ?? null) : null,
    rowCount,
    rowLimit: readOptionalNumber(formData.row_limit),
    includeSearch: readBoolean(formData, 'include_search', false),
    serverPagination,
    pageSize: readOptionalNumber(formData.server_page_length) ?? DEFAULT_SERVER_PAGE_LENGTH,
    colorFormatters: getColorFormatters(readRules(formData.conditional_formatting), rows),
    sliceName: readString(formData, 'slice_name'),
    selection: selectionOf(filterState?.selectedValues, columns, rows),
  };
};
