export type Row = Record<string, unknown>;

/** Superset's GenericDataType.TEMPORAL in `coltypes`. */
const TEMPORAL = 2;

/** The names of the temporal columns of an answer. */
export const temporalColumns = (colnames: readonly string[], coltypes: readonly number[]): Set<string> =>
  new Set(colnames.filter((_name, i) => coltypes[i] === TEMPORAL));

/** An epoch-ms date as `YYYY-MM-DD HH:mm:ss` (UTC), the dates' wire format made readable. */
const formatDate = (ms: number): string => {
  const iso = new Date(ms).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
};

/** A cell as text: temporal epoch values as dates, objects as JSON, nulls as N/A. */
export const cellText = (value: unknown, temporal = false): string => {
  if (value === null || value === undefined) return 'N/A';
  if (temporal && typeof value === 'number' && Number.isFinite(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Rows with any cell containing the search text (case-insensitive). */
export const filterRows = (
  rows: readonly Row[],
  columns: readonly string[],
  search: string,
  temporal: ReadonlySet<string> = new Set(),
): Row[] => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) => columns.some((c) => cellText(row[c], temporal.has(c)).toLowerCase().includes(needle)));
};

/** Rows as tab-separated text with a header line, for the clipboard. */
export const rowsToTsv = (
  rows: readonly Row[],
  columns: readonly string[],
  temporal: ReadonlySet<string> = new Set(),
): string =>
  [
    columns.join('\t'),
    ...rows.map((row) => columns.map((c) => cellText(row[c], temporal.has(c)).replace(/[\t\n]/g, ' ')).join('\t')),
  ].join('\n');

/** Spec 03 §9: the row count turns red at the limit or with no rows. */
export const rowCountState = (count: number, limit: number | null): { danger: boolean; limitReached: boolean } => {
  const limitReached = limit !== null && limit > 0 && count >= limit;
  return { danger: limitReached || count === 0, limitReached };
};

/** The rows a scroll position shows, with a few extra on each side. */
export const visibleRange = (
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  total: number,
  overscan = 8,
): { start: number; end: number } => {
  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(total, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  return { start, end };
};
