import type { ColumnColorFormatter, PivotAxisOptions, PivotOptions, PivotValue } from '@tessera/core';

/** An axis as the form data sets it; which groups are folded is the component's state. */
export type PivotAxisSettings = Omit<PivotAxisOptions, 'collapsed'>;

export type PivotSettings = Omit<PivotOptions, 'rows' | 'cols'> & { rows: PivotAxisSettings; cols: PivotAxisSettings };

export interface PivotTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  records: readonly Record<string, unknown>[];
  settings: PivotSettings;
  /** Column headings of the row axis's levels (verbose names), and of the column axis's. */
  rowTitles: string[];
  colTitles: string[];
  /** The metrics' verbose names, by index. */
  metricNames: string[];
  formatValue: (value: PivotValue) => string;
  /** Conditional formatting by metric label. */
  colorFormatters: ColumnColorFormatter[];
}
