import type { Caller, SqlLabHandoff } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/http-error.js';
import { loadSqlLabDatabase } from './sqllab-execute.js';
import { createTabState } from './tab-state-service.js';

/**
 * Superset's SQL Lab hand-off (explore's and the dataset list's 'View in SQL Lab'): a new tab, made
 * the active one, holding the SQL on the dataset's database and schema. The caller must be able
 * to use that database in SQL Lab (the same check as execute), so a key cannot open a tab on a
 * database the caller could not query anyway.
 */
export const openHandoffTab = async (
  db: Kysely<DB>,
  caller: Caller,
  userId: number,
  handoff: SqlLabHandoff,
): Promise<number> => {
  const id = Number(handoff.datasourceKey.split('__')[0]);
  const dataset = await db
    .selectFrom('datasets')
    .select(['database_id', 'catalog', 'schema', 'table_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!dataset) throw notFound('Dataset');
  await loadSqlLabDatabase({ db }, caller, dataset.database_id);
  return createTabState(db, userId, {
    title: handoff.title ?? dataset.table_name,
    dbId: dataset.database_id,
    catalog: dataset.catalog,
    schema: dataset.schema,
    sql: handoff.sql,
  });
};
