import type {
  ChartDataResult,
  DashboardDataset,
  DataMasksById,
  FilterDataMask,
  FilterState,
  NativeFilterConfig,
  QueryContextInput,
} from '@tessera/core';

/** Runs an options query: the dashboard's batching transport, or POST /api/v1/chart/data outside a dashboard. */
export type FilterDataLoader = (qc: QueryContextInput, signal: AbortSignal) => Promise<ChartDataResult[]>;

/** What every filter plugin receives (Superset's filter plugin props, trimmed to what the bar passes). */
export interface FilterPluginProps {
  filter: NativeFilterConfig;
  /** The filter's current selection (the bar's pending one). */
  filterState: FilterState | undefined;
  /** The dataset of the filter's target, from the dashboard's datasets answer. */
  dataset: DashboardDataset | undefined;
  /** The selection of the parent filters: a cascading child's options follow it. */
  parentMasks: DataMasksById;
  loadData: FilterDataLoader;
  /** A new selection: the data mask core built for it. */
  onChange: (mask: FilterDataMask) => void;
  /**
   * 'Select first filter value by default' found its value: the bar applies it at once so the
   * charts waiting for it query (Superset's requiredFirst).
   */
  onFirstValue?: (mask: FilterDataMask) => void;
  /** The id of the control's input, so the label focuses it. */
  inputId: string;
  /** A horizontal bar: narrower controls. */
  compact?: boolean;
}
