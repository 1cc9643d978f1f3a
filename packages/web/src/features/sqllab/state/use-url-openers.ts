import type { TabStateCreate } from '@tessera/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '../../../routing/paths';
import { sqlLabApi } from '../sqllab-api';
import type { SqlLabTabs } from './use-sqllab-tabs';

/**
 * What the URL asks SQL Lab to open, once, then dropped from the URL so a reload does not open it
 * again: `?savedQueryId=` (the saved query list), `?tab=` (the hand-off's new tab), and a
 * permalink key (`/sqllab/p/{key}`).
 */
export const useUrlOpeners = (tabs: SqlLabTabs, permalinkKey: string | null): void => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const savedQueryId = Number(params.get('savedQueryId'));
    const tabId = Number(params.get('tab'));
    const open = async (): Promise<void> => {
      if (permalinkKey !== null) {
        const state = await sqlLabApi.permalinkState(permalinkKey);
        const init: TabStateCreate = {
          title: state.name ?? null,
          dbId: state.dbId,
          schema: state.schema ?? null,
          sql: state.sql,
        };
        await tabs.open(init);
      } else if (Number.isSafeInteger(savedQueryId) && savedQueryId > 0) {
        const saved = await sqlLabApi.savedQuery(savedQueryId);
        const id = await tabs.open({ title: saved.label, dbId: saved.db_id, schema: saved.schema, sql: saved.sql });
        tabs.update(id, { savedQueryId: saved.id });
      } else if (Number.isSafeInteger(tabId) && tabId > 0 && tabs.tabs.some((t) => t.id === tabId)) {
        await tabs.activate(tabId);
      } else {
        return;
      }
      void navigate(ROUTES.sqlLab, { replace: true });
    };
    void open();
  }, [params, navigate, permalinkKey, tabs]);
};
