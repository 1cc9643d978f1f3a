import { capPageSize, decodeRison, DEFAULT_PAGE_SIZE, encodeRison, type RisonValue } from '@tessera/core';

export type OrderDirection = 'asc' | 'desc';
export type ViewMode = 'table' | 'card';
/** A filter's chosen value as the URL and the API carry it. */
export type FilterValue = string | number | boolean;

/** What a list page shows: kept in the URL so a reload or a shared link shows the same rows. */
export interface ListState {
  /** Filter values keyed by the filter's id; an absent key means "any". */
  filters: Readonly<Record<string, FilterValue>>;
  orderColumn: string;
  orderDirection: OrderDirection;
  /** Zero-based, as the API counts pages. */
  page: number;
  pageSize: number;
  viewMode: ViewMode;
}

export interface ListDefaults {
  orderColumn: string;
  orderDirection: OrderDirection;
  viewMode: ViewMode;
  pageSize?: number;
}

/** How a filter id maps to an API filter: a column and an operator. */
export interface FilterTarget {
  id: string;
  col: string;
  opr: string;
}

export interface ApiFilter {
  col: string;
  opr: string;
  value: FilterValue;
}

/** Superset's list default: newest change first, 25 a page. */
export const NEWEST_FIRST: ListDefaults = {
  orderColumn: 'changed_on_delta_humanized',
  orderDirection: 'desc',
  viewMode: 'table',
};

export const defaultListState = (defaults: ListDefaults): ListState => ({
  filters: {},
  orderColumn: defaults.orderColumn,
  orderDirection: defaults.orderDirection,
  page: 0,
  pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
  viewMode: defaults.viewMode,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilterValue = (value: unknown): value is FilterValue =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean';

const readFilters = (value: unknown): Record<string, FilterValue> => {
  if (!isRecord(value)) return {};
  const filters: Record<string, FilterValue> = {};
  for (const [key, item] of Object.entries(value)) if (isFilterValue(item)) filters[key] = item;
  return filters;
};

const readCount = (value: unknown, fallback: number, min: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min ? value : fallback;

/** Reads `?q=(filters:(...),order_column:...,page:...)&viewMode=card`; anything unreadable falls back to the defaults. */
export const parseListSearch = (search: URLSearchParams, defaults: ListDefaults): ListState => {
  const base = defaultListState(defaults);
  const viewParam = search.get('viewMode');
  const viewMode: ViewMode = viewParam === 'card' || viewParam === 'table' ? viewParam : base.viewMode;
  const q = search.get('q');
  let decoded: unknown = {};
  if (q !== null && q !== '') {
    try {
      decoded = decodeRison(q);
    } catch {
      decoded = {};
    }
  }
  if (!isRecord(decoded)) return { ...base, viewMode };
  const direction = decoded['order_direction'];
  const column = decoded['order_column'];
  return {
    filters: readFilters(decoded['filters']),
    orderColumn: typeof column === 'string' && column !== '' ? column : base.orderColumn,
    orderDirection: direction === 'asc' || direction === 'desc' ? direction : base.orderDirection,
    page: readCount(decoded['page'], 0, 0),
    pageSize: capPageSize(readCount(decoded['page_size'], base.pageSize, 1)),
    viewMode,
  };
};

/** The URL's query string for a state; values equal to the defaults are left out. */
export const serializeListSearch = (state: ListState, defaults: ListDefaults): URLSearchParams => {
  const base = defaultListState(defaults);
  const q: Record<string, RisonValue> = {};
  if (Object.keys(state.filters).length > 0) q['filters'] = { ...state.filters };
  if (state.orderColumn !== base.orderColumn || state.orderDirection !== base.orderDirection) {
    q['order_column'] = state.orderColumn;
    q['order_direction'] = state.orderDirection;
  }
  if (state.page !== 0) q['page'] = state.page;
  if (state.pageSize !== base.pageSize) q['page_size'] = state.pageSize;
  const params = new URLSearchParams();
  if (Object.keys(q).length > 0) params.set('q', encodeRison(q));
  if (state.viewMode !== base.viewMode) params.set('viewMode', state.viewMode);
  return params;
};

/** The API filters for the state's filter values, in the order the page declares its filters. */
export const apiFilters = (state: ListState, targets: readonly FilterTarget[]): ApiFilter[] =>
  targets.flatMap((target) => {
    const value = state.filters[target.id];
    return value === undefined ? [] : [{ col: target.col, opr: target.opr, value }];
  });

/** The rison `q` the list endpoint gets for a state; `fixed` filters (a page's own scope) come first. */
export const buildListQuery = (
  state: ListState,
  targets: readonly FilterTarget[],
  fixed: readonly ApiFilter[] = [],
): string =>
  encodeRison({
    filters: [...fixed, ...apiFilters(state, targets)].map((filter) => ({ ...filter })),
    order_column: state.orderColumn,
    order_direction: state.orderDirection,
    page: state.page,
    page_size: state.pageSize,
  });

/** Sets or clears one filter; any filter change goes back to the first page. */
export const withFilter = (state: ListState, id: string, value: FilterValue | null): ListState => {
  const filters = { ...state.filters };
  if (value === null || value === '') delete filters[id];
  else filters[id] = value;
  return { ...state, filters, page: 0 };
};

/** A click on a sortable header: the same column flips direction, another column sorts ascending. */
export const withSort = (state: ListState, column: string): ListState =>
  state.orderColumn === column
    ? { ...state, orderDirection: state.orderDirection === 'asc' ? 'desc' : 'asc', page: 0 }
    : { ...state, orderColumn: column, orderDirection: 'asc', page: 0 };

export const withPage = (state: ListState, page: number): ListState => ({ ...state, page: Math.max(0, page) });

export const withViewMode = (state: ListState, viewMode: ViewMode): ListState => ({ ...state, viewMode });

/** Adds or removes one id. */
export const toggleSelected = (selected: ReadonlySet<number>, id: number): Set<number> => {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/** Selects every shown id, or clears them all when every one is already selected. */
export const toggleAllSelected = (selected: ReadonlySet<number>, shown: readonly number[]): Set<number> =>
  shown.length > 0 && shown.every((id) => selected.has(id)) ? new Set() : new Set(shown);

/** Keeps only ids still shown (after a page change, a filter or a delete). */
export const pruneSelected = (selected: ReadonlySet<number>, shown: readonly number[]): Set<number> =>
  new Set(shown.filter((id) => selected.has(id)));

export type SelectionState = 'none' | 'some' | 'all';

export const selectionState = (selected: ReadonlySet<number>, shown: readonly number[]): SelectionState => {
  const n = shown.filter((id) => selected.has(id)).length;
  if (n === 0) return 'none';
  return n === shown.length ? 'all' : 'some';
};

/** Owners shown as avatars before the "+N" badge. */
export const MAX_AVATARS = 4;

export const splitOwners = <T>(owners: readonly T[], max = MAX_AVATARS): { shown: T[]; more: number } => ({
  shown: owners.slice(0, max),
  more: Math.max(0, owners.length - max),
});
