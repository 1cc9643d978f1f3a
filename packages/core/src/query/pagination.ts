import { MAX_PAGE_SIZE } from './rison.js';

/**
 * The page size a list serves: Flask-AppBuilder's `_sanitize_page_args` caps anything above the
 * maximum (Superset's `FAB_API_MAX_PAGE_SIZE`) instead of refusing it; -1 still means every row.
 */
export const capPageSize = (pageSize: number, max: number = MAX_PAGE_SIZE): number => (pageSize > max ? max : pageSize);

/** Number of pages for `count` rows, at least one so an empty list still has page 1. */
export const pageCount = (count: number, pageSize: number): number =>
  pageSize <= 0 ? 1 : Math.max(1, Math.ceil(count / pageSize));

/**
 * The zero-based page to show: a page past the end (the last rows were deleted, or a stale or
 * hand-edited URL) becomes the last page that has rows.
 */
export const clampPage = (page: number, count: number, pageSize: number): number =>
  Math.min(Math.max(0, Math.floor(page)), pageCount(count, pageSize) - 1);

export interface PageRange {
  /** One-based index of the first row shown; 0 when nothing is shown. */
  first: number;
  /** One-based index of the last row shown. */
  last: number;
  count: number;
}

/** The "first-last of count" label's numbers for `shown` rows on `page`, never past the count. */
export const pageRange = (page: number, pageSize: number, shown: number, count: number): PageRange => {
  if (shown <= 0 || count <= 0) return { first: 0, last: 0, count: Math.max(0, count) };
  const first = Math.min(page * pageSize + 1, count);
  return { first, last: Math.min(first + shown - 1, count), count };
};
