import type { QueryFilter } from '../query/query-object.js';
import { NO_TIME_RANGE } from '../time/time-range.js';
import type { ExtraFormData, FilterDataMask } from './data-mask.js';
import type { NativeFilterConfig } from './native-filter-config.js';

/** A value a value or range filter holds (one select option, one range bound). */
export type FilterScalar = string | number | boolean | null;

/**
 * The adhoc filter Superset's select filter emits when a value is required and none is chosen. It
 * makes the charts return nothing; Tessera's dashboard never sends it: the charts of a blocking
 * filter wait instead (isFilterBlocking), so users never see it.
 */
export const EMPTY_FILTER_SQL = '1 = 0';

const isScalar = (v: unknown): v is FilterScalar =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** A select filter's chosen values: a list, one value, or nothing. */
export const selectedValuesOf = (value: unknown): FilterScalar[] => {
  if (Array.isArray(value)) return value.filter(isScalar);
  return value === undefined || value === null ? [] : isScalar(value) ? [value] : [];
};

/**
 * Superset's getSelectExtraFormData: an IN filter (NOT IN with inverse selection) on the column;
 * nothing chosen is no filter, unless the value is required (emptyFilter), which is the '1 = 0' filter.
 */
export const getSelectExtraFormData = (
  col: string,
  values: readonly FilterScalar[] | null | undefined,
  emptyFilter = false,
  inverseSelection = false,
): ExtraFormData => {
  if (emptyFilter)
    return { adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: EMPTY_FILTER_SQL }] };
  if (values === null || values === undefined || values.length === 0) return {};
  return { filters: [{ col, op: inverseSelection ? 'NOT IN' : 'IN', val: [...values] }] };
};

/** What a select filter's options say about the data mask: Superset's controlValues it reads. */
export interface SelectFilterOptions {
  enableEmptyFilter?: boolean;
  inverseSelection?: boolean;
}

/**
 * The data mask SelectFilterPlugin dispatches: the extraFormData above, the values as
 * filterState.value (null when none), a label joining them, excludeFilterValues for an inverse
 * selection. The web adds its translated ' (excluded)' suffix to the label.
 */
export const selectFilterDataMask = (
  col: string,
  values: readonly FilterScalar[] | null | undefined,
  { enableEmptyFilter = false, inverseSelection = false }: SelectFilterOptions = {},
): FilterDataMask => {
  const list = values ?? [];
  const emptyFilter = enableEmptyFilter && !inverseSelection && list.length === 0;
  return {
    extraFormData: getSelectExtraFormData(col, list, emptyFilter, inverseSelection),
    filterState: {
      value: list.length > 0 ? [...list] : null,
      ...(list.length > 0 && { label: list.map((v) => String(v)).join(', ') }),
      ...(inverseSelection && { excludeFilterValues: true }),
      ...(emptyFilter && { validateStatus: 'error' as const }),
    },
  };
};

const isBound = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Superset's getRangeExtraFormData: `>=` the lower bound, `<=` the upper bound (both when both are
 * set), and `==` when they are equal.
 */
export const getRangeExtraFormData = (
  col: string,
  lower: number | null | undefined,
  upper: number | null | undefined,
): ExtraFormData => {
  const filters: QueryFilter[] = [];
  if (isBound(lower) && lower !== upper) filters.push({ col, op: '>=', val: lower });
  if (isBound(upper) && upper !== lower) filters.push({ col, op: '<=', val: upper });
  if (isBound(upper) && upper === lower) filters.push({ col, op: '==', val: upper });
  return filters.length > 0 ? { filters } : {};
};

/** RangeFilterPlugin's label: `10 ≤ x ≤ 100`, `x ≥ 10`, `x ≤ 100` or `x = 42`. */
export const rangeFilterLabel = (lower: number | null | undefined, upper: number | null | undefined): string => {
  if (isBound(lower) && isBound(upper)) return lower === upper ? `x = ${lower}` : `${lower} ≤ x ≤ ${upper}`;
  if (isBound(lower)) return `x ≥ ${lower}`;
  return isBound(upper) ? `x ≤ ${upper}` : '';
};

/** The data mask of a numerical range filter: `[lower, upper]` with either bound null. */
export const rangeFilterDataMask = (
  col: string,
  [lower, upper]: readonly [number | null | undefined, number | null | undefined],
  { enableEmptyFilter = false }: { enableEmptyFilter?: boolean } = {},
): FilterDataMask => {
  const set = isBound(lower) || isBound(upper);
  return {
    extraFormData: getRangeExtraFormData(col, lower, upper),
    filterState: set
      ? { value: [lower ?? null, upper ?? null], label: rangeFilterLabel(lower, upper) }
      : { value: null, ...(enableEmptyFilter && { validateStatus: 'error' as const }) },
  };
};

/** TimeFilterPlugin: a time range other than 'No filter' is `time_range`; 'No filter' filters nothing. */
export const timeFilterDataMask = (timeRange: string | null | undefined): FilterDataMask => {
  const isSet = typeof timeRange === 'string' && timeRange !== '' && timeRange !== NO_TIME_RANGE;
  return { extraFormData: isSet ? { time_range: timeRange } : {}, filterState: { value: isSet ? timeRange : null } };
};

/** TimeGrainFilterPlugin: the grain (an ISO duration such as P1M) is `time_grain_sqla`. */
export const timeGrainFilterDataMask = (grain: string | null | undefined, label?: string): FilterDataMask =>
  typeof grain === 'string' && grain !== ''
    ? { extraFormData: { time_grain_sqla: grain }, filterState: { value: [grain], label: label ?? grain } }
    : { extraFormData: {}, filterState: { value: null } };

/** TimeColumnFilterPlugin: the column is `granularity_sqla`, the time column the charts filter and group on. */
export const timeColumnFilterDataMask = (column: string | null | undefined): FilterDataMask =>
  typeof column === 'string' && column !== ''
    ? { extraFormData: { granularity_sqla: column }, filterState: { value: [column], label: column } }
    : { extraFormData: {}, filterState: { value: null } };

/** A filter's target column name (value and range filters). */
export const filterColumnOf = (filter: NativeFilterConfig): string | undefined => filter.targets?.[0]?.column?.name;

/** A boolean control value, with Superset's default when unset. */
export const controlValue = (filter: NativeFilterConfig, key: string, fallback = false): boolean => {
  const value = filter.controlValues?.[key];
  return typeof value === 'boolean' ? value : fallback;
};

const firstText = (value: unknown): string | null => {
  const v: unknown = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v : null;
};

const rangeBound = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The data mask a native filter produces for a value (filterState.value as its plugin keeps it):
 * one rule per filterType. A filter type Tessera does not know produces nothing.
 */
export const nativeFilterDataMask = (filter: NativeFilterConfig, value: unknown): FilterDataMask => {
  const enableEmptyFilter = controlValue(filter, 'enableEmptyFilter');
  const col = filterColumnOf(filter) ?? '';
  switch (filter.filterType) {
    case 'filter_select':
      return selectFilterDataMask(col, selectedValuesOf(value), {
        enableEmptyFilter,
        inverseSelection: controlValue(filter, 'inverseSelection'),
      });
    case 'filter_range': {
      const [lower, upper] = Array.isArray(value) ? value : [];
      return rangeFilterDataMask(col, [rangeBound(lower), rangeBound(upper)], { enableEmptyFilter });
    }
    case 'filter_time':
      return timeFilterDataMask(typeof value === 'string' ? value : null);
    case 'filter_timegrain':
      return timeGrainFilterDataMask(firstText(value));
    case 'filter_timecolumn':
      return timeColumnFilterDataMask(firstText(value));
    default:
      return { extraFormData: {}, filterState: { value: null } };
  }
};
