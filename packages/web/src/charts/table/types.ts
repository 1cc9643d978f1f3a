import type { ColumnColorFormatter } from './conditional-formatting';
import type { ValueFormatter } from './formatters';

/** Superset's GenericDataType, as the chart-data `coltypes` carry it. */
export const GENERIC_TYPES = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

export type Alignment = 'left' | 'center' | 'right';

/** Per-column settings of the `column_config` control. */
export interface ColumnConfig {
  d3NumberFormat?: string;
  d3TimeFormat?: string;
  horizontalAlign?: Alignment;
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  columnWidth?: number;
}

export interface TableColumn {
  key: string;
  label: string;
  dataType: number | undefined;
  isNumeric: boolean;
  isMetric: boolean;
  isPercentMetric: boolean;
  /** A groupby column of an aggregate table: clicking its cells cross-filters. */
  isDimension: boolean;
  align: Alignment;
  format: ValueFormatter;
  /** Cell bars: null when the column shows none. */
  bar: { range: [number, number]; alignPositiveNegative: boolean; colorPositiveNegative: boolean } | null;
  width: number | null;
}

export type TableRow = Record<string, unknown>;

export interface TableTransformedProps {
  width: number;
  height: number;
  isRawRecords: boolean;
  columns: TableColumn[];
  rows: TableRow[];
  totals: TableRow | null;
  rowCount: number;
  rowLimit: number | null;
  includeSearch: boolean;
  serverPagination: boolean;
  pageSize: number;
  colorFormatters: ColumnColorFormatter[];
  sliceName: string;
  /** The cell value this chart cross-filters on (from its filterState), shown selected. */
  selection: { key: string; value: unknown } | null;
}
