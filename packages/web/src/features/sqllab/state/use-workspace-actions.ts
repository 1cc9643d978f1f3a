import { notifications } from '@mantine/notifications';
import { statementAt, type SqlLabDatabase } from '@tessera/core';
import { useCallback, type RefObject } from 'react';
import { errorMessage } from '../../../api/client';
import { useT } from '../../../i18n';
import type { SqlEditorHandle } from '../editor/sql-editor';
import { sqlLabApi } from '../sqllab-api';
import type { EditorTab } from './editor-tab';
import type { QueryRuns } from './use-query-runs';
import type { SqlLabTabs } from './use-sqllab-tabs';

export interface WorkspaceActions {
  run: () => void;
  runCurrent: () => void;
  runSql: (sql: string) => void;
  stop: () => void;
  newTab: () => void;
  format: () => void;
  share: () => void;
}

/** The editor's commands (buttons and Superset's shortcuts) on the active tab. */
export const useWorkspaceActions = (
  tab: EditorTab | null,
  database: SqlLabDatabase | null,
  tabs: SqlLabTabs,
  runs: QueryRuns,
  editor: RefObject<SqlEditorHandle | null>,
): WorkspaceActions => {
  const t = useT();
  const fail = useCallback((error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) }), []);

  const runSql = useCallback(
    (sql: string) => {
      if (tab === null || database === null || sql.trim() === '') return;
      void runs.run({
        tabId: tab.id,
        tabLabel: tab.label,
        databaseId: database.id,
        schema: tab.schema,
        sql,
        queryLimit: tab.queryLimit,
        runAsync: database.allow_run_async,
      });
    },
    [tab, database, runs],
  );
  // Superset runs the selection when there is one, else the whole script.
  const run = useCallback(() => {
    const selected = editor.current?.selection() ?? '';
    runSql(selected.trim() !== '' ? selected : (editor.current?.doc() ?? tab?.sql ?? ''));
  }, [editor, runSql, tab]);
  const runCurrent = useCallback(() => {
    const doc = editor.current?.doc() ?? '';
    const statement = statementAt(doc, editor.current?.cursor() ?? 0);
    if (statement !== null) runSql(statement.sql);
  }, [editor, runSql]);
  const stop = useCallback(() => {
    if (tab !== null) void runs.stop(tab.id).catch(fail);
  }, [tab, runs, fail]);
  const newTab = useCallback(() => {
    void tabs.open({ dbId: tab?.dbId ?? database?.id ?? null, schema: tab?.schema ?? null }).catch(fail);
  }, [tabs, tab, database, fail]);
  const format = useCallback(() => {
    const sql = editor.current?.doc() ?? '';
    if (sql.trim() === '') return;
    sqlLabApi.format(sql, database?.id ?? null).then((formatted) => editor.current?.replace(formatted), fail);
  }, [editor, database, fail]);
  const share = useCallback(() => {
    if (tab === null || tab.dbId === null) return;
    sqlLabApi
      .permalink({ dbId: tab.dbId, sql: editor.current?.doc() ?? tab.sql, name: tab.label, schema: tab.schema })
      .then(async ({ url }) => {
        const absolute = new URL(url, window.location.origin).toString();
        await navigator.clipboard.writeText(absolute).catch(() => undefined);
        notifications.show({ message: t('Link copied to the clipboard: %s', absolute), autoClose: 8000 });
      }, fail);
  }, [tab, editor, t, fail]);

  return { run, runCurrent, runSql, stop, newTab, format, share };
};
