import {
  canUseDatabaseInSqlLab,
  type Engine,
  type SqlLabBootstrap,
  type SqlLabDatabase,
  type SqlLabQuery,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Caller } from '@tessera/core';
import type { DB } from '../../db/schema.js';
import { getEngineSpec } from '../../engines/registry.js';
import { queriesWithNames, toQueryDict } from './query-store.js';
import { userTabs } from './tab-state-service.js';

/**
 * `GET /api/v1/sqllab/` (Superset's SqlLabRestApi.get): the caller's tabs (the active one in full),
 * the databases exposed in SQL Lab that the caller may use, and the queries of the active tab.
 */
export const sqlLabBootstrap = async (db: Kysely<DB>, caller: Caller): Promise<SqlLabBootstrap> => {
  const rows = await db.selectFrom('databases').selectAll().where('expose_in_sqllab', '=', 1).orderBy('id').execute();
  const databases: Record<string, SqlLabDatabase> = {};
  for (const r of rows) {
    if (!caller.isAdmin && !canUseDatabaseInSqlLab(caller.perms, { id: r.id, name: r.database_name })) continue;
    databases[String(r.id)] = {
      id: r.id,
      database_name: r.database_name,
      backend: r.engine,
      allow_run_async: r.allow_run_async === 1,
      allow_dml: r.allow_dml === 1,
      allow_ctas: r.allow_ctas === 1,
      allow_cvas: r.allow_cvas === 1,
      allow_file_upload: r.allow_file_upload === 1,
      expose_in_sqllab: true,
      force_ctas_schema: r.force_ctas_schema,
      allows_cost_estimate: getEngineSpec(r.engine as Engine).queryCost !== undefined,
      allows_subquery: true,
      allows_virtual_table_explore: true,
    };
  }
  const tabs = caller.userId === null ? { active: null, ids: [] } : await userTabs(db, caller.userId);
  const queries: Record<string, SqlLabQuery> = {};
  if (tabs.active && caller.userId !== null) {
    const rows = await queriesWithNames(db)
      .where('q.user_id', '=', caller.userId)
      .where('q.sql_editor_id', '=', String(tabs.active.id))
      .orderBy('q.id')
      .execute();
    for (const q of rows) queries[q.client_id] = toQueryDict(q);
  }
  return { active_tab: tabs.active, databases, queries, tab_state_ids: tabs.ids };
};
