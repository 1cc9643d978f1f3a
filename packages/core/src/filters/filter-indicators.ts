import { columnKind, type ColumnTypeFacts } from './column-kind.js';
import type { FilterState } from './data-mask.js';
import type { FilterMasksById } from './filter-blocking.js';
import { activeFilterScopes, type FilterScopeInputs } from './filter-scope.js';
import { filterColumnOf } from './filter-values.js';
import { DIVIDER_TYPE } from './native-filter-config.js';

/** Why a chart cannot apply a filter: the reasons of Superset's rejected_filters. */
export type FilterRejectionReason = 'not_in_datasource' | 'no_temporal_column';

/**
 * A filter as one chart sees it (Superset's Indicator): 'applied', 'rejected' by the chart's
 * query (the answer's rejected_filters), 'incompatible' (known before the query: the chart's
 * dataset lacks the column or a temporal column) or 'unset' (in scope, no value).
 */
export interface FilterIndicator {
  id: string;
  name: string;
  /** The column the filter acts on; `__time_range`, `__time_grain` or `__time_col` for time filters, as Superset reports them. */
  column: string;
  value: FilterState['value'];
  label?: string;
  status: 'applied' | 'rejected' | 'incompatible' | 'unset';
  reason?: FilterRejectionReason;
  isCrossFilter: boolean;
}

export interface ChartFilterIndicators {
  applied: FilterIndicator[];
  rejected: FilterIndicator[];
  incompatible: FilterIndicator[];
  unset: FilterIndicator[];
}

/** What the chart itself contributes: its dataset's columns and, once it queried, the filters the answer reported. */
export interface ChartFilterFacts {
  chartId: number;
  /** The chart's dataset columns; left out, nothing is predicted incompatible. */
  columns?: readonly (ColumnTypeFacts & { column_name: string })[];
  /** The chart data answer's applied_filters and rejected_filters. */
  appliedFilters?: readonly { column: string }[];
  rejectedFilters?: readonly { column: string; reason: FilterRejectionReason | string }[];
}

/** The column Superset's chart data answer names for a filter's effect. */
const TIME_FILTER_COLUMNS: Readonly<Record<string, string>> = {
  filter_time: '__time_range',
  filter_timegrain: '__time_grain',
  filter_timecolumn: '__time_col',
};

const hasValue = (state: FilterState | undefined): boolean => {
  const value = state?.value;
  return value !== undefined && value !== null && value !== '' && (!Array.isArray(value) || value.length > 0);
};

/** The reason a chart cannot apply a filter, known from its dataset alone. */
const predictedRejection = (
  filterType: string | undefined,
  column: string,
  columns: ChartFilterFacts['columns'],
): FilterRejectionReason | undefined => {
  if (columns === undefined || column === '') return undefined;
  if (filterType !== undefined && TIME_FILTER_COLUMNS[filterType] !== undefined)
    return columns.some((c) => columnKind(c) === 'temporal') ? undefined : 'no_temporal_column';
  return columns.some((c) => c.column_name === column) ? undefined : 'not_in_datasource';
};

const isRejectionReason = (reason: string): reason is FilterRejectionReason =>
  reason === 'not_in_datasource' || reason === 'no_temporal_column';

/**
 * Superset's getIndicators for one chart: each native filter and cross-filter whose scope holds
 * the chart, sorted into applied, rejected (with the server's reason), incompatible (with the
 * reason read from the dataset) and unset.
 */
export const filterIndicatorsForChart = (
  chart: ChartFilterFacts,
  dataMasks: FilterMasksById,
  inputs: FilterScopeInputs,
): ChartFilterIndicators => {
  const filters = (inputs.nativeFilters ?? []).filter((f) => f.type !== DIVIDER_TYPE);
  const keys = { ...Object.fromEntries(filters.map((f) => [f.id, {}])), ...dataMasks };
  const scopes = activeFilterScopes(keys, inputs);
  const rejected = new Map((chart.rejectedFilters ?? []).map((r) => [r.column, r.reason]));
  const out: ChartFilterIndicators = { applied: [], rejected: [], incompatible: [], unset: [] };
  const byId = new Map(filters.map((f) => [f.id, f]));
  for (const [id, chartIds] of scopes) {
    if (!chartIds.includes(chart.chartId)) continue;
    const mask = dataMasks[id];
    const filter = byId.get(id);
    const crossColumn = mask?.extraFormData?.filters?.[0]?.col;
    const column =
      filter === undefined
        ? typeof crossColumn === 'string'
          ? crossColumn
          : ''
        : (TIME_FILTER_COLUMNS[filter.filterType ?? ''] ?? filterColumnOf(filter) ?? '');
    const base = {
      id,
      name: filter?.name ?? column,
      column,
      value: mask?.filterState?.value,
      ...(mask?.filterState?.label !== undefined && { label: mask.filterState.label }),
      isCrossFilter: filter === undefined,
    };
    if (!hasValue(mask?.filterState) && (mask?.extraFormData?.filters?.length ?? 0) === 0) {
      out.unset.push({ ...base, status: 'unset' });
      continue;
    }
    const serverReason = rejected.get(column);
    if (serverReason !== undefined) {
      out.rejected.push({
        ...base,
        status: 'rejected',
        ...(isRejectionReason(serverReason) && { reason: serverReason }),
      });
      continue;
    }
    const predicted = predictedRejection(filter?.filterType, column, chart.columns);
    if (predicted !== undefined) out.incompatible.push({ ...base, status: 'incompatible', reason: predicted });
    else out.applied.push({ ...base, status: 'applied' });
  }
  return out;
};
