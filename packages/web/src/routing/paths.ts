/** The app's routes (Superset's, so bookmarks and habits carry over). */
export const ROUTES = {
  login: '/login/',
  logout: '/logout/',
  setup: '/setup/',
  home: '/tessera/welcome/',
  dashboards: '/dashboard/list/',
  /** Superset's '+ Dashboard': a new empty dashboard, opened in edit mode. */
  dashboardNew: '/dashboard/new/',
  charts: '/chart/list/',
  datasets: '/tablemodelview/list/',
  /** Superset's '+ Dataset' page. */
  datasetAdd: '/dataset/add/',
  /** Superset's new-chart page (dataset and chart type). */
  chartAdd: '/chart/add',
  databases: '/databaseview/list/',
  savedQueries: '/savedqueryview/list/',
  sqlLab: '/sqllab/',
  /** A shared SQL Lab tab (`POST /api/v1/sqllab/permalink` answers this URL). */
  sqlLabPermalink: '/sqllab/p/:key',
  explore: '/explore/',
  /** Explore permalinks under both of Superset's prefixes (the server answers `/superset/explore/p/{key}/`). */
  explorePermalink: '/superset/explore/p/:key/',
  explorePermalinkTessera: '/tessera/explore/p/:key/',
  /** A dashboard by id or slug, and its permalinks (Superset's `/superset/dashboard/…` paths redirect here). */
  dashboard: '/tessera/dashboard/:idOrSlug/',
  dashboardPermalink: '/tessera/dashboard/p/:key/',
  supersetDashboard: '/superset/dashboard/:idOrSlug/',
  supersetDashboardPermalink: '/superset/dashboard/p/:key/',
  /** Superset's 'Alerts & reports' list, one path per type. */
  alerts: '/alert/list/',
  reports: '/report/list/',
  users: '/users/list/',
  roles: '/roles/list/',
  /** Superset's row level security list. */
  rowLevelSecurity: '/rowlevelsecurity/list/',
  /** Superset's Settings › Manage › CSS Templates page. */
  cssTemplates: '/csstemplatemodelview/list/',
  /** Superset's Settings › Security › Action Log page. */
  actionLog: '/actionlog/list/',
  /** Superset's Settings › Manage › Annotation Layers, and one layer's annotations. */
  annotationLayers: '/annotationlayer/list/',
  annotations: '/annotationlayer/:layerId/annotation/',
  /** Superset's Settings › Manage › Plugins (DynamicPluginsView's list). */
  dynamicPlugins: '/dynamic-plugins/list/',
} as const;

/** The annotations page of one layer (Superset's `/annotationlayer/{pk}/annotation/`). */
export const annotationsPath = (layerId: number): string => `/annotationlayer/${layerId}/annotation/`;

/** The one path of a dashboard page: its slug when it has one, else its id. */
export const dashboardPath = (dashboard: { id: number; slug?: string | null }): string =>
  `/tessera/dashboard/${encodeURIComponent(dashboard.slug || String(dashboard.id))}/`;

/**
 * Whether a path is explore: its own route or a permalink under either prefix. Explore moves between
 * them on its own (an edit on a permalink pushes `/explore/?form_data_key=…`), which is not leaving it.
 */
export const isExplorePath = (pathname: string): boolean =>
  pathname === ROUTES.explore || /^\/(superset|tessera)\/explore\/p\/[^/]+\/?$/.test(pathname);

/** The sign-in URL that brings the user back to `path` afterwards. */
export const loginUrl = (path: string): string =>
  path === '' || path === ROUTES.login ? ROUTES.login : `${ROUTES.login}?next=${encodeURIComponent(path)}`;

/**
 * Where to go after sign-in: the `next` parameter when it is a path on this site, else home.
 * Absolute and protocol-relative URLs are refused so the parameter cannot send users elsewhere.
 */
export const safeNextPath = (next: string | null): string => {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return ROUTES.home;
  if (next === ROUTES.login || next.startsWith(`${ROUTES.login}?`)) return ROUTES.home;
  return next;
};
