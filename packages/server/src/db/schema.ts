import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { QueriesTable, TableSchemaTable, TabStateTable } from './sqllab-schema.js';

/** 0/1 flags: see migrations/helpers.ts for why booleans are integers. */
type Flag = number;
type Iso = string;

interface Audit {
  created_on: Iso | null;
  changed_on: Iso | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  active: Generated<Flag>;
  login_count: Generated<number>;
  fail_login_count: Generated<number>;
  last_login: Iso | null;
  created_on: Iso | null;
  changed_on: Iso | null;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  builtin: Generated<Flag>;
}

export interface NamedTable {
  id: Generated<number>;
  name: string;
}

export interface PermissionViewsTable {
  id: Generated<number>;
  permission_id: number;
  view_menu_id: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  csrf_token: string;
  created_on: Iso;
  expires_at: Iso;
}

export interface DatabasesTable extends Audit {
  id: Generated<number>;
  uuid: string;
  database_name: string;
  engine: string;
  sqlalchemy_uri: string;
  parameters: string;
  encrypted_password: string | null;
  cache_timeout: number | null;
  extra: string;
  is_managed_externally: Generated<Flag>;
  expose_in_sqllab: Flag;
  allow_run_async: Flag;
  allow_dml: Flag;
  allow_file_upload: Flag;
  /** Superset's allow_ctas / allow_cvas: SQL Lab may CREATE TABLE / VIEW AS its SELECT. */
  allow_ctas: Generated<Flag>;
  allow_cvas: Generated<Flag>;
  /** Where CTAS / CVAS tables go regardless of the editor's schema (Superset's force_ctas_schema). */
  force_ctas_schema: string | null;
}

/** Superset's ssh_tunnels: the bastion one database is reached through; secrets encrypted (auth/secrets.ts). */
export interface SshTunnelsTable extends Audit {
  id: Generated<number>;
  database_id: number;
  server_address: string;
  server_port: number;
  username: string;
  encrypted_password: string | null;
  encrypted_private_key: string | null;
  encrypted_private_key_password: string | null;
}

export interface DatasetsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table_name: string;
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  warning_markdown: string | null;
  extra: string | null;
  template_params: string | null;
  fetch_values_predicate: string | null;
  default_endpoint: string | null;
  row_count: number | null;
  is_managed_externally: Generated<Flag>;
  external_url: string | null;
  normalize_columns: Generated<Flag>;
  always_filter_main_dttm: Generated<Flag>;
  filter_select_enabled: Generated<Flag>;
  offset: Generated<number>;
}

export interface DatasetColumnsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  dataset_id: number;
  column_name: string;
  verbose_name: string | null;
  description: string | null;
  expression: string | null;
  type: string | null;
  type_generic: number | null;
  is_dttm: Flag;
  is_active: Flag;
  filterable: Flag;
  groupby: Flag;
  python_date_format: string | null;
  advanced_data_type: string | null;
  extra: string | null;
}

export interface DatasetMetricsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  dataset_id: number;
  metric_name: string;
  verbose_name: string | null;
  description: string | null;
  expression: string;
  metric_type: string | null;
  d3format: string | null;
  currency: string | null;
  warning_text: string | null;
  certified_by: string | null;
  certification_details: string | null;
  extra: string | null;
}

export interface LogsTable {
  id: Generated<number>;
  action: string;
  user_id: number | null;
  json: string | null;
  dashboard_id: number | null;
  slice_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
  dttm: Iso;
}

export interface ChartsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  slice_name: string;
  description: string | null;
  viz_type: string;
  datasource_id: number | null;
  datasource_type: string;
  params: string;
  query_context: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: Generated<Flag>;
  external_url: string | null;
  last_saved_at: Iso | null;
  last_saved_by_fk: number | null;
}

export interface RlsFiltersTable extends Audit {
  id: Generated<number>;
  name: string;
  description: string | null;
  filter_type: 'Regular' | 'Base';
  group_key: string | null;
  clause: string;
}

export interface DB {
  users: UsersTable;
  roles: RolesTable;
  permissions: NamedTable;
  view_menus: NamedTable;
  permission_views: PermissionViewsTable;
  role_permission_views: { role_id: number; permission_view_id: number };
  user_roles: { user_id: number; role_id: number };
  sessions: SessionsTable;
  databases: DatabasesTable;
  ssh_tunnels: SshTunnelsTable;
  datasets: DatasetsTable;
  dataset_owners: { dataset_id: number; user_id: number };
  dataset_columns: DatasetColumnsTable;
  dataset_metrics: DatasetMetricsTable;
  logs: LogsTable;
  charts: ChartsTable;
  chart_owners: { chart_id: number; user_id: number };
  rls_filters: RlsFiltersTable;
  rls_filter_roles: { rls_filter_id: number; role_id: number };
  rls_filter_tables: { rls_filter_id: number; dataset_id: number };
  dashboards: DashboardsTable;
  dashboard_owners: { dashboard_id: number; user_id: number };
  dashboard_roles: { dashboard_id: number; role_id: number };
  dashboard_charts: { dashboard_id: number; chart_id: number };
  favourites: FavoritesTable;
  key_value: KeyValueTable;
  filter_sets: FilterSetsTable;
  annotation_layers: AnnotationLayersTable;
  annotations: AnnotationsTable;
  css_templates: CssTemplatesTable;
  dynamic_plugins: DynamicPluginsTable;
  saved_queries: SavedQueriesTable;
  queries: QueriesTable;
  tab_state: TabStateTable;
  table_schema: TableSchemaTable;
  report_schedules: ReportSchedulesTable;
  report_owners: { report_schedule_id: number; user_id: number };
  report_recipients: ReportRecipientsTable;
  report_execution_logs: ReportExecutionLogsTable;
  report_schedule_locks: ReportScheduleLocksTable;
  report_deliveries: { report_schedule_id: number; scheduled_dttm: Iso; created_on: Iso };
  embedded_dashboards: EmbeddedDashboardsTable;
  guest_token_revocations: { jti: string; expires_on: Iso };
  guest_token_generation: { id: number; generation: number };
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdateRow = Updateable<UsersTable>;
export type DatabaseRow = Selectable<DatabasesTable>;
export type SshTunnelRow = Selectable<SshTunnelsTable>;
export type DatasetRow = Selectable<DatasetsTable>;

export interface DashboardsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  dashboard_title: string;
  slug: string | null;
  description: string | null;
  css: string | null;
  position_json: string | null;
  json_metadata: string | null;
  published: Generated<Flag>;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: Generated<Flag>;
  external_url: string | null;
}

/** Superset's FavStar: `class_name` is 'slice' for charts and 'Dashboard' for dashboards. */
export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  class_name: string;
  obj_id: number;
  created_on: Iso;
}

/** Superset's FilterSet: a named data mask of a dashboard, owned by the dashboard or by one user. */
export interface FilterSetsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  name: string;
  description: string | null;
  json_metadata: string;
  dashboard_id: number;
  owner_id: number;
  owner_type: string;
}

/** Superset's embedded_dashboards: `allowed_domains` is a JSON array of origins. */
export interface EmbeddedDashboardsTable extends Audit {
  uuid: string;
  dashboard_id: number;
  allowed_domains: string;
}

/** Superset's key_value store (permalinks, cached explore form data); `uuid` is the lookup key. */
export interface KeyValueTable {
  id: Generated<number>;
  uuid: string;
  resource: string;
  value: string;
  created_on: Iso;
  created_by_fk: number | null;
  expires_on: Iso | null;
}

export interface AnnotationLayersTable extends Audit {
  id: Generated<number>;
  name: string;
  descr: string | null;
}

/** Superset's css_templates: a named block of CSS offered to dashboards. */
export interface CssTemplatesTable extends Audit {
  id: Generated<number>;
  template_name: string;
  css: Generated<string>;
}

/** Superset's dynamic_plugins: a chart plugin bundle registered by URL; `key` is the viz_type it draws. */
export interface DynamicPluginsTable extends Audit {
  id: Generated<number>;
  name: string;
  key: string;
  bundle_url: string;
}

export interface AnnotationsTable extends Audit {
  id: Generated<number>;
  layer_id: number;
  short_descr: string | null;
  long_descr: string | null;
  start_dttm: Iso;
  end_dttm: Iso;
  json_metadata: string | null;
}

/** SQL Lab's saved queries; `user_id` is the owner Superset filters on. */
export interface SavedQueriesTable extends Audit {
  id: Generated<number>;
  uuid: string;
  user_id: number | null;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  label: string;
  description: string | null;
  sql: string;
  template_parameters: string | null;
  extra_json: string | null;
}

/** Superset's ReportSchedule; JSON columns are text, `last_state` one of core's REPORT_STATES. */
export interface ReportSchedulesTable extends Audit {
  id: Generated<number>;
  uuid: string;
  type: string;
  name: string;
  description: string | null;
  context_markdown: string | null;
  crontab: string;
  timezone: Generated<string>;
  creation_method: Generated<string>;
  dashboard_id: number | null;
  chart_id: number | null;
  database_id: number | null;
  sql: string | null;
  validator_type: string | null;
  validator_config_json: string | null;
  report_format: Generated<string>;
  custom_width: number | null;
  working_timeout: Generated<number>;
  grace_period: Generated<number>;
  log_retention: Generated<number>;
  last_eval_dttm: Iso | null;
  last_state: Generated<string>;
  last_value: number | null;
  last_value_row_json: string | null;
  extra_json: Generated<string>;
  active: Generated<Flag>;
  force_screenshot: Generated<Flag>;
}

export interface ReportRecipientsTable {
  id: Generated<number>;
  report_schedule_id: number;
  type: string;
  recipient_config_json: string;
}

export interface ReportExecutionLogsTable {
  id: Generated<number>;
  uuid: string;
  report_schedule_id: number;
  scheduled_dttm: Iso;
  start_dttm: Iso | null;
  end_dttm: Iso | null;
  value: number | null;
  value_row_json: string | null;
  state: string;
  error_message: string | null;
}

/** One row per (schedule, tick): the unique key makes exactly one worker run each tick. */
export interface ReportScheduleLocksTable {
  report_schedule_id: number;
  scheduled_dttm: Iso;
  worker: string;
  created_on: Iso;
}
