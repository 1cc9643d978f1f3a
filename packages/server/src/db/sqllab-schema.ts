import type { Generated } from 'kysely';

/** 0/1 flags and ISO-8601 text times, as in schema.ts. */
type Flag = number;
type Iso = string;

/** Superset's Query: one SQL Lab run, keyed for the client by `client_id`. Times are ISO text. */
export interface QueriesTable {
  id: Generated<number>;
  client_id: string;
  database_id: number;
  user_id: number | null;
  status: string;
  tab_name: string | null;
  sql_editor_id: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  /** The statement whose rows are shown, as the limiter wrapped it. */
  select_sql: string | null;
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: string | null;
  select_as_cta: Generated<Flag>;
  ctas_method: string | null;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  progress: Generated<number>;
  rows: number | null;
  error_message: string | null;
  results_key: string | null;
  start_time: Iso | null;
  end_time: Iso | null;
  changed_on: Iso | null;
  extra_json: string | null;
}

/** Superset's TabState: one SQL Lab editor tab of a user. */
export interface TabStateTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  active: Generated<Flag>;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: Generated<string>;
  query_limit: number | null;
  latest_query_id: string | null;
  autorun: Generated<Flag>;
  template_params: string | null;
  hide_left_bar: Generated<Flag>;
  saved_query_id: number | null;
  extra_json: string | null;
  created_on: Iso | null;
  changed_on: Iso | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** Superset's TableSchema: a table open in a tab's left panel. */
export interface TableSchemaTable {
  id: Generated<number>;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  description: string | null;
  expanded: Generated<Flag>;
  created_on: Iso | null;
  changed_on: Iso | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}
