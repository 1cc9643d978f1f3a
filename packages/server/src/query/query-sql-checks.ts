import type { Caller, DatasetRef, QueryObject } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { EngineSpec } from '../engines/types.js';
import { defaultSchemaOf, unreadableTables } from './sql-access.js';
import type { QueryDataset } from './types.js';
import { checkUserSql, collectUserSql } from './user-sql.js';

export interface QuerySqlContext {
  db: Kysely<DB>;
  caller: Caller;
  /** The open database: its engine spec (parser, default schema) and row (connection parameters). */
  open: { spec: Pick<EngineSpec, 'sqlParser' | 'defaultSchema'>; row: { parameters: string } };
  loaded: { dataset: QueryDataset; ref: DatasetRef };
  allowAdhocSubquery: boolean;
}

/**
 * The async pre-pass every query path runs before compiling (chart data and explore_json,
 * samples, column values): each adhoc fragment the caller wrote must pass checkUserSql, against
 * the caller's table access. A virtual dataset's own SQL is not checked again here: it was checked
 * against its writer when written (create, update, import), and, as Superset's raise_for_access
 * with a datasource, querying a dataset needs access to the dataset only, so a curated virtual
 * dataset can be granted without its tables. The compiler itself stays synchronous and keeps only
 * its lexical guard.
 */
export const assertQuerySqlAllowed = async (ctx: QuerySqlContext, queries: readonly QueryObject[]): Promise<void> => {
  const { dataset, ref } = ctx.loaded;
  const parser = ctx.open.spec.sqlParser;
  const database = {
    id: ref.databaseId,
    name: ref.databaseName,
    defaultSchema: defaultSchemaOf(dataset.schema, ctx.open.spec.defaultSchema, ctx.open.row.parameters),
    connectionSchema: defaultSchemaOf(null, ctx.open.spec.defaultSchema, ctx.open.row.parameters),
  };
  const fragments = queries.flatMap((q) => collectUserSql(q, dataset.columns));
  if (fragments.length === 0) return;
  await checkUserSql(fragments, parser, {
    allowSubqueries: ctx.allowAdhocSubquery,
    unreadable: (refs) => unreadableTables(ctx.db, ctx.caller, database, refs),
  });
};
