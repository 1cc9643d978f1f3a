import { type DatasetRef, type TypeGeneric } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import type { QueryDataset, QueryDatasetColumn } from './types.js';

export interface LoadedQueryDataset {
  dataset: QueryDataset;
  ref: DatasetRef;
  databaseId: number;
  cacheTimeout: number | null;
  changedOn: string | null;
  columns: {
    name: string;
    type: string | null;
    typeGeneric: TypeGeneric | null;
    isDttm: boolean;
    verboseName: string | null;
  }[];
}

/** Everything the query path needs of one dataset, in three small queries. */
export const loadQueryDataset = async (db: Kysely<DB>, id: number): Promise<LoadedQueryDataset> => {
  const row = await db
    .selectFrom('datasets as d')
    .innerJoin('databases as db', 'db.id', 'd.database_id')
    .select([
      'd.id',
      'd.table_name',
      'd.schema',
      'd.sql',
      'd.main_dttm_col',
      'd.fetch_values_predicate',
      'd.cache_timeout',
      'd.changed_on',
      'd.database_id',
      'db.database_name',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Dataset');
  const [columns, metrics, owners] = await Promise.all([
    db
      .selectFrom('dataset_columns')
      .selectAll()
      .where('dataset_id', '=', id)
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute(),
    db.selectFrom('dataset_metrics').select(['metric_name', 'expression']).where('dataset_id', '=', id).execute(),
    db.selectFrom('dataset_owners').select('user_id').where('dataset_id', '=', id).execute(),
  ]);
  const columnMap = new Map<string, QueryDatasetColumn>(
    columns.map((c) => [
      c.column_name,
      {
        name: c.column_name,
        expression: c.expression || null,
        isDttm: c.is_dttm === 1,
        typeGeneric: c.type_generic as TypeGeneric | null,
        pythonDateFormat: c.python_date_format || null,
        advancedDataType: c.advanced_data_type || null,
      },
    ]),
  );
  return {
    dataset: {
      id: row.id,
      tableName: row.table_name,
      schema: row.schema,
      sql: row.sql,
      mainDttmCol: row.main_dttm_col,
      columns: columnMap,
      metrics: new Map(metrics.map((m) => [m.metric_name, m.expression])),
      fetchValuesPredicate: row.fetch_values_predicate,
    },
    ref: {
      id: row.id,
      tableName: row.table_name,
      schema: row.schema,
      databaseId: row.database_id,
      databaseName: row.database_name,
      ownerIds: owners.map((o) => o.user_id),
    },
    databaseId: row.database_id,
    cacheTimeout: row.cache_timeout,
    changedOn: row.changed_on,
    columns: columns.map((c) => ({
      name: c.column_name,
      type: c.type,
      typeGeneric: c.type_generic as TypeGeneric | null,
      isDttm: c.is_dttm === 1,
      verboseName: c.verbose_name,
    })),
  };
};
