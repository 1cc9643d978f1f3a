/** The explore page's URL parameters (spec 02 §2), typed. */
export interface ExploreUrlParams {
  datasetId: number | null;
  sliceId: number | null;
  vizType: string | null;
  standalone: boolean;
  force: boolean;
  dashboardId: number | null;
  formDataKey: string | null;
  permalinkKey: string | null;
  /** Every other parameter: the chart's `url_params` (Jinja and filters read them). */
  urlParams: Record<string, string>;
}

/** Parameters that steer the page itself and are not passed on to the chart. */
const RESERVED = new Set([
  'dataset_id',
  'datasource_id',
  'datasource_type',
  'slice_id',
  'viz_type',
  'standalone',
  'force',
  'dashboard_id',
  'form_data_key',
  'permalink_key',
  'edit',
]);

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

const text = (raw: string | null): string | null => (raw === null || raw.trim() === '' ? null : raw.trim());

const flag = (raw: string | null): boolean => raw !== null && ['1', 'true'].includes(raw.toLowerCase());

/** Reads the URL; `permalinkKey` comes from the path (`/explore/p/:key/`) when given. */
export const parseExploreUrl = (params: URLSearchParams, pathPermalinkKey?: string): ExploreUrlParams => {
  const urlParams: Record<string, string> = {};
  params.forEach((value, key) => {
    if (!RESERVED.has(key)) urlParams[key] = value;
  });
  return {
    datasetId: positiveInt(params.get('dataset_id')) ?? positiveInt(params.get('datasource_id')),
    sliceId: positiveInt(params.get('slice_id')),
    vizType: text(params.get('viz_type')),
    // 3 is report mode: the chart alone with its title, as the report renderer exports it.
    standalone: flag(params.get('standalone')) || params.get('standalone') === '3',
    force: flag(params.get('force')),
    dashboardId: positiveInt(params.get('dashboard_id')),
    formDataKey: text(params.get('form_data_key')),
    permalinkKey: text(pathPermalinkKey ?? null) ?? text(params.get('permalink_key')),
    urlParams,
  };
};

/** Nothing to open: no dataset, no chart, no stored state (the 'Missing URL parameters' warning). */
export const isMissingParams = (url: ExploreUrlParams): boolean =>
  url.datasetId === null && url.sliceId === null && url.permalinkKey === null && url.formDataKey === null;

/** The `GET /api/v1/explore/` query string for the URL. */
export const exploreQueryString = (url: ExploreUrlParams): string => {
  const q = new URLSearchParams();
  if (url.sliceId !== null) q.set('slice_id', String(url.sliceId));
  if (url.datasetId !== null) {
    q.set('dataset_id', String(url.datasetId));
    q.set('datasource_type', 'table');
  }
  if (url.permalinkKey !== null) q.set('permalink_key', url.permalinkKey);
  if (url.formDataKey !== null) q.set('form_data_key', url.formDataKey);
  return q.toString();
};

/** The URL of a saved chart, as Superset rewrites it after a save. */
export const sliceUrl = (sliceId: number): string => `/explore/?slice_id=${sliceId}`;

/** What the URL of an explore history entry carries. */
export interface ExploreStateUrl {
  formDataKey: string | null;
  sliceId: number | null;
  datasetId: number | null;
  standalone: boolean;
  urlParams: Record<string, string>;
}

/**
 * Superset's updateHistory / mountExploreUrl: `/explore/?form_data_key=KEY&slice_id=N` for a saved
 * chart, `datasource_id=N&datasource_type=table` for a new one, then the chart's url_params. The viz
 * type stays out: the cached form data holds it, and a URL viz_type would override it on reload.
 */
export const exploreStateUrl = (state: ExploreStateUrl): string => {
  const q = new URLSearchParams();
  if (state.formDataKey !== null) q.set('form_data_key', state.formDataKey);
  if (state.sliceId !== null) q.set('slice_id', String(state.sliceId));
  else if (state.datasetId !== null) {
    q.set('datasource_id', String(state.datasetId));
    q.set('datasource_type', 'table');
  }
  if (state.standalone) q.set('standalone', '1');
  for (const [name, value] of Object.entries(state.urlParams)) {
    if (!RESERVED.has(name)) q.set(name, value);
  }
  return `/explore/?${q.toString()}`;
};
