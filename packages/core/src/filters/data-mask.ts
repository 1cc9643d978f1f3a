import type { AdhocFilter } from '../query/build-query-object.js';
import type { QueryFilter } from '../query/query-object.js';

/** A chart's own state (Superset's data-mask ownState), such as a server-paginated table's page and sort. */
export type ChartOwnState = Record<string, unknown>;

/** One value a cross-filter selects: a slice, a series' dimension or a table cell. */
export type CrossFilterValue = string | number | boolean | null;

/** One filter of a data mask's extraFormData (Superset's QueryObjectFilterClause as cross-filters emit it). */
export interface CrossFilterClause {
  col: string;
  op: 'IN' | 'NOT IN';
  val: CrossFilterValue[];
}

/** What a chart's data mask adds to the other charts' form data. */
export interface DataMaskExtraFormData {
  filters?: CrossFilterClause[];
}

/** What a chart keeps of its own filter, so it can show what is selected (Superset's FilterState). */
export interface FilterState {
  value?: unknown;
  selectedValues?: unknown[] | null;
  label?: string;
  /** A select filter's inverse selection: the values are excluded (NOT IN). */
  excludeFilterValues?: boolean;
  /** Set by a filter whose value is required and missing, as Superset's plugins do. */
  validateStatus?: 'error' | 'warning' | 'validating';
  validateMessage?: string | false;
}

/** A data mask: how a chart filters the others (cross-filters) — Superset's shape. */
export interface DataMask {
  extraFormData?: DataMaskExtraFormData;
  filterState?: FilterState;
  ownState?: ChartOwnState;
}

/**
 * What dashboards (native filters, cross-filters) add to a chart's form data (`extra_form_data`),
 * Superset's ExtraFormData: the append keys (ExtraFormDataAppend) and the override keys
 * (ExtraFormDataOverrideRegular and ExtraFormDataOverrideExtras).
 */
export interface ExtraFormData {
  filters?: QueryFilter[];
  adhoc_filters?: AdhocFilter[];
  interactive_groupby?: string[];
  interactive_highlight?: string[];
  interactive_drilldown?: string[];
  custom_form_data?: unknown;
  granularity?: string;
  time_range?: string;
  granularity_sqla?: string;
  time_column?: string;
  time_grain?: string;
  time_grain_sqla?: string;
  relative_start?: 'today' | 'now';
  relative_end?: 'today' | 'now';
}

/** One entry of a dashboard's data mask state (Superset's DataMaskWithId): a native filter's or a chart's. */
export interface DataMaskWithId {
  id: string;
  extraFormData: ExtraFormData;
  filterState: FilterState;
  ownState: ChartOwnState;
}

/** A dashboard's data masks by id (Superset's DataMaskStateWithId). */
export type DataMaskStateWithId = Record<string, DataMaskWithId>;

/** What a filter plugin dispatches for a value: its extraFormData and filterState. */
export type FilterDataMask = Pick<DataMaskWithId, 'extraFormData' | 'filterState'>;
