import { canAccessDatabase, callerCanReadDataset, schemaPermView, type Engine, type Caller } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { getEngineSpec } from '../engines/registry.js';
import type { SqlParser, SqlTableRef } from '../engines/sql-parser.js';
import type { EngineSpec } from '../engines/types.js';
import { badRequest, HttpError, notFound } from '../http/http-error.js';

type Conn = Kysely<DB> | Transaction<DB>;

/** The database the SQL runs on and the schema unqualified tables resolve to. */
export interface SqlDatabase {
  id: number;
  name: string;
  /** Where the SQL's unqualified tables are: the dataset's schema, else the connection's. */
  defaultSchema: string | null;
  /** Where a dataset without a schema has its table. */
  connectionSchema: string | null;
}

/** The schema a connection starts in: the dataset's, the engine's, or the database named in the connection (MySQL). */
export const defaultSchemaOf = (
  datasetSchema: string | null,
  engineDefault: string | null,
  parametersJson: string,
): string | null => {
  if (datasetSchema) return datasetSchema;
  if (engineDefault) return engineDefault;
  try {
    const parsed: unknown = JSON.parse(parametersJson);
    const database = typeof parsed === 'object' && parsed !== null ? (parsed as { database?: unknown }).database : null;
    return typeof database === 'string' && database !== '' ? database : null;
  } catch {
    return null;
  }
};

export const tableName = (ref: SqlTableRef): string =>
  [ref.catalog, ref.schema, ref.table].filter((p): p is string => p !== null).join('.');

/** Superset's TABLE_SECURITY_ACCESS_ERROR: a 403 naming the tables and the field. */
export const tableAccessDenied = (field: string, refs: readonly SqlTableRef[]): HttpError => {
  const names = [...new Set(refs.map(tableName))];
  return new HttpError(
    403,
    `${field}: You need access to the following tables: ${names.join(', ')}`,
    'TABLE_SECURITY_ACCESS_ERROR',
    { field, tables: names },
  );
};

const lower = (s: string | null): string | null => (s === null ? null : s.toLowerCase());

/**
 * Superset's raise_for_access for a query: database access reads everything; otherwise each table
 * needs schema access to its schema, or access to (or ownership of) a physical dataset on it.
 * Catalog-qualified names (another catalog or attached database) need database access. Names
 * compare without case, as unquoted identifiers do on most engines.
 */
export const unreadableTables = async (
  db: Conn,
  caller: Caller,
  database: SqlDatabase,
  refs: readonly SqlTableRef[],
): Promise<SqlTableRef[]> => {
  if (refs.length === 0 || caller.isAdmin) return [];
  if (canAccessDatabase(caller.perms, { id: database.id, name: database.name })) return [];
  const pending = refs.filter((ref) => {
    if (ref.catalog !== null) return true;
    const schema = ref.schema ?? database.defaultSchema;
    return schema === null || !caller.perms.has('schema_access', schemaPermView(database.name, schema));
  });
  const candidates = pending.filter((r) => r.catalog === null);
  if (candidates.length === 0) return pending;
  const onTables = await db
    .selectFrom('datasets')
    .select(['id', 'table_name', 'schema'])
    .where('database_id', '=', database.id)
    .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
    .where((eb) => eb.fn<string>('lower', ['table_name']), 'in', [
      ...new Set(candidates.map((r) => r.table.toLowerCase())),
    ])
    .execute();
  const owners =
    onTables.length === 0
      ? []
      : await db
          .selectFrom('dataset_owners')
          .select(['dataset_id', 'user_id'])
          .where(
            'dataset_id',
            'in',
            onTables.map((r) => r.id),
          )
          .execute();
  const readable = (ref: SqlTableRef): boolean => {
    if (ref.catalog !== null) return false;
    const schema = lower(ref.schema ?? database.defaultSchema);
    return onTables.some(
      (r) =>
        r.table_name.toLowerCase() === ref.table.toLowerCase() &&
        lower(r.schema ?? database.connectionSchema) === schema &&
        callerCanReadDataset(caller, {
          id: r.id,
          tableName: r.table_name,
          schema: r.schema,
          databaseId: database.id,
          databaseName: database.name,
          ownerIds: owners.filter((o) => o.dataset_id === r.id).map((o) => o.user_id),
        }),
    );
  };
  return pending.filter((ref) => !readable(ref));
};

export interface DatasetSqlCheck {
  db: Conn;
  caller: Caller;
  database: SqlDatabase;
  parser: SqlParser;
  sql: string;
  /** `write`: create, update and import, where catalog and file reads are Admin-only; `query`: running it. */
  mode: 'write' | 'query';
  field?: string;
}

/**
 * SQL may read only tables the caller may read (Superset's raise_for_access with the query): a
 * virtual dataset's writer (create, update, import), whoever refreshes its columns, SQL run as is
 * (alerts, previews). Callers querying a virtual dataset need access to the dataset only. CTE
 * names are not tables. SQL that reads the catalog, files or other servers is written by Admins
 * only, and run as is only by callers with access to the whole database.
 */
export const assertDatasetSqlReadable = async (check: DatasetSqlCheck): Promise<SqlTableRef[]> => {
  const { caller, database, parser, mode } = check;
  const field = check.field ?? 'sql';
  const parsed = await parser.parseQuery(check.sql.trim().replace(/;+\s*$/, ''));
  if (!parsed.ok) {
    throw badRequest(`${field}: the SQL does not parse as ${parser.dialect} SQL: ${parsed.reason}`, field);
  }
  const { tree } = parsed;
  const catalogReads = [
    ...tree.tables.filter((t) => parser.isCatalogTable(t)).map(tableName),
    ...[...tree.functions, ...tree.tableFunctions].filter((f) => parser.isCatalogFunction(f)),
  ];
  if (catalogReads.length > 0) {
    const allowed =
      caller.isAdmin || (mode === 'query' && canAccessDatabase(caller.perms, { id: database.id, name: database.name }));
    if (!allowed) {
      throw new HttpError(
        403,
        mode === 'write'
          ? `${field}: Only Admins may write SQL that reads the database catalog, files or other servers (${[...new Set(catalogReads)].join(', ')})`
          : `${field}: This dataset reads the database catalog, files or other servers (${[...new Set(catalogReads)].join(', ')}); it needs access to database '${database.name}'`,
        'TABLE_SECURITY_ACCESS_ERROR',
        { field },
      );
    }
  }
  const tables = tree.tables.filter((t) => !parser.isCatalogTable(t));
  const denied = await unreadableTables(check.db, caller, database, tables);
  if (denied.length > 0) throw tableAccessDenied(field, denied);
  return tree.tables;
};

/** An open database, or a database row with its engine spec (import): what the checks need of it. */
export interface SqlTarget {
  spec: Pick<EngineSpec, 'sqlParser' | 'defaultSchema' | 'queryCost' | 'tableFilters'>;
  row: { id: number; database_name: string; parameters: string };
}

/** The database's row and engine spec, without opening a connection (update and import need no engine). */
export const sqlTargetOf = async (db: Conn, databaseId: number): Promise<SqlTarget> => {
  const row = await db
    .selectFrom('databases')
    .select(['id', 'database_name', 'parameters', 'engine'])
    .where('id', '=', databaseId)
    .executeTakeFirst();
  if (!row) throw notFound('Database');
  return { spec: getEngineSpec(row.engine as Engine), row };
};

/**
 * assertDatasetSqlReadable for a dataset's SQL on `target`, unqualified tables resolving in the
 * dataset's schema; answers the tables the SQL reads.
 */
export const assertVirtualDatasetSql = (
  db: Conn,
  caller: Caller,
  target: SqlTarget,
  dataset: { schema: string | null; sql: string },
  mode: DatasetSqlCheck['mode'],
  field?: string,
): Promise<SqlTableRef[]> =>
  assertDatasetSqlReadable({
    db,
    caller,
    database: {
      id: target.row.id,
      name: target.row.database_name,
      defaultSchema: defaultSchemaOf(dataset.schema, target.spec.defaultSchema, target.row.parameters),
      connectionSchema: defaultSchemaOf(null, target.spec.defaultSchema, target.row.parameters),
    },
    parser: target.spec.sqlParser,
    sql: dataset.sql,
    mode,
    ...(field !== undefined && { field }),
  });
