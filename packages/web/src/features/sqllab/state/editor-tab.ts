import { DEFAULT_SQLLAB_LIMIT, type SqlLabQuery, type TabStateDict, type TabStateUpdate } from '@tessera/core';

/** One SQL Lab tab as the page edits it (Superset's QueryEditor). */
export interface EditorTab {
  id: number;
  label: string;
  dbId: number | null;
  schema: string | null;
  sql: string;
  queryLimit: number;
  savedQueryId: number | null;
  /** The last query run in the tab, as the server last knew it (its results survive a reload). */
  latestQuery: SqlLabQuery | null;
}

export const editorTabOf = (tab: TabStateDict): EditorTab => ({
  id: tab.id,
  label: tab.label,
  dbId: tab.database_id,
  schema: tab.schema,
  sql: tab.sql,
  queryLimit: tab.queryLimit ?? DEFAULT_SQLLAB_LIMIT,
  savedQueryId: tab.saved_query?.id ?? null,
  latestQuery: tab.latest_query,
});

/** The tab fields a change touches, by the column names `PUT /tabstateview/{id}` takes. */
export const tabUpdateOf = (patch: Partial<EditorTab>): TabStateUpdate => ({
  ...(patch.label === undefined ? {} : { label: patch.label }),
  ...(patch.dbId === undefined ? {} : { database_id: patch.dbId }),
  ...(patch.schema === undefined ? {} : { schema: patch.schema }),
  ...(patch.sql === undefined ? {} : { sql: patch.sql }),
  ...(patch.queryLimit === undefined ? {} : { query_limit: patch.queryLimit }),
  ...(patch.savedQueryId === undefined ? {} : { saved_query_id: patch.savedQueryId }),
});
