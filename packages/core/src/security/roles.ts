import { ASSETS_VIEW } from '../model/import-export.js';
import {
  APP_VIEW,
  EXPLORE_VIEWS,
  GLOBAL_DATA_PERMISSIONS,
  RESOURCES,
  type PermissionTuple,
  type Resource,
} from './permissions.js';

export const BUILTIN_ROLES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

const ADMIN_ONLY: readonly Resource[] = ['User', 'Role', 'RowLevelSecurity', 'Log'];

const rw = (resources: readonly Resource[]): PermissionTuple[] =>
  resources.flatMap((r) => [['can_read', r] as const, ['can_write', r] as const]);
const read = (resources: readonly Resource[]): PermissionTuple[] => resources.map((r) => ['can_read', r] as const);
const app = (...names: string[]): PermissionTuple[] => names.map((n) => [n, APP_VIEW] as const);
const global = (...names: string[]): PermissionTuple[] => names.map((n) => [n, n] as const);
/** Superset's per-view export permission (the ZIP bundles of /api/v1/<resource>/export/). */
const exportOf = (resources: readonly Resource[]): PermissionTuple[] =>
  resources.map((r) => ['can_export', r] as const);
const EXPORTABLE: readonly Resource[] = ['Chart', 'Dashboard', 'Dataset', 'Database', 'SavedQuery'];
/**
 * The assets export and import (everything at once, import always overwriting). Superset also gives
 * them to Alpha, but overwriting databases is a Database write, which is Admin-only here.
 */
const ASSETS: PermissionTuple[] = [
  ['can_export', ASSETS_VIEW],
  ['can_import', ASSETS_VIEW],
];

/** Superset's ALPHA_ONLY_PMVS: CSV, Excel and columnar upload into databases that allow it. */
const UPLOAD: PermissionTuple[] = [['can_upload', 'Database']];

const SHARING = app('can_explore', 'can_csv', 'can_share_dashboard', 'can_share_chart', 'can_export');
const SQL_LAB = app('can_sqllab', 'can_sqllab_history');
/** Superset grants explore, its permalinks and its cached form data to every role that builds charts. */
const EXPLORE: PermissionTuple[] = [
  ['can_read', EXPLORE_VIEWS.explore],
  ['can_read', EXPLORE_VIEWS.permalink],
  ['can_write', EXPLORE_VIEWS.permalink],
  ['can_read', EXPLORE_VIEWS.formData],
  ['can_write', EXPLORE_VIEWS.formData],
];
/** Superset's LogRestApi recent activity: every role that browses charts and dashboards sees its own. */
const RECENT_ACTIVITY: PermissionTuple[] = [['can_recent_activity', 'Log']];
/**
 * Superset's DynamicPluginsView read (`/dynamic-plugins/api/read`): every signed-in role loads the
 * registered chart bundles so their charts draw; only Admin (can_write) registers them.
 */
const PLUGIN_LIST: PermissionTuple[] = [['can_read', 'DynamicPlugin']];

/**
 * Built-in roles with Superset's meaning. They are re-synced at every migrate so upgrades
 * grant new permissions; custom roles are never touched.
 */
export const BUILTIN_ROLE_PERMISSIONS: Record<BuiltinRole, readonly PermissionTuple[]> = {
  Admin: [
    ...rw(RESOURCES),
    ...SHARING,
    ...EXPLORE,
    ...RECENT_ACTIVITY,
    ...SQL_LAB,
    ...app('can_import', 'can_grant_guest_token', 'can_warm_up_cache'),
    ...UPLOAD,
    ...exportOf(EXPORTABLE),
    ...ASSETS,
    ...global(...GLOBAL_DATA_PERMISSIONS),
  ],
  Alpha: [
    ...rw(['Chart', 'Dashboard', 'Dataset', 'ReportSchedule', 'CssTemplate', 'Annotation', 'Tag']),
    ...read(['Database']),
    ...SHARING,
    ...EXPLORE,
    ...RECENT_ACTIVITY,
    ...PLUGIN_LIST,
    ...app('can_import'),
    ...UPLOAD,
    ...exportOf(['Chart', 'Dashboard', 'Dataset', 'Database']),
    ...global('all_datasource_access', 'all_database_access'),
  ],
  Gamma: [
    ...rw(['Chart', 'Dashboard']),
    ...read(['Dataset', 'Database', 'Annotation', 'Tag']),
    ...exportOf(['Chart', 'Dashboard']),
    ...SHARING,
    ...EXPLORE,
    ...RECENT_ACTIVITY,
    ...PLUGIN_LIST,
  ],
  sql_lab: [
    ...rw(['SavedQuery']),
    ...read(['Query', 'Database']),
    ...exportOf(['SavedQuery']),
    ...SQL_LAB,
    ...PLUGIN_LIST,
    ...app('can_export'),
  ],
  Public: [],
};

export const isAdminOnlyResource = (r: Resource): boolean => ADMIN_ONLY.includes(r);
