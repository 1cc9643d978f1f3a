import {
  NATIVE_FILTER_PLUGIN_TYPES,
  readAdhocFilters,
  type NativeFilterPluginType,
  type AdhocFilterValue,
  type DefaultDataMask,
  type NativeFilterConfig,
  type NativeFilterScope,
} from '@tessera/core';

/** The filter types the modal offers (Superset's plugin keys), in its order: core's list. */
export type NativeFilterType = NativeFilterPluginType;

/** Types whose target is a dataset column (the others target a dataset, or nothing for time range). */
export const COLUMN_FILTER_TYPES: readonly NativeFilterType[] = ['filter_select', 'filter_range'];
/** Types that need a dataset (filter_time targets `[{}]`, as Superset saves it). */
export const DATASET_FILTER_TYPES: readonly NativeFilterType[] = [
  'filter_select',
  'filter_range',
  'filter_timegrain',
  'filter_timecolumn',
];

/** Superset's controlValues of the filter plugins, with their defaults (native_filters.json). */
export interface FilterControlValues {
  enableEmptyFilter: boolean;
  defaultToFirstItem: boolean;
  multiSelect: boolean;
  inverseSelection: boolean;
  searchAllOptions: boolean;
  sortAscending: boolean;
  creatable: boolean;
  [key: string]: unknown;
}

export const DEFAULT_CONTROL_VALUES: FilterControlValues = {
  enableEmptyFilter: false,
  defaultToFirstItem: false,
  multiSelect: true,
  inverseSelection: false,
  searchAllOptions: false,
  sortAscending: true,
  creatable: true,
};

/** One filter as the modal edits it; `rest` keeps the keys the modal does not edit, so they round-trip. */
export interface FilterDraft {
  kind: 'filter';
  id: string;
  name: string;
  description: string;
  filterType: NativeFilterType;
  datasetId: number | null;
  column: string | null;
  /** Pre-filters of the filter's own values query. */
  adhocFilters: AdhocFilterValue[];
  timeRange: string | null;
  granularitySqla: string | null;
  sortMetric: string | null;
  cascadeParentIds: string[];
  scope: NativeFilterScope;
  controlValues: FilterControlValues;
  /** The default value as Superset stores it (pre-computed extraFormData and filterState). */
  defaultDataMask: DefaultDataMask;
  rest: Record<string, unknown>;
}

export interface DividerDraft {
  kind: 'divider';
  id: string;
  title: string;
  description: string;
  rest: Record<string, unknown>;
}

export type ConfigDraft = FilterDraft | DividerDraft;

export const ROOT_SCOPE: NativeFilterScope = { rootPath: ['ROOT_ID'], excluded: [] };

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const isFilterType = (value: unknown): value is NativeFilterType =>
  typeof value === 'string' && (NATIVE_FILTER_PLUGIN_TYPES as readonly string[]).includes(value);

export const newFilterDraft = (id: string): FilterDraft => ({
  kind: 'filter',
  id,
  name: '',
  description: '',
  filterType: 'filter_select',
  datasetId: null,
  column: null,
  adhocFilters: [],
  timeRange: null,
  granularitySqla: null,
  sortMetric: null,
  cascadeParentIds: [],
  scope: ROOT_SCOPE,
  controlValues: { ...DEFAULT_CONTROL_VALUES },
  defaultDataMask: { filterState: {}, extraFormData: {} },
  rest: {},
});

export const newDividerDraft = (id: string): DividerDraft => ({
  kind: 'divider',
  id,
  title: '',
  description: '',
  rest: {},
});

const EDITED_KEYS = [
  'id',
  'type',
  'name',
  'title',
  'description',
  'filterType',
  'targets',
  'adhoc_filters',
  'time_range',
  'granularity_sqla',
  'sortMetric',
  'cascadeParentIds',
  'scope',
  'controlValues',
  'defaultDataMask',
  'chartsInScope',
  'tabsInScope',
  'requiredFirst',
];

const restOf = (entry: NativeFilterConfig): Record<string, unknown> =>
  Object.fromEntries(Object.entries(entry).filter(([key]) => !EDITED_KEYS.includes(key)));

/** A saved json_metadata.native_filter_configuration entry as the modal edits it. */
export const draftFromConfig = (entry: NativeFilterConfig): ConfigDraft => {
  if (entry.type === 'DIVIDER') {
    return {
      kind: 'divider',
      id: entry.id,
      title: entry.title ?? '',
      description: entry.description ?? '',
      rest: restOf(entry),
    };
  }
  const target = entry.targets?.[0];
  const column = target?.column?.name ?? null;
  const datasetId = target?.datasetId ?? null;
  return {
    kind: 'filter',
    id: entry.id,
    name: entry.name ?? '',
    description: entry.description ?? '',
    filterType: isFilterType(entry.filterType) ? entry.filterType : 'filter_select',
    datasetId,
    column,
    adhocFilters: readAdhocFilters(entry.adhoc_filters),
    timeRange: textOrNull(entry.time_range),
    granularitySqla: textOrNull(entry.granularity_sqla),
    sortMetric: textOrNull(entry.sortMetric),
    cascadeParentIds: entry.cascadeParentIds ?? [],
    scope: entry.scope ?? ROOT_SCOPE,
    controlValues: { ...DEFAULT_CONTROL_VALUES, ...entry.controlValues },
    defaultDataMask: entry.defaultDataMask ?? {},
    rest: restOf(entry),
  };
};

/** Superset's targets: a column target, a dataset target, or `[{}]` for a time range filter. */
const targetsOf = (draft: FilterDraft): Record<string, unknown>[] => {
  if (draft.filterType === 'filter_time' || draft.datasetId === null) return [{}];
  if (!COLUMN_FILTER_TYPES.includes(draft.filterType) || draft.column === null) return [{ datasetId: draft.datasetId }];
  return [{ datasetId: draft.datasetId, column: { name: draft.column } }];
};

/** What scoping computed for a filter: the charts and tabs its scope covers (saved denormalised, as Superset does). */
export interface ComputedScope {
  chartsInScope: number[];
  tabsInScope: string[];
}

/**
 * The native_filter_configuration entry Superset saves for a draft (its transformFormInput):
 * description trimmed, requiredFirst set by 'required' or 'select first by default', pre-filters
 * only when set, chartsInScope/tabsInScope as computed from the scope.
 */
export const configFromDraft = (draft: ConfigDraft, computed: ComputedScope): Record<string, unknown> => {
  if (draft.kind === 'divider') {
    return {
      ...draft.rest,
      id: draft.id,
      type: 'DIVIDER',
      title: draft.title.trim(),
      description: draft.description.trim(),
    };
  }
  const columnType = COLUMN_FILTER_TYPES.includes(draft.filterType);
  return {
    ...draft.rest,
    id: draft.id,
    type: 'NATIVE_FILTER',
    name: draft.name.trim(),
    description: draft.description.trim(),
    filterType: draft.filterType,
    targets: targetsOf(draft),
    controlValues: draft.controlValues,
    defaultDataMask: draft.defaultDataMask,
    cascadeParentIds: draft.cascadeParentIds,
    scope: draft.scope,
    chartsInScope: computed.chartsInScope,
    tabsInScope: computed.tabsInScope,
    ...(columnType && draft.adhocFilters.length > 0 && { adhoc_filters: draft.adhocFilters }),
    ...(columnType && draft.timeRange !== null && { time_range: draft.timeRange }),
    ...(columnType && draft.granularitySqla !== null && { granularity_sqla: draft.granularitySqla }),
    ...(draft.filterType === 'filter_select' && { sortMetric: draft.sortMetric }),
    requiredFirst: draft.controlValues.enableEmptyFilter || draft.controlValues.defaultToFirstItem,
  };
};
