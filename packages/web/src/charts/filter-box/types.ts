import type { FilterBoxSelection, FilterScalar, FormData } from '@tessera/core';

/** One choice of a field: the value and, with a sort metric, its metric value. */
export interface FilterBoxOption {
  value: FilterScalar;
  metric: number | null;
}

/** One selector of the box (spec 02 §3 filter-box config). */
export interface FilterBoxFieldProps {
  column: string;
  label: string;
  options: FilterBoxOption[];
  multiple: boolean;
  /** Required is the inverse of clearable. */
  clearable: boolean;
  searchAllOptions: boolean;
  /** The sort metric shown beside each choice, when set. */
  metric: string | null;
}

export interface FilterBoxTransformedProps {
  width: number;
  height: number;
  /** The chart's form data (with the dashboard's extra_form_data): the search and time column lookups query with it. */
  formData: FormData;
  fields: FilterBoxFieldProps[];
  /** The date range selector (date_filter). */
  showDateFilter: boolean;
  showTimeGrain: boolean;
  showTimeColumn: boolean;
  /** Off, changes wait for Apply (spec 01 §4 'Filter box selection'). */
  instantFiltering: boolean;
  /** The applied selection: the dashboard's (its mask or defaults), else the form data's defaults. */
  selection: FilterBoxSelection;
}
