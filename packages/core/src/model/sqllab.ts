import { z } from 'zod';
import { LIMITING_FACTORS } from '../query/sql-script.js';

/** Superset's QueryStatus. */
export const QUERY_STATUSES = [
  'stopped',
  'failed',
  'pending',
  'running',
  'scheduled',
  'success',
  'fetching',
  'timed_out',
] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

/** Superset's SQL_MAX_ROW default: no SQL Lab result holds more rows. */
export const SQL_MAX_ROW = 100_000;
/** Superset's DEFAULT_SQLLAB_LIMIT: the editor's row limit until one is picked. */
export const DEFAULT_SQLLAB_LIMIT = 1000;

const name = (max: number) => z.string().max(max).nullable().optional();
/** Superset's tmp_table_name pattern (CTAS / CVAS targets). */
const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `POST /api/v1/sqllab/execute/` (Superset's ExecutePayloadSchema). */
export const SqlLabExecuteSchema = z.object({
  database_id: z.number().int().positive(),
  sql: z.string().min(1, 'sql: SQL is required').max(1_000_000),
  client_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,11}$/, 'client_id: up to 11 letters, digits, - or _')
    .nullable()
    .optional(),
  queryLimit: z.number().int().min(0).nullable().optional(),
  sql_editor_id: name(256),
  catalog: name(256),
  schema: name(256),
  tab: name(256),
  ctas_method: z.enum(['TABLE', 'VIEW']).nullable().optional(),
  /** A JSON object as text, as the SQL Lab page sends it. */
  templateParams: z.string().max(65_536).nullable().optional(),
  tmp_table_name: z.string().regex(TABLE_NAME, 'tmp_table_name: not a valid table name').nullable().optional(),
  select_as_cta: z.boolean().nullable().optional(),
  json: z.boolean().nullable().optional(),
  runAsync: z.boolean().nullable().optional(),
  expand_data: z.boolean().nullable().optional(),
  /**
   * Tessera: how many of the result's rows the answer's `data` carries; the rest stay in the
   * results backend and are read by page (`results/` with `offset` and `rows`), so a large result's
   * first rows are drawn before the rest has crossed the wire. Absent: every row, as Superset.
   */
  data_rows: z.number().int().min(1).nullable().optional(),
});
export type SqlLabExecute = z.infer<typeof SqlLabExecuteSchema>;

/** Query.to_dict(): the query object SQL Lab's execute, results and updated_since answer with. */
export const SqlLabQuerySchema = z.object({
  changed_on: z.string().nullable(),
  changedOn: z.number().nullable(),
  dbId: z.number().int(),
  db: z.string(),
  endDttm: z.number().nullable(),
  errorMessage: z.string().nullable(),
  executedSql: z.string().nullable(),
  /** The client's id of the query (Superset keeps `id` for client_id here). */
  id: z.string(),
  queryId: z.number().int(),
  limit: z.number().nullable(),
  limitingFactor: z.enum(LIMITING_FACTORS).nullable(),
  progress: z.number(),
  rows: z.number().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  ctas: z.boolean(),
  serverId: z.number().int(),
  sql: z.string(),
  sqlEditorId: z.string().nullable(),
  startDttm: z.number().nullable(),
  state: z.enum(QUERY_STATUSES),
  tab: z.string().nullable(),
  tempSchema: z.string().nullable(),
  tempTable: z.string().nullable(),
  userId: z.number().int().nullable(),
  user: z.string().nullable(),
  resultsKey: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
});
export type SqlLabQuery = z.infer<typeof SqlLabQuerySchema>;

/** One column of a SQL Lab result (Superset's ResultSetColumnType). */
export const SqlLabColumnSchema = z.object({
  column_name: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  type_generic: z.number().nullable(),
  is_dttm: z.boolean(),
});
export type SqlLabColumn = z.infer<typeof SqlLabColumnSchema>;

/** Superset's QueryExecutionResponseSchema: 200 when done, 202 while an async query runs. */
export const SqlLabExecutionResponseSchema = z.object({
  status: z.enum(QUERY_STATUSES),
  data: z.array(z.record(z.string(), z.unknown())),
  columns: z.array(SqlLabColumnSchema),
  selected_columns: z.array(SqlLabColumnSchema),
  expanded_columns: z.array(SqlLabColumnSchema),
  query: SqlLabQuerySchema,
  query_id: z.number().int(),
});
export type SqlLabExecutionResponse = z.infer<typeof SqlLabExecutionResponseSchema>;

/** `GET /api/v1/sqllab/results/?q=(key:...)` (Superset's sql_lab_get_results_schema). */
export const SqlLabResultsQuerySchema = z.object({
  key: z.string().min(1).max(256),
  rows: z.number().int().min(0).optional(),
  /** Tessera: the first row answered (a page of the result, with `rows`); 0 when absent. */
  offset: z.number().int().min(0).optional(),
});

/** `GET /api/v1/query/updated_since?q=(last_updated_ms:...)`. */
export const QueryUpdatedSinceSchema = z.object({ last_updated_ms: z.number().min(0) });

/** `POST /api/v1/query/stop`. */
export const QueryStopSchema = z.object({ client_id: z.string().min(1).max(11) });

/** `POST /api/v1/sqllab/format_sql/` (Superset's FormatQueryPayloadSchema). */
export const SqlLabFormatSchema = z.object({
  sql: z.string().min(1, 'sql: SQL is required').max(1_000_000),
  engine: z.string().max(64).nullable().optional(),
  database_id: z.number().int().positive().nullable().optional(),
  template_params: z.string().max(65_536).nullable().optional(),
});

/** `POST /api/v1/sqllab/estimate/` (Superset's EstimateQueryCostSchema). */
export const SqlLabEstimateSchema = z.object({
  database_id: z.number().int().positive(),
  sql: z.string().min(1, 'sql: SQL is required').max(1_000_000),
  template_params: z.record(z.string(), z.unknown()).nullable().optional(),
  catalog: name(256),
  schema: name(256),
});

/** `POST /api/v1/sqllab/permalink` (Superset's SqlLabPermalinkSchema): the tab a shared link opens. */
export const SqlLabPermalinkStateSchema = z.object({
  dbId: z.number().int().positive(),
  sql: z.string().max(1_000_000),
  name: z.string().max(256).nullable().optional(),
  catalog: name(256),
  schema: name(256),
  templateParams: z.string().max(65_536).nullable().optional(),
  autorun: z.boolean().nullable().optional(),
});
export type SqlLabPermalinkState = z.infer<typeof SqlLabPermalinkStateSchema>;

/** The SPA path a SQL Lab permalink opens. */
export const sqlLabPermalinkUrl = (key: string): string => `/sqllab/p/${key}`;

/** The `queryEditor` JSON of `POST /tabstateview/` (Superset's TabStateView.post). */
export const TabStateCreateSchema = z.object({
  title: z.string().max(256).nullable().optional(),
  name: z.string().max(256).nullable().optional(),
  dbId: z.number().int().positive().nullable().optional(),
  catalog: name(256),
  schema: name(256),
  sql: z.string().max(1_000_000).nullable().optional(),
  queryLimit: z.number().int().min(0).nullable().optional(),
  autorun: z.boolean().nullable().optional(),
  hideLeftBar: z.boolean().nullable().optional(),
  templateParams: z.string().max(65_536).nullable().optional(),
  remoteId: z.number().int().positive().nullable().optional(),
});
export type TabStateCreate = z.infer<typeof TabStateCreateSchema>;

/** `PUT /tabstateview/{id}`: the tab's fields by their column names (Superset sends each JSON-encoded). */
export const TabStateUpdateSchema = z
  .object({
    label: z.string().max(256),
    database_id: z.number().int().positive().nullable(),
    catalog: z.string().max(256).nullable(),
    schema: z.string().max(256).nullable(),
    sql: z.string().max(1_000_000),
    query_limit: z.number().int().min(0).nullable(),
    autorun: z.boolean(),
    hide_left_bar: z.boolean(),
    template_params: z.string().max(65_536).nullable(),
    saved_query_id: z.number().int().positive().nullable(),
    extra_json: z.string().max(1_000_000).nullable(),
    latest_query_id: z.string().max(11).nullable(),
  })
  .partial()
  .strict();
export type TabStateUpdate = z.infer<typeof TabStateUpdateSchema>;

/** The `table` JSON of `POST /tableschemaview/` (Superset's TableSchemaView.post): a table opened in a tab. */
export const TableSchemaCreateSchema = z
  .object({
    dbId: z.number().int().positive(),
    queryEditorId: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
    name: z.string().min(1).max(256),
    catalog: name(256),
    schema: name(256),
  })
  .passthrough();
export type TableSchemaCreate = z.infer<typeof TableSchemaCreateSchema>;

/** `POST /tabstateview/{id}/migrate_query` (form field `queryId`: the query's client id). */
export const TabStateMigrateQuerySchema = z.object({ queryId: z.string().min(1).max(11) });

/** `POST /api/v1/dataset/get_or_create/` (Superset's GetOrCreateDatasetSchema). */
export const DatasetGetOrCreateSchema = z.object({
  table_name: z.string().min(1, 'table_name: a table name is required').max(250),
  database_id: z.number().int().positive(),
  catalog: name(256),
  schema: name(256),
  template_params: z.string().max(65_536).nullable().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  normalize_columns: z.boolean().optional(),
});
export type DatasetGetOrCreate = z.infer<typeof DatasetGetOrCreateSchema>;

/**
 * The `form_data` JSON of the SQL Lab hand-off (`POST /sqllab/`): Superset's explore posts the
 * dataset's key and its SQL so SQL Lab opens a tab with them.
 */
export const SqlLabHandoffSchema = z.object({
  datasourceKey: z.string().regex(/^\d+__table$/, "datasourceKey: a dataset key like '12__table'"),
  sql: z.string().max(1_000_000),
  title: z.string().max(256).optional(),
});
export type SqlLabHandoff = z.infer<typeof SqlLabHandoffSchema>;

/** A table opened in a SQL Lab tab (Superset's TableSchema.to_dict()). */
export interface TableSchemaDict {
  id: number;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  description: unknown;
  expanded: boolean;
}

/** Superset's TabState.to_dict(): the tab, its open tables and its latest query. */
export interface TabStateDict {
  id: number;
  user_id: number;
  label: string;
  active: boolean;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  table_schemas: TableSchemaDict[];
  sql: string;
  queryLimit: number | null;
  latest_query: SqlLabQuery | null;
  autorun: boolean;
  template_params: string | null;
  hide_left_bar: boolean;
  saved_query: { id: number } | null;
  extra_json: string | null;
}

/** A database as SQL Lab's bootstrap lists it. */
export interface SqlLabDatabase {
  id: number;
  database_name: string;
  backend: string;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_file_upload: boolean;
  expose_in_sqllab: boolean;
  force_ctas_schema: string | null;
  allows_cost_estimate: boolean;
  allows_subquery: boolean;
  allows_virtual_table_explore: boolean;
}

/** `GET /api/v1/sqllab/`'s result (Superset's SqlLabBootstrapSchema). */
export interface SqlLabBootstrap {
  active_tab: TabStateDict | null;
  databases: Record<string, SqlLabDatabase>;
  queries: Record<string, SqlLabQuery>;
  tab_state_ids: [number, string][];
}

/** One query as `GET /api/v1/query/` and `/api/v1/query/{pk}` answer it (Superset's QueryRestApi columns). */
export interface QueryListItem {
  id: number;
  client_id: string;
  changed_on: string | null;
  database: { id: number; database_name: string };
  user: { id: number; username: string | null } | null;
  end_time: number | null;
  start_time: number | null;
  error_message: string | null;
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: string | null;
  progress: number;
  results_key: string | null;
  rows: number | null;
  catalog: string | null;
  schema: string | null;
  select_as_cta: boolean;
  select_sql: string | null;
  sql: string;
  sql_editor_id: string | null;
  /** A QueryStatus, as stored. */
  status: string;
  tab_name: string | null;
  tmp_schema_name: string | null;
  tmp_table_name: string | null;
  tracking_url: null;
}
