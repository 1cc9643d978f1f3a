import type { DatasetRef } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/http-error.js';

type Conn = Kysely<DB> | Transaction<DB>;

/** What access and ownership checks need of a dataset (core's DatasetRef), and its SQL (virtual or not). */
export type LoadedDatasetRef = DatasetRef & { sql: string | null };

/**
 * The one loader of a dataset reference by id, for the dataset services and for what points at a
 * dataset (a chart, explore); null when there is none (charts outlive their dataset, as in Superset).
 */
export const findDatasetRef = async (db: Conn, id: number | null): Promise<LoadedDatasetRef | null> => {
  if (id === null) return null;
  const row = await db
    .selectFrom('datasets as d')
    .innerJoin('databases as db', 'db.id', 'd.database_id')
    .select(['d.id', 'd.table_name', 'd.schema', 'd.sql', 'd.database_id', 'db.database_name'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const owners = await db.selectFrom('dataset_owners').select('user_id').where('dataset_id', '=', id).execute();
  return {
    id: row.id,
    tableName: row.table_name,
    schema: row.schema,
    sql: row.sql,
    databaseId: row.database_id,
    databaseName: row.database_name,
    ownerIds: owners.map((o) => o.user_id),
  };
};

/** findDatasetRef for an id that must name a dataset: 404 otherwise. */
export const loadDatasetRef = async (db: Conn, id: number): Promise<LoadedDatasetRef> => {
  const ref = await findDatasetRef(db, id);
  if (!ref) throw notFound('Dataset');
  return ref;
};
