import { encodeRisonUri } from '@tessera/core';

/** Rows per page of the swap list. */
export const SWAP_PAGE_SIZE = 20;

/** Columns the swap list sorts on server-side; owners are not sortable. */
export type SwapSortColumn = 'table_name' | 'kind' | 'schema' | 'database.database_name';
export type SortDirection = 'asc' | 'desc';

export interface SwapSort {
  column: SwapSortColumn;
  direction: SortDirection;
}

export const DEFAULT_SWAP_SORT: SwapSort = { column: 'table_name', direction: 'asc' };

export interface SwapListParams {
  search: string;
  /** Zero-based, as the list endpoints count pages. */
  page: number;
  pageSize?: number;
  sort?: SwapSort;
}

export type ListFilter = { col: string; opr: string; value: string };

/** A type alias (not an interface) so it stays assignable to rison's value type. */
export type DatasetListQuery = {
  filters: ListFilter[];
  order_column: string;
  order_direction: SortDirection;
  page: number;
  page_size: number;
};

/** A `table_name` contains-filter, or none for a blank search (spec 02 §7). */
export const tableNameFilters = (search: string): ListFilter[] => {
  const text = search.trim();
  return text === '' ? [] : [{ col: 'table_name', opr: 'ct', value: text }];
};

/** The rison `q` of the swap list: name filter, server sort and server paging. */
export const swapListQuery = ({
  search,
  page,
  pageSize = SWAP_PAGE_SIZE,
  sort = DEFAULT_SWAP_SORT,
}: SwapListParams): DatasetListQuery => ({
  filters: tableNameFilters(search),
  order_column: sort.column,
  order_direction: sort.direction,
  page: Math.max(0, Math.floor(page)),
  page_size: pageSize,
});

export const datasetListPath = (query: DatasetListQuery): string => `/api/v1/dataset/?q=${encodeRisonUri(query)}`;

/** Clicking the sorted column flips its direction; another column starts ascending. */
export const nextSort = (current: SwapSort, column: SwapSortColumn): SwapSort =>
  current.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: 'asc' };

export const pageCount = (count: number, pageSize: number = SWAP_PAGE_SIZE): number =>
  pageSize <= 0 ? 0 : Math.ceil(Math.max(0, count) / pageSize);
