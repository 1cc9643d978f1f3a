import { Box, Group, Stack, Text } from '@mantine/core';
import type { QueryListItem, SqlLabBootstrap } from '@tessera/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { useHasPermission } from '../../session/current-user';
import { SqlEditor, type SqlEditorHandle } from './editor/sql-editor';
import { EditorToolbar } from './panels/editor-toolbar';
import { BottomPanel } from './panels/bottom-panel';
import { LeftPanel } from './panels/left-panel';
import { SaveQueryModal } from './panels/save-query-modal';
import { TabBar } from './panels/tab-bar';
import { sqlLabApi } from './sqllab-api';
import { closedTabs } from './state/closed-tabs';
import { useQueryRuns } from './state/use-query-runs';
import { useSchemaMetadata } from './state/use-schema-metadata';
import { useSqlLabTabs } from './state/use-sqllab-tabs';
import { useUrlOpeners } from './state/use-url-openers';
import { useWorkspaceActions } from './state/use-workspace-actions';

export interface SqlLabWorkspaceProps {
  bootstrap: SqlLabBootstrap;
  permalinkKey: string | null;
}

const PREVIEW_KEY = 'tessera.sqllab.preview';

/** SQL Lab: the left panel, the tabs and editor, and the results, preview and history below. */
export function SqlLabWorkspace({ bootstrap, permalinkKey }: SqlLabWorkspaceProps): ReactNode {
  const t = useT();
  const canCsv = useHasPermission('can_csv', 'Tessera');
  const databases = useMemo(() => Object.values(bootstrap.databases), [bootstrap.databases]);
  const tabs = useSqlLabTabs(bootstrap, databases[0]?.id ?? null);
  useUrlOpeners(tabs, permalinkKey);
  const tab = tabs.active;
  const database = databases.find((d) => d.id === tab?.dbId) ?? null;
  const editor = useRef<SqlEditorHandle>(null);
  const { update } = tabs;
  // The tab remembers its latest query on the server, so a reload shows its results again.
  const onStarted = useCallback((tabId: number, clientId: string) => {
    void sqlLabApi.updateTab(tabId, { latest_query_id: clientId });
  }, []);
  const runs = useQueryRuns(onStarted);
  const run = tab === null ? null : runs.runOf(tab.id);
  const metadata = useSchemaMetadata(tab?.dbId ?? null, tab?.schema ?? null);
  const actions = useWorkspaceActions(tab, database, tabs, runs, editor);
  const [previewOn, setPreviewOn] = useState(() => window.localStorage.getItem(PREVIEW_KEY) !== 'off');
  const [typing, setTyping] = useState({ edit: 0, sql: '', cursor: 0 });
  const [saving, setSaving] = useState(false);

  // Superset opens a tab on the database's default schema: DuckDB's and SQLite's main, PostgreSQL's public.
  useEffect(() => {
    if (tab === null || tab.schema !== null || metadata.schemas.length === 0) return;
    const preferred = ['main', 'public'].find((s) => metadata.schemas.includes(s)) ?? metadata.schemas[0] ?? null;
    update(tab.id, { schema: preferred });
  }, [tab, metadata.schemas, update]);
  // A tab's earlier run (before a reload or a tab switch) comes back with its kept results.
  const { restore } = runs;
  useEffect(() => {
    if (tab?.latestQuery?.state !== undefined) void restore(tab.id, tab.latestQuery);
  }, [tab?.id, tab?.latestQuery, restore]);

  const running = run?.status === 'pending' || run?.status === 'running';
  const reopen = (q: QueryListItem) =>
    void tabs.open({ title: q.tab_name ?? null, dbId: q.database.id, schema: q.schema, sql: q.sql });

  return (
    <Group
      align="stretch"
      gap="md"
      wrap="nowrap"
      h="calc(100dvh - 56px - 2 * var(--mantine-spacing-lg))"
      data-testid="sqllab-page"
    >
      <Box w={280} style={{ flex: 'none' }}>
        <LeftPanel
          databases={databases}
          dbId={tab?.dbId ?? null}
          schema={tab?.schema ?? null}
          metadata={metadata}
          onDatabase={(dbId) => tab !== null && update(tab.id, { dbId, schema: null })}
          onSchema={(schema) => tab !== null && update(tab.id, { schema })}
          onSelectStar={(sql) => editor.current?.replace(sql)}
          onPreview={(sql) => actions.runSql(sql)}
        />
      </Box>
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <TabBar
          tabs={tabs.tabs}
          activeId={tab?.id ?? null}
          closed={closedTabs.list()}
          onActivate={(id) => void tabs.activate(id)}
          onNew={actions.newTab}
          onClose={(id) => void tabs.close(id)}
          onRename={(id, label) => update(id, { label })}
          onRestore={(i) => void tabs.restore(i)}
        />
        <Box
          h="40%"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, overflow: 'hidden' }}
        >
          {tab === null ? (
            <Text c="dimmed" p="sm">
              {t('Loading…')}
            </Text>
          ) : (
            <SqlEditor
              key={`${tab.id}:${database?.backend ?? ''}`}
              initialSql={tab.sql}
              backend={database?.backend ?? null}
              completion={metadata.completion}
              commands={actions}
              onChange={(sql, cursor) => {
                update(tab.id, { sql });
                setTyping((prev) => ({ edit: prev.edit + 1, sql, cursor }));
              }}
              onVocabulary={metadata.setVocabulary}
              handle={editor}
            />
          )}
        </Box>
        <EditorToolbar
          running={running}
          canRun={database !== null}
          queryLimit={tab?.queryLimit ?? 1000}
          preview={previewOn}
          onRun={actions.run}
          onRunCurrent={actions.runCurrent}
          onStop={actions.stop}
          onLimit={(queryLimit) => tab !== null && update(tab.id, { queryLimit })}
          onPreview={(on) => {
            window.localStorage.setItem(PREVIEW_KEY, on ? 'on' : 'off');
            setPreviewOn(on);
          }}
          onFormat={actions.format}
          onSave={() => setSaving(true)}
          onShare={actions.share}
        />
        <BottomPanel
          run={run}
          databaseId={tab?.dbId ?? null}
          schema={tab?.schema ?? null}
          canCsv={canCsv}
          previewOn={previewOn}
          typing={typing}
          onReopen={reopen}
        />
      </Stack>
      {saving && tab !== null && (
        <SaveQueryModal
          tab={tab}
          onClose={() => setSaving(false)}
          onSaved={(savedQueryId, label) => {
            setSaving(false);
            update(tab.id, { savedQueryId, label });
          }}
        />
      )}
    </Group>
  );
}
