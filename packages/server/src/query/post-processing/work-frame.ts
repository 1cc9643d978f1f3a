import { PostProcessingError } from './errors.js';
import type { ColumnType } from './types.js';

/** 'list' only comes out of boxplot (outliers); it leaves as a string-typed column of arrays. */
export type WorkType = ColumnType | 'list';

/** One cell of a multi-level label; null is a level pandas would hold NaN/None in. */
export type LabelCell = string | null;

/** A flat label, or the levels of a pandas MultiIndex column (pivot output before flatten). */
export type ColumnLabel = string | readonly LabelCell[];

export interface WorkColumn {
  /** Physical column in the current DuckDB table; never user-controlled. */
  key: string;
  label: ColumnLabel;
  type: WorkType;
  /** Part of the pandas index (pivot output until flatten resets it). */
  index: boolean;
}

/** The frame between operations: rows live in `table`, ordered by its `_o` column. */
export interface WorkFrame {
  table: string;
  columns: WorkColumn[];
  /** Names of the column levels of a multi-level frame (metric level first, unnamed). */
  levelNames: LabelCell[] | null;
}

export const ORDER = '_o';

export const isMultiLevel = (label: ColumnLabel): label is readonly LabelCell[] => typeof label !== 'string';

export const dataColumns = (frame: WorkFrame): WorkColumn[] => frame.columns.filter((c) => !c.index);
export const indexColumns = (frame: WorkFrame): WorkColumn[] => frame.columns.filter((c) => c.index);

/** The top-level label, which is what Superset's column arguments name. */
export const topLabel = (label: ColumnLabel): LabelCell => (isMultiLevel(label) ? (label[0] ?? null) : label);

const escapeSeparator = (cell: string): string => cell.replaceAll(',', '\\,');

/** Superset's flatten: non-null levels, commas escaped, joined with ", ". */
export const flatName = (label: ColumnLabel): string =>
  isMultiLevel(label)
    ? label
        .filter((cell): cell is string => cell !== null)
        .map(escapeSeparator)
        .join(', ')
    : label;

export const withTopLabel = (label: ColumnLabel, top: string): ColumnLabel =>
  isMultiLevel(label) ? [top, ...label.slice(1)] : top;

export const sameLabel = (a: ColumnLabel, b: ColumnLabel): boolean =>
  isMultiLevel(a) && isMultiLevel(b)
    ? a.length === b.length && a.every((cell, i) => cell === b[i])
    : !isMultiLevel(a) && !isMultiLevel(b) && a === b;

const quoted = (name: string): string => JSON.stringify(name);

/**
 * The data columns a Superset column argument names: every column under that top-level
 * label (so a metric selects all its pivoted series), else one whose flattened name matches.
 */
export const resolveGroup = (frame: WorkFrame, ref: string, where: string): WorkColumn[] => {
  const data = dataColumns(frame);
  const byTop = data.filter((c) => topLabel(c.label) === ref);
  if (byTop.length > 0) return byTop;
  const byName = data.filter((c) => flatName(c.label) === ref);
  if (byName.length > 0) return byName;
  throw new PostProcessingError(`${where} references a column that does not exist: ${quoted(ref)}`);
};

/** One column by name, index levels included (pandas groupby/sort accept index level names). */
export const resolveOne = (frame: WorkFrame, ref: string, where: string): WorkColumn => {
  const index = indexColumns(frame).find((c) => c.label === ref);
  if (index) return index;
  const group = resolveGroup(frame, ref, where);
  if (group.length > 1) {
    throw new PostProcessingError(`${where} names ${quoted(ref)}, which has ${group.length} pivoted columns; name one`);
  }
  return group[0] as WorkColumn;
};

export const requireNumeric = (column: WorkColumn, where: string): void => {
  if (column.type !== 'number' && column.type !== 'boolean') {
    throw new PostProcessingError(
      `${where} needs a numeric column; ${quoted(flatName(column.label))} is ${column.type}`,
    );
  }
};

export const describeColumn = (column: WorkColumn): string => quoted(flatName(column.label));
