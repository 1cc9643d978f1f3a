import type { SqlLabBootstrap, TabStateCreate } from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n';
import { sqlLabApi } from '../sqllab-api';
import { closedTabs } from './closed-tabs';
import { editorTabOf, tabUpdateOf, type EditorTab } from './editor-tab';

/** Typing saves the SQL this long after the last keystroke (Superset debounces its PUT too). */
const SQL_SAVE_DELAY_MS = 500;

export interface SqlLabTabs {
  tabs: { id: number; label: string }[];
  active: EditorTab | null;
  open: (init: TabStateCreate) => Promise<number>;
  activate: (id: number) => Promise<void>;
  update: (id: number, patch: Partial<EditorTab>) => void;
  close: (id: number) => Promise<void>;
  restore: (index: number) => Promise<void>;
}

/**
 * SQL Lab's tabs, kept on the server (`/tabstateview/`): the bootstrap names them and holds the
 * active one in full; another tab is read when activated. Edits go to the server at once, the
 * SQL after a pause in typing, so a reload (or another machine) finds the tabs as they were.
 */
export const useSqlLabTabs = (bootstrap: SqlLabBootstrap, firstDatabaseId: number | null): SqlLabTabs => {
  const [tabs, setTabs] = useState(() => bootstrap.tab_state_ids.map(([id, label]) => ({ id, label })));
  const [details, setDetails] = useState<Map<number, EditorTab>>(() =>
    bootstrap.active_tab === null ? new Map() : new Map([[bootstrap.active_tab.id, editorTabOf(bootstrap.active_tab)]]),
  );
  const [activeId, setActiveId] = useState<number | null>(bootstrap.active_tab?.id ?? tabs[0]?.id ?? null);
  const sqlTimers = useRef(new Map<number, number>());

  const load = useCallback(async (id: number) => {
    const tab = editorTabOf(await sqlLabApi.tab(id));
    setDetails((prev) => new Map(prev).set(id, tab));
  }, []);

  const activate = useCallback(
    async (id: number) => {
      setActiveId(id);
      await Promise.all([sqlLabApi.activateTab(id), details.has(id) ? undefined : load(id)]);
    },
    [details, load],
  );

  const open = useCallback(
    async (init: TabStateCreate): Promise<number> => {
      // Superset names a new tab in the user's language when it opens it (t('Untitled Query %s')).
      const editor = { dbId: firstDatabaseId, sql: '', ...init, title: init.title ?? t('Untitled Query') };
      const id = await sqlLabApi.createTab(editor);
      setTabs((prev) => [...prev, { id, label: editor.title }]);
      await load(id);
      setActiveId(id);
      return id;
    },
    [firstDatabaseId, load],
  );

  const update = useCallback((id: number, patch: Partial<EditorTab>) => {
    setDetails((prev) => {
      const tab = prev.get(id);
      return tab === undefined ? prev : new Map(prev).set(id, { ...tab, ...patch });
    });
    if (patch.label !== undefined) {
      const label = patch.label;
      setTabs((prev) => prev.map((t) => (t.id === id ? { ...t, label } : t)));
    }
    const { sql, ...rest } = patch;
    if (Object.keys(rest).length > 0) void sqlLabApi.updateTab(id, tabUpdateOf(rest));
    if (sql !== undefined) {
      window.clearTimeout(sqlTimers.current.get(id));
      sqlTimers.current.set(
        id,
        window.setTimeout(() => void sqlLabApi.updateTab(id, { sql }), SQL_SAVE_DELAY_MS),
      );
    }
  }, []);

  const close = useCallback(
    async (id: number) => {
      const tab = details.get(id);
      window.clearTimeout(sqlTimers.current.get(id));
      if (tab !== undefined) {
        closedTabs.push({
          title: tab.label,
          dbId: tab.dbId,
          schema: tab.schema,
          sql: tab.sql,
          queryLimit: tab.queryLimit,
        });
      }
      await sqlLabApi.closeTab(id);
      const rest = tabs.filter((t) => t.id !== id);
      setTabs(rest);
      if (activeId === id) {
        const next = rest.at(-1);
        if (next === undefined) await open({});
        else await activate(next.id);
      }
    },
    [details, tabs, activeId, open, activate],
  );

  const restore = useCallback(
    async (index: number) => {
      const tab = closedTabs.take(index);
      if (tab !== null) await open(tab);
    },
    [open],
  );

  // A user's first visit (or after closing every tab elsewhere) starts with one empty tab.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (tabs.length === 0) void open({});
    else if (activeId !== null && !details.has(activeId)) void load(activeId);
  }, [tabs.length, activeId, details, open, load]);

  return {
    tabs,
    active: activeId === null ? null : (details.get(activeId) ?? null),
    open,
    activate,
    update,
    close,
    restore,
  };
};
