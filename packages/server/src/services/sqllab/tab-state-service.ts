import type { TableSchemaCreate, TableSchemaDict, TabStateCreate, TabStateDict, TabStateUpdate } from '@tessera/core';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TableSchemaTable, TabStateTable } from '../../db/sqllab-schema.js';
import { notFound, nowIso } from '../../http/http-error.js';
import { queriesWithNames, toQueryDict } from './query-store.js';

/** Superset's TableSchema.to_dict(). */
const tableSchemaDict = (t: Selectable<TableSchemaTable>): TableSchemaDict => {
  let description: unknown = null;
  try {
    description = t.description ? JSON.parse(t.description) : null;
  } catch {
    description = null;
  }
  return {
    id: t.id,
    tab_state_id: t.tab_state_id,
    database_id: t.database_id,
    catalog: t.catalog,
    schema: t.schema,
    table: t.table,
    description,
    expanded: t.expanded === 1,
  };
};

const ownTab = async (db: Kysely<DB>, userId: number, id: number): Promise<Selectable<TabStateTable>> => {
  const row = await db
    .selectFrom('tab_state')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Tab state');
  return row;
};

export const tabStateDict = async (db: Kysely<DB>, tab: Selectable<TabStateTable>): Promise<TabStateDict> => {
  const tables = await db
    .selectFrom('table_schema')
    .selectAll()
    .where('tab_state_id', '=', tab.id)
    .orderBy('id')
    .execute();
  const latest = tab.latest_query_id
    ? await queriesWithNames(db).where('q.client_id', '=', tab.latest_query_id).executeTakeFirst()
    : undefined;
  return {
    id: tab.id,
    user_id: tab.user_id,
    label: tab.label,
    active: tab.active === 1,
    database_id: tab.database_id,
    catalog: tab.catalog,
    schema: tab.schema,
    table_schemas: tables.map(tableSchemaDict),
    sql: tab.sql,
    queryLimit: tab.query_limit,
    latest_query: latest ? toQueryDict(latest) : null,
    autorun: tab.autorun === 1,
    template_params: tab.template_params,
    hide_left_bar: tab.hide_left_bar === 1,
    saved_query: tab.saved_query_id === null ? null : { id: tab.saved_query_id },
    extra_json: tab.extra_json,
  };
};

/** `POST /tabstateview/`: a new tab, made the active one (Superset's TabStateView.post). */
export const createTabState = async (db: Kysely<DB>, userId: number, editor: TabStateCreate): Promise<number> => {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', userId).execute();
    const row = await trx
      .insertInto('tab_state')
      .values({
        user_id: userId,
        label: editor.title ?? editor.name ?? 'Untitled Query',
        active: 1,
        database_id: editor.dbId ?? null,
        catalog: editor.catalog ?? null,
        schema: editor.schema ?? null,
        sql: editor.sql ?? 'SELECT ...',
        query_limit: editor.queryLimit ?? null,
        autorun: editor.autorun ? 1 : 0,
        hide_left_bar: editor.hideLeftBar ? 1 : 0,
        template_params: editor.templateParams ?? null,
        saved_query_id: editor.remoteId ?? null,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
};

export const getTabState = async (db: Kysely<DB>, userId: number, id: number): Promise<TabStateDict> =>
  tabStateDict(db, await ownTab(db, userId, id));

/** `PUT /tabstateview/{id}`: the fields sent, by column name. */
export const updateTabState = async (
  db: Kysely<DB>,
  userId: number,
  id: number,
  patch: TabStateUpdate,
): Promise<void> => {
  await ownTab(db, userId, id);
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  const values = {
    ...patch,
    autorun: flag(patch.autorun),
    hide_left_bar: flag(patch.hide_left_bar),
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  await db
    .updateTable('tab_state')
    .set({ ...set, changed_on: nowIso(), changed_by_fk: userId })
    .where('id', '=', id)
    .execute();
};

/** `DELETE /tabstateview/{id}`: the tab, its open tables; its queries stay in the history. */
export const deleteTabState = async (db: Kysely<DB>, userId: number, id: number): Promise<void> => {
  await ownTab(db, userId, id);
  await db.deleteFrom('tab_state').where('id', '=', id).execute();
};

/** `POST /tabstateview/{id}/activate`: this tab becomes the only active one. */
export const activateTabState = async (db: Kysely<DB>, userId: number, id: number): Promise<void> => {
  await ownTab(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', userId).execute();
    await trx.updateTable('tab_state').set({ active: 1 }).where('id', '=', id).execute();
  });
};

/** `POST /tabstateview/{id}/migrate_query`: a query run before the tab was saved joins it. */
export const migrateQueryToTab = async (
  db: Kysely<DB>,
  userId: number,
  id: number,
  clientId: string,
): Promise<void> => {
  await ownTab(db, userId, id);
  await db
    .updateTable('queries')
    .set({ sql_editor_id: String(id) })
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .execute();
};

/** `DELETE /tabstateview/{id}/query/{client_id}`: removes a query from the tab's results. */
export const deleteTabQuery = async (db: Kysely<DB>, userId: number, id: number, clientId: string): Promise<void> => {
  await ownTab(db, userId, id);
  await db
    .deleteFrom('queries')
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .where('sql_editor_id', '=', String(id))
    .execute();
};

/** The tabs of a user, for the bootstrap: the active one in full, every one by id and label. */
export const userTabs = async (
  db: Kysely<DB>,
  userId: number,
): Promise<{ active: TabStateDict | null; ids: [number, string][] }> => {
  const tabs = await db.selectFrom('tab_state').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const active = tabs.find((t) => t.active === 1) ?? tabs[tabs.length - 1];
  return {
    active: active ? await tabStateDict(db, active) : null,
    ids: tabs.map((t) => [t.id, t.label]),
  };
};

/** `POST /tableschemaview/`: a table opened in one of the caller's tabs; the whole `table` JSON is kept as its description. */
export const createTableSchema = async (db: Kysely<DB>, userId: number, table: TableSchemaCreate): Promise<number> => {
  await ownTab(db, userId, table.queryEditorId);
  const now = nowIso();
  const row = await db
    .insertInto('table_schema')
    .values({
      tab_state_id: table.queryEditorId,
      database_id: table.dbId,
      catalog: table.catalog ?? null,
      schema: table.schema ?? null,
      table: table.name,
      description: JSON.stringify(table),
      expanded: 1,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A table_schema row of one of the caller's tabs, or 404. */
const ownTableSchema = async (db: Kysely<DB>, userId: number, id: number): Promise<void> => {
  const row = await db
    .selectFrom('table_schema as t')
    .innerJoin('tab_state as s', 's.id', 't.tab_state_id')
    .select('t.id')
    .where('t.id', '=', id)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Table schema');
};

/** `DELETE /tableschemaview/{id}`. */
export const deleteTableSchema = async (db: Kysely<DB>, userId: number, id: number): Promise<void> => {
  await ownTableSchema(db, userId, id);
  await db.deleteFrom('table_schema').where('id', '=', id).execute();
};

/** `POST /tableschemaview/{id}/expanded`: whether the table's columns show in the left panel. */
export const expandTableSchema = async (
  db: Kysely<DB>,
  userId: number,
  id: number,
  expanded: boolean,
): Promise<void> => {
  await ownTableSchema(db, userId, id);
  await db
    .updateTable('table_schema')
    .set({ expanded: expanded ? 1 : 0, changed_on: nowIso() })
    .where('id', '=', id)
    .execute();
};
