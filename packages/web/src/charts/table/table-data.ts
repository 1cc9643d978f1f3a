import { GENERIC_TYPES, type TableColumn, type TableRow } from './types';

export type SortState = { key: string; desc: boolean } | null;

/** A header click cycles ascending, descending, unsorted. */
export const nextSort = (current: SortState, key: string): SortState => {
  if (current?.key !== key) return { key, desc: false };
  return current.desc ? null : { key, desc: true };
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isMissing = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v));

/** Numbers numerically, text by collation; missing values sort last whatever the direction. */
export const sortRows = (rows: readonly TableRow[], sort: SortState): readonly TableRow[] => {
  if (!sort) return rows;
  const { key, desc } = sort;
  const sign = desc ? -1 : 1;
  return [...rows].sort((ra, rb) => {
    const a = ra[key];
    const b = rb[key];
    if (isMissing(a) || isMissing(b)) return isMissing(a) === isMissing(b) ? 0 : isMissing(a) ? 1 : -1;
    if (typeof a === 'number' && typeof b === 'number') return (a - b) * sign;
    return collator.compare(String(a), String(b)) * sign;
  });
};

/** Case-insensitive match on raw text, and on the displayed text of dates (what the user reads). */
export const searchRows = (rows: readonly TableRow[], columns: readonly TableColumn[], query: string) => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return rows;
  return rows.filter((row) =>
    columns.some((c) => {
      const v = row[c.key];
      if (isMissing(v)) return false;
      const text = c.dataType === GENERIC_TYPES.TEMPORAL ? c.format(v) : String(v);
      return text.toLowerCase().includes(needle);
    }),
  );
};

export interface CellBarGeometry {
  /** Percentages of the cell width. */
  left: number;
  width: number;
  positive: boolean;
}

/** Bars grow from zero: from the left edge when aligned, otherwise around the zero point of the range. */
export const cellBar = (value: unknown, bar: NonNullable<TableColumn['bar']>): CellBarGeometry | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const [min, max] = bar.range;
  const positive = value >= 0;
  if (bar.alignPositiveNegative) {
    return { left: 0, width: max === 0 ? 0 : Math.abs(Math.round((value / max) * 100)), positive };
  }
  const pos = Math.abs(Math.max(max, 0));
  const neg = Math.abs(Math.min(min, 0));
  const total = pos + neg;
  if (total === 0) return { left: 0, width: 0, positive };
  return {
    left: Math.round((Math.min(neg + value, neg) / total) * 100),
    width: Math.round((Math.abs(value) / total) * 100),
    positive,
  };
};

const quote = (text: string, delimiter: string): string =>
  text.includes(delimiter) || text.includes('"') || text.includes('\n') || text.includes('\r')
    ? `"${text.replaceAll('"', '""')}"`
    : text;

const rawText = (column: TableColumn, value: unknown): string => {
  if (isMissing(value)) return '';
  if (column.dataType === GENERIC_TYPES.TEMPORAL && typeof value === 'number') return new Date(value).toISOString();
  return String(value);
};

/**
 * Rows as delimited text with a header line. CSV keeps raw values (numbers a spreadsheet can
 * read, ISO dates); the clipboard copy keeps what the table shows.
 */
export const toDelimited = (
  rows: readonly TableRow[],
  columns: readonly TableColumn[],
  { delimiter, formatted }: { delimiter: string; formatted: boolean },
): string => {
  // A comparison part's label ('#', '%') only reads with its metric's name.
  const header = columns
    .map((c) => quote(c.group ? `${c.group.label} ${c.label}` : c.label, delimiter))
    .join(delimiter);
  const lines = rows.map((row) =>
    columns
      .map((c) => {
        const v = row[c.key];
        return quote(formatted ? (isMissing(v) ? '' : c.format(v)) : rawText(c, v), delimiter);
      })
      .join(delimiter),
  );
  return [header, ...lines].join('\r\n');
};
