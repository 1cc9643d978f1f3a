import {
  CATEGORICAL_SCHEMES,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_SEQUENTIAL_SCHEME,
  migrateLegacyFormData,
  SEQUENTIAL_SCHEMES,
  withControlDefaults,
  type ControlPanelConfig,
  type ExploreResponse,
  type FormData,
} from '@tessera/core';
import { renderTriggerKeys, validateFormData } from './control-logic';
import { withCompatibleValues, withTemporalDefaults } from './datasource-compat';
import { withDefaultTimeFilter } from './default-time-filter';
import type { ChartState, ExploreState } from './types';
import type { ExploreUrlParams } from './url-params';

export const DEFAULT_VIZ_TYPE = 'table';
/** Superset's NO_TIME_RANGE: the built-in default time filter. */
export const NO_TIME_RANGE = 'No filter';

type ExploreResult = ExploreResponse['result'];

/**
 * The saved form data, a chart of one of Superset's older types converted to its successor as
 * Superset's viz migrations do (core's migrateLegacyFormData; the server's explore answer already
 * does it, this covers form data cached or linked before the conversion existed).
 */
export const savedFormData = (result: ExploreResult): ExploreResult['form_data'] => {
  const vizType = result.form_data['viz_type'];
  if (typeof vizType !== 'string') return result.form_data;
  const migrated = migrateLegacyFormData(vizType, result.form_data);
  return migrated.params === result.form_data ? result.form_data : { ...migrated.params, viz_type: migrated.vizType };
};

/** Spec 02 §4: the URL's viz type, else the saved chart's, else the default. */
export const resolveVizType = (result: ExploreResult, url: Pick<ExploreUrlParams, 'vizType'>): string => {
  const saved = savedFormData(result)['viz_type'] ?? result.slice?.form_data['viz_type'];
  return url.vizType ?? (typeof saved === 'string' && saved !== '' ? saved : DEFAULT_VIZ_TYPE);
};

/** A saved colour scheme that no longer exists falls back to the default one. */
const withKnownSchemes = (formData: FormData): FormData => {
  const next = { ...formData };
  const categorical = next['color_scheme'];
  if (typeof categorical === 'string' && !CATEGORICAL_SCHEMES.some((s) => s.id === categorical)) {
    next['color_scheme'] = DEFAULT_COLOR_SCHEME;
  }
  const sequential = next['linear_color_scheme'];
  if (typeof sequential === 'string' && !SEQUENTIAL_SCHEMES.some((s) => s.id === sequential)) {
    next['linear_color_scheme'] = DEFAULT_SEQUENTIAL_SCHEME;
  }
  return next;
};

const datasourceKey = (result: ExploreResult, url: ExploreUrlParams): string => {
  if (result.dataset !== null) return `${result.dataset.id}__table`;
  const saved = result.form_data['datasource'];
  if (typeof saved === 'string' && saved !== '') return saved;
  return url.datasetId === null ? '' : `${url.datasetId}__table`;
};

/**
 * The starting form data: saved values, URL overrides, defaults, then checked against the
 * dataset; a new chart also gets the temporal column's 'No filter' time filter.
 */
export const initialFormData = (result: ExploreResult, url: ExploreUrlParams, panel: ControlPanelConfig): FormData => {
  const base: FormData = {
    ...savedFormData(result),
    viz_type: resolveVizType(result, url),
    datasource: datasourceKey(result, url),
  };
  const timeRange = base['time_range'];
  if (typeof timeRange !== 'string' || timeRange === '') base['time_range'] = NO_TIME_RANGE;
  if (url.dashboardId !== null) base['dashboardId'] = url.dashboardId;
  if (Object.keys(url.urlParams).length > 0) base['url_params'] = url.urlParams;
  const compatible = withCompatibleValues(panel, withControlDefaults(panel, withKnownSchemes(base)), result.dataset);
  const temporal = withTemporalDefaults(panel, compatible, result.dataset);
  return withDefaultTimeFilter(temporal, { panel, datasource: result.dataset, isSavedChart: result.slice !== null });
};

export const initialChartState = (triggerQuery: boolean): ChartState => ({
  chartStatus: triggerQuery ? 'loading' : '',
  chartAlert: null,
  chartStackTrace: null,
  chartUpdateStartTime: 0,
  chartUpdateEndTime: null,
  latestQueryFormData: null,
  queriesResponse: null,
  triggerQuery,
  lastRendered: 0,
});

export interface HydratedExplore {
  explore: ExploreState;
  chart: ChartState;
}

/**
 * The explore and chart state for a `GET /api/v1/explore/` answer. A chart that can be queried
 * (a dataset, no validation errors) is queried at once.
 */
export const hydrateExplore = (
  result: ExploreResult,
  url: ExploreUrlParams,
  panel: ControlPanelConfig,
): HydratedExplore => {
  const formData = initialFormData(result, url, panel);
  // A reloaded form_data_key or permalink holds edits: the saved chart underneath is what they change.
  const restored = url.formDataKey !== null || url.permalinkKey !== null;
  const pristineFormData =
    result.slice !== null && restored
      ? initialFormData({ ...result, form_data: result.slice.form_data }, { ...url, vizType: null }, panel)
      : formData;
  const validationErrors = validateFormData(panel, formData, result.dataset);
  const canQuery = result.dataset !== null && Object.keys(validationErrors).length === 0;
  return {
    explore: {
      datasource: result.dataset,
      formData,
      pristineFormData,
      formDataKey: url.formDataKey,
      formDataByVizType: {},
      validationErrors,
      renderTriggerKeys: renderTriggerKeys(panel),
      triggerRender: false,
      slice: result.slice,
      sliceName: result.slice?.slice_name ?? null,
      sliceDashboards: result.metadata?.dashboards ?? [],
      standalone: url.standalone,
      force: url.force,
      message: result.message,
      save: { status: 'idle', error: null },
    },
    chart: initialChartState(canQuery),
  };
};
