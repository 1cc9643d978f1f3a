/** Types and small builders shared by the example table definitions. */

/**
 * How dates are moved so the newest row lands in the current month:
 * - `week`: whole weeks (expressed in days), so daily data keeps its weekdays and stays one row per day;
 * - `month`: whole months, for month-aligned series (keeps the 1st of the month);
 * - `year`: whole years, for yearly series (lands in the current year, not month);
 * - `none`: the table has no dates.
 */
export type ShiftUnit = 'week' | 'month' | 'year' | 'none';

export interface ExampleColumnMeta {
  verboseName: string;
  description?: string;
  groupby?: boolean;
}

export interface ExampleMetricDef {
  name: string;
  verboseName: string;
  expression: string;
  metricType: string | null;
  d3format: string | null;
}

export interface ExampleTableDef {
  tableName: string;
  about: string;
  sourceFile: string;
  /**
   * For a source SQL cannot read as it is (TopoJSON's shared arcs): its rows built in JavaScript from
   * the source file; the loader writes them as newline-delimited JSON and hands that file to `select`.
   */
  prepare?: (sourcePath: string) => Promise<readonly object[]>;
  /**
   * SQL producing the table's rows; `src` is the source file path (or the prepared rows' file) as an
   * SQL string literal, and `dataFile` names another file of the data folder the same way.
   */
  select: (src: string, dataFile: (name: string) => string) => string;
  mainDttmCol: string | null;
  shiftUnit: ShiftUnit;
  columns: Record<string, ExampleColumnMeta>;
  /** Besides `count`, which every table gets. */
  metrics: ExampleMetricDef[];
}

export const col = (verboseName: string, description?: string, groupby?: boolean): ExampleColumnMeta => ({
  verboseName,
  ...(description === undefined ? {} : { description }),
  ...(groupby === undefined ? {} : { groupby }),
});

export const metric = (
  fn: 'SUM' | 'AVG' | 'MAX' | 'MIN',
  column: string,
  verboseName: string,
  d3format: string | null,
): ExampleMetricDef => ({
  name: `${fn.toLowerCase()}_${column}`,
  verboseName,
  expression: `${fn}(${column})`,
  metricType: fn.toLowerCase(),
  d3format,
});

export const custom = (
  name: string,
  verboseName: string,
  expression: string,
  d3format: string | null,
): ExampleMetricDef => ({
  name,
  verboseName,
  expression,
  metricType: null,
  d3format,
});

/** CSV files are read as text and cast explicitly so column types don't depend on sniffing. */
export const csv = (src: string): string => `read_csv(${src}, header = true, all_varchar = true)`;

export const USD = '$,.0f';
