import type { Alignment, ColumnColorFormatter, ColumnConfigEntry } from '@tessera/core';
import type { ValueFormatter } from './formatters';

export type { Alignment, CurrencyFormat } from '@tessera/core';

/** Superset's GenericDataType, as the chart-data `coltypes` carry it. */
export const GENERIC_TYPES = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

/** Per-column settings of the `column_config` control; imported Superset charts name the small format so. */
export type ColumnConfig = ColumnConfigEntry & { d3SmallNumberFormat?: string };

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
  /** Long text ends in an ellipsis at the column's width, the full text on hover. */
  truncate?: boolean;
  /** The metric a time-comparison column (Main, #, △, %) sits under, shown as a grouped header. */
  group?: { key: string; label: string };
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
  /** Server pagination: the page (0-based) and sort the shown rows were queried with. */
  serverState: { page: number; sort: { key: string; desc: boolean } | null } | null;
}
