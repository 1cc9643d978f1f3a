import type { ChartDataResult, ExploreResponse, ExploreSlice, FormData } from '@tessera/core';
import type { ExploreDatasource } from '../../../controls/types';

/** Spec 02 §4: '' is the reset state before any query. */
export type ChartStatus = 'loading' | 'success' | 'rendered' | 'failed' | 'stopped' | '';

/** The explored chart's query and render state (Superset's chart entity, spec 02 §3). */
export interface ChartState {
  chartStatus: ChartStatus;
  chartAlert: string | null;
  chartStackTrace: string | null;
  chartUpdateStartTime: number;
  chartUpdateEndTime: number | null;
  /** The form data of the last query sent; the chart draws from it until the next run. */
  latestQueryFormData: FormData | null;
  queriesResponse: ChartDataResult[] | null;
  /** Set when a query should run (page load, Run); the page runs it and clears it. */
  triggerQuery: boolean;
  /** When the last successful render finished (epoch ms), 0 before any. */
  lastRendered: number;
}

export type ExploreDashboardRef = NonNullable<ExploreResponse['result']['metadata']>['dashboards'][number];

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface SaveState {
  status: SaveStatus;
  error: string | null;
}

/** Everything the explore screen edits: the dataset, the form data and the saved chart it came from. */
export interface ExploreState {
  datasource: ExploreDatasource | null;
  formData: FormData;
  /**
   * What 'unsaved changes' compares against: the saved chart's form data as explore hydrates it, or for
   * a new chart the form data it opened with. A save makes the current form data pristine.
   */
  pristineFormData: FormData;
  /** Superset's form_data_key: the cached copy of this tab's edits (POST, then PUT /explore/form_data). */
  formDataKey: string | null;
  /** The last form data of each viz type the user switched away from, restored when switching back. */
  formDataByVizType: Record<string, FormData>;
  /** Messages of failing validators by control name (visible controls only). */
  validationErrors: Record<string, string[]>;
  /** Controls whose change re-renders without a query (the current plugin's renderTrigger controls). */
  renderTriggerKeys: string[];
  /** A render-only control changed since the last run: the chart redraws from the same data. */
  triggerRender: boolean;
  slice: ExploreSlice | null;
  sliceName: string | null;
  sliceDashboards: ExploreDashboardRef[];
  standalone: boolean;
  /** `force=1`: the query the page runs on load bypasses the cache. */
  force: boolean;
  /** The server's note, such as a deleted dataset or a lost form-data key. */
  message: string | null;
  save: SaveState;
}
