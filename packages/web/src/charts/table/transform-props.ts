import {
  columnsOf,
  getColorFormatters,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  readRules,
  SMART_DATE_ID,
  type ChartProps,
} from '@tessera/core';
import { t } from '../../i18n';
import { columnFormatOf, verboseNameOf } from '../datasource-meta';
import { readBoolean, readList, readOptionalNumber, readString } from '../form-data';
import { DEFAULT_SERVER_PAGE_LENGTH, getQueryMode, readOwnState } from './build-query';
import { buildColumn, readColumnConfig, type ColumnFlags, type ColumnSpec } from './table-columns';
import {
  COMPARISON_PARTS,
  comparisonKey,
  compareRow,
  offsetKey,
  timeComparisonOffset,
  type ComparedMetric,
} from './time-comparison';
import { GENERIC_TYPES, type ColumnConfig, type TableColumn, type TableRow, type TableTransformedProps } from './types';

/** The comparison's % part is a change ratio; the other parts share the metric's number settings. */
const COMPARISON_PERCENT_FORMAT = '.2%';

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

const comparisonSpecs = (parent: ColumnSpec, columnConfig: Record<string, ColumnConfig>): ColumnSpec[] => {
  const { d3NumberFormat, d3SmallNumber, d3SmallNumberFormat, currencyFormat } = parent.config;
  const inherited: ColumnConfig = {
    d3NumberFormat,
    d3SmallNumber: d3SmallNumber || d3SmallNumberFormat,
    currencyFormat,
  };
  return COMPARISON_PARTS.map((part) => {
    const key = comparisonKey(part, parent.key);
    const own = columnConfig[key] ?? {};
    const isChange = part === '%';
    return {
      ...parent,
      key,
      label: part === 'Main' ? t('Main') : part,
      dataType: GENERIC_TYPES.NUMERIC,
      config: isChange ? own : { ...inherited, ...own },
      isMetric: true,
      isPercentMetric: !isChange && parent.isPercentMetric,
      fallbackFormat: isChange ? COMPARISON_PERCENT_FORMAT : parent.fallbackFormat,
      group: { key: parent.key, label: parent.label },
    };
  });
};

export const transformProps = (chartProps: ChartProps): TableTransformedProps => {
  const { formData, queriesData, width, height, filterState, datasource } = chartProps;
  const isRaw = getQueryMode(formData) === 'raw';
  const serverPagination = readBoolean(formData, 'server_pagination', false);
  const [base, second, third] = queriesData;
  const countQuery = serverPagination ? second : undefined;
  const totalsQuery = serverPagination ? third : second;
  const data = base?.data ?? [];
  const colnames = base?.colnames ?? [];
  const coltypes = base?.coltypes ?? [];

  const metrics = new Set(metricsOf(readList(formData, 'metrics')).map(labelOfMetric));
  const rawPercent = new Set(metricsOf(readList(formData, 'percent_metrics')).map(labelOfMetric));
  const percentMetrics = new Set([...rawPercent].map((m) => `%${m}`));
  const groupby = new Set(columnsOf(readList(formData, 'groupby')).map(labelOfColumn));
  const columnConfig = readColumnConfig(formData.column_config);
  const flags: ColumnFlags = {
    timestampFormat: readString(formData, 'table_timestamp_format', SMART_DATE_ID) || SMART_DATE_ID,
    grain: readString(formData, 'time_grain_sqla'),
    showCellBars: readBoolean(formData, 'show_cell_bars', true),
    alignPositiveNegative: readBoolean(formData, 'align_pn', false),
    colorPositiveNegative: readBoolean(formData, 'color_pn', true),
    isRaw,
  };

  const specs: ColumnSpec[] = colnames.flatMap((key, i): ColumnSpec[] => {
    // A metric chosen only as a percent metric shows as its %column, not as itself.
    if (!isRaw && rawPercent.has(key) && !metrics.has(key)) return [];
    const isMetric = !isRaw && metrics.has(key);
    const isPercentMetric = !isRaw && percentMetrics.has(key);
    return [
      {
        key,
        // Superset's header: the verbose name, a percent metric's behind its '%'.
        label: isPercentMetric ? `%${verboseNameOf(datasource, key.slice(1))}` : verboseNameOf(datasource, key),
        dataType: coltypes[i],
        config: columnConfig[key] ?? {},
        isMetric,
        isPercentMetric,
        isDimension: !isRaw && groupby.has(key),
        // A saved metric's d3 format applies when column_config sets none.
        ...(isMetric && { fallbackFormat: columnFormatOf(datasource, key) }),
      },
    ];
  });

  // Time comparison: the shifted columns fold into each numeric metric's Main | # | △ | % columns.
  const offset = isRaw ? null : timeComparisonOffset(formData);
  const compared = new Set(
    offset
      ? specs.filter((s) => (s.isMetric || s.isPercentMetric) && s.dataType === GENERIC_TYPES.NUMERIC).map((s) => s.key)
      : [],
  );
  const comparedMetrics: ComparedMetric[] = offset
    ? [...compared].map((key) => ({ key, compareKey: offsetKey(key, offset) }))
    : [];
  const rows = comparedMetrics.length > 0 ? data.map((r) => compareRow(r, comparedMetrics)) : data;
  const shiftedKeys = new Set(comparedMetrics.map((m) => m.compareKey));
  const shownSpecs = specs
    .filter((s) => !shiftedKeys.has(s.key))
    .flatMap((s) => (compared.has(s.key) ? comparisonSpecs(s, columnConfig) : [s]));
  const columns = shownSpecs.map((spec) => buildColumn(spec, rows, flags));

  const countValue = countQuery?.data[0]?.rowcount;
  const rowCount = serverPagination ? (typeof countValue === 'number' ? countValue : 0) : (base?.rowcount ?? 0);
  const showTotals = !isRaw && readBoolean(formData, 'show_totals', false);
  const totalsRow = showTotals ? (totalsQuery?.data[0] ?? null) : null;
  const own = readOwnState(chartProps.ownState);

  return {
    width,
    height,
    isRawRecords: isRaw,
    columns,
    rows,
    totals: totalsRow && comparedMetrics.length > 0 ? compareRow(totalsRow, comparedMetrics) : totalsRow,
    rowCount,
    rowLimit: readOptionalNumber(formData.row_limit),
    includeSearch: readBoolean(formData, 'include_search', false),
    serverPagination,
    pageSize: readOptionalNumber(formData.server_page_length) ?? DEFAULT_SERVER_PAGE_LENGTH,
    colorFormatters: getColorFormatters(readRules(formData.conditional_formatting), rows),
    sliceName: readString(formData, 'slice_name'),
    selection: selectionOf(filterState?.selectedValues, columns, rows),
    serverState: serverPagination ? { page: own.currentPage ?? 0, sort: own.sortBy?.[0] ?? null } : null,
  };
};
