import {
  buildQueryContext,
  columnsOf,
  labelOfMetric,
  metricsOf,
  type AdhocColumn,
  type BuildQueryOptions,
  type ChartOwnState,
  type FormData,
  type PostProcessingStep,
  type QueryColumn,
  type QueryContextInput,
  type QueryMetric,
  type SupersetQueryObject,
} from '@tessera/core';
import { readBoolean, readList, readNumber, readOptionalNumber, readString } from '../form-data';
import { COMPARISON_PARTS, offsetKey, timeComparisonOffset } from './time-comparison';

export type QueryMode = 'aggregate' | 'raw';

/** Server-pagination state the table keeps in its data mask's ownState. */
export type TableOwnState = {
  currentPage?: number;
  pageSize?: number;
  sortBy?: { key: string; desc: boolean }[];
};

type OrderBy = NonNullable<SupersetQueryObject['orderby']>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const ownNumber = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : undefined;

/** The table's fields of a data mask's ownState, which may come from a stored dashboard: others are dropped. */
export const readOwnState = (own: ChartOwnState | undefined): TableOwnState => {
  const state: TableOwnState = {};
  if (!own) return state;
  const currentPage = ownNumber(own.currentPage);
  const pageSize = ownNumber(own.pageSize);
  if (currentPage !== undefined) state.currentPage = currentPage;
  if (pageSize !== undefined) state.pageSize = pageSize;
  if (Array.isArray(own.sortBy)) {
    state.sortBy = own.sortBy.flatMap((s: unknown) =>
      isRecord(s) && typeof s.key === 'string' ? [{ key: s.key, desc: s.desc === true }] : [],
    );
  }
  return state;
};

/** An explicit query_mode wins; otherwise raw when raw columns are chosen, as Superset infers it. */
export const getQueryMode = (fd: FormData): QueryMode => {
  const mode = fd.query_mode;
  if (mode === 'aggregate' || mode === 'raw') return mode;
  return readList(fd, 'all_columns').length > 0 ? 'raw' : 'aggregate';
};

export const DEFAULT_SERVER_PAGE_LENGTH = 10;

const uniqueByLabel = (metrics: QueryMetric[]): QueryMetric[] => {
  const seen = new Set<string>();
  return metrics.filter((m) => {
    const label = labelOfMetric(m);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
};

/** `order_by_cols` holds JSON pairs such as '["name", true]' (true = ascending). */
const parseOrderByCols = (fd: FormData): OrderBy =>
  readList(fd, 'order_by_cols').flatMap((entry): OrderBy => {
    try {
      const parsed: unknown = typeof entry === 'string' ? JSON.parse(entry) : entry;
      if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'boolean') {
        return [[parsed[0], parsed[1]]];
      }
    } catch {
      // A malformed entry is skipped, as Superset's control would never produce it.
    }
    return [];
  });

/** A temporal groupby column gets the time grain, and leads the columns (Superset's BASE_AXIS). */
const applyTimeGrain = (fd: FormData, columns: QueryColumn[]): QueryColumn[] => {
  const grain = readString(fd, 'time_grain_sqla');
  const lookup = fd.temporal_columns_lookup;
  const isTemporal = (c: QueryColumn): boolean =>
    typeof c === 'string' && typeof lookup === 'object' && lookup !== null && Reflect.get(lookup, c) === true;
  const index = columns.findIndex(isTemporal);
  const name = columns[index];
  if (!grain || typeof name !== 'string') return columns;
  const axis: AdhocColumn = {
    timeGrain: grain,
    columnType: 'BASE_AXIS',
    sqlExpression: name,
    label: name,
    expressionType: 'SQL',
  };
  return [axis, ...columns.filter((_, i) => i !== index)];
};

/**
 * A header sort as the server can order: comparison and percent columns are computed after the
 * query, so they order by their metric ('Main x', '%x' → 'x'); the other comparison parts cannot.
 */
export const serverSortKey = (key: string, fd: FormData): string | null => {
  const part = COMPARISON_PARTS.find((p) => key.startsWith(`${p} `));
  if (part === 'Main') return key.slice('Main '.length);
  if (part !== undefined) return null;
  const percent = metricsOf(readList(fd, 'percent_metrics')).map(labelOfMetric);
  return key.startsWith('%') && percent.includes(key.slice(1)) ? key.slice(1) : key;
};

const serverPaging = (fd: FormData, own: TableOwnState): { row_limit: number; row_offset: number } => {
  const pageSize = Number(own.pageSize ?? readNumber(fd, 'server_page_length', DEFAULT_SERVER_PAGE_LENGTH)) || 0;
  const rowLimit = readOptionalNumber(fd.row_limit) ?? 0;
  const requested = Number(own.currentPage) || 0;
  // Never page past the row limit: row_limit 0 would mean "no limit" to the server.
  const lastPage = rowLimit > 0 && pageSize > 0 ? Math.max(Math.ceil(rowLimit / pageSize) - 1, 0) : requested;
  const offset = Math.min(requested, lastPage) * pageSize;
  const remaining = rowLimit > 0 ? Math.max(rowLimit - offset, 0) : pageSize;
  return { row_limit: rowLimit > 0 ? Math.min(pageSize, remaining) : pageSize, row_offset: offset };
};

interface Shaped {
  query: SupersetQueryObject;
  contribution: PostProcessingStep | null;
}

const rawQuery = (fd: FormData, base: SupersetQueryObject): Shaped => ({
  query: {
    ...base,
    columns: columnsOf(readList(fd, 'all_columns')),
    metrics: [],
    orderby: parseOrderByCols(fd),
    series_limit_metric: undefined,
  },
  contribution: null,
});

const aggregateQuery = (fd: FormData, base: SupersetQueryObject): Shaped => {
  let metrics = metricsOf(base.metrics);
  const offset = metrics.length > 0 ? timeComparisonOffset(fd) : null;
  const [sortByMetric] = metricsOf(readList(fd, 'timeseries_limit_metric'));
  const [firstMetric] = metrics;
  // The table sorts ascending unless "sort descending" is on; without a sort metric, by the first metric descending.
  const orderby: OrderBy = sortByMetric
    ? [[sortByMetric, !readBoolean(fd, 'order_desc', false)]]
    : firstMetric
      ? [[firstMetric, false]]
      : [];
  const percentMetrics = metricsOf(readList(fd, 'percent_metrics'));
  let contribution: PostProcessingStep | null = null;
  if (percentMetrics.length > 0) {
    const percentLabels = [...new Set(percentMetrics.map(labelOfMetric))];
    // A compared percent metric also needs the share of its shifted value: '%count__1 year ago'.
    const labels = offset ? percentLabels.flatMap((l) => [l, offsetKey(l, offset)]) : percentLabels;
    metrics = uniqueByLabel([...metrics, ...percentMetrics]);
    contribution = {
      operation: 'contribution',
      options: { columns: labels, rename_columns: labels.map((l) => `%${l}`) },
    };
  }
  const columns = applyTimeGrain(fd, columnsOf(base.columns));
  return {
    query: {
      ...base,
      columns,
      metrics,
      orderby,
      post_processing: contribution ? [contribution] : [],
      time_offsets: offset ? [offset] : [],
    },
    contribution,
  };
};

/**
 * Superset's table queries: the rows (one page of them with server pagination), a row count
 * when paginating on the server, and a totals row without the groupby when `show_totals` is on.
 */
export const buildQuery = (formData: FormData, options: BuildQueryOptions = {}): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const mode = getQueryMode(formData);
    const serverPagination = readBoolean(formData, 'server_pagination', false);
    const ownState = readOwnState(options.ownState);
    const shaped = mode === 'raw' ? rawQuery(formData, base) : aggregateQuery(formData, base);
    let { query } = shaped;
    if (serverPagination) {
      query = { ...query, ...serverPaging(formData, ownState) };
      const sort = ownState.sortBy?.[0];
      const sortKey = sort ? serverSortKey(sort.key, formData) : null;
      if (sort && sortKey) query = { ...query, orderby: [[sortKey, !sort.desc]] };
    }
    const queries: SupersetQueryObject[] = [query];
    if (serverPagination) {
      queries.push({
        ...query,
        time_offsets: [],
        row_limit: readOptionalNumber(formData.row_limit) ?? 0,
        row_offset: 0,
        post_processing: [],
        is_rowcount: true,
      });
    }
    const hasMetrics = metricsOf(query.metrics).length > 0;
    if (mode === 'aggregate' && hasMetrics && readBoolean(formData, 'show_totals', false)) {
      const { order_desc: _orderDesc, orderby: _orderby, ...rest } = query;
      queries.push({
        ...rest,
        columns: [],
        row_limit: 0,
        row_offset: 0,
        post_processing: shaped.contribution ? [shaped.contribution] : [],
      });
    }
    return queries;
  });
